// A page the server drew shows its buttons before the app's scripts have arrived and taken it over. A press in
// that wait would do nothing (React drops a click on a part it has not hydrated yet), and Enter in a form, or
// its submit button, would send the form the browser's way: a GET with the password in the address. Until the
// app says its screen answers ('channel-countdown:interactive' on document), this holds those presses and
// submissions, then plays them again in order on the elements still on the page. Links are left to the
// browser: following one before the app starts loads the page it names, as it should. It is written into the
// page's head (vite.config.ts, inlineScripts), so it runs before anything is drawn: a file would arrive after
// the page shows its buttons, and a press before it ran would be lost.
//
// A press can also begin in the wait and end after it: the app never saw its pointer go down, so it would
// take the click that ends it for a stray one. That click is played again as a press of its own.
(() => {
  const PRESSABLE =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]';
  const pressableOf = (event) => (event.target instanceof Element ? event.target.closest(PRESSABLE) : null);
  const held = [];
  // The element a pointer went down on in the wait, until that press ends.
  let begunEarly = null;
  const hold = (event) => {
    const target = pressableOf(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    begunEarly = null;
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
  // Hidden from the app as it starts, so every press begun in the wait is this script's to finish.
  const holdPointerDown = (event) => {
    begunEarly = pressableOf(event);
    if (begunEarly) event.stopImmediatePropagation();
  };
  // After the wait: the click ending a press begun in it becomes a press the app answers (a click with no
  // pointer behind it, as a screen reader's). Any other pointer going down ends the watch.
  const finishEarlyPress = (event) => {
    const target = pressableOf(event);
    stopWatching();
    if (!target || target !== begunEarly) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.click();
  };
  const stopWatching = () => {
    document.removeEventListener('click', finishEarlyPress, true);
    document.removeEventListener('pointerdown', stopWatching, true);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('pointerdown', holdPointerDown, true);
  document.addEventListener(
    'channel-countdown:interactive',
    () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('pointerdown', holdPointerDown, true);
      if (begunEarly) {
        document.addEventListener('click', finishEarlyPress, true);
        document.addEventListener('pointerdown', stopWatching, true);
      }
      for (const replay of held.splice(0)) replay();
    },
    { once: true },
  );
})();
