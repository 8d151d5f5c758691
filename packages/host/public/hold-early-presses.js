// A page the server drew shows its buttons before the app's scripts have arrived and taken it over. A press in
// that wait would do nothing (React drops a click on a part it has not hydrated yet), and Enter in a form, or
// its submit button, would send the form the browser's way: a GET with the password in the address. Until the
// app says its screen answers ('channel-countdown:interactive' on document), this holds those presses and
// submissions, then plays them again in order on the elements still on the page. Links are left to the
// browser: following one before the app starts loads the page it names, as it should. The app also marks
// <html data-interactive>, for this script arriving after it (it is async, so it never delays the page).
(() => {
  if (document.documentElement.hasAttribute('data-interactive')) return;
  const PRESSABLE =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]';
  const held = [];
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A submit button's press is its form's submission: the submit event that follows is held with it.
    held.push(() => target.isConnected && target.click());
  };
  const holdSubmit = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // Enter in a field (a press on a submit button is already held as a press).
    const form = event.target;
    if (!event.submitter) held.push(() => form.isConnected && form.requestSubmit());
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener(
    'channel-countdown:interactive',
    () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', holdSubmit, true);
      for (const replay of held.splice(0)) replay();
    },
    { once: true },
  );
})();
