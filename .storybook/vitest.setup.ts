// Story tests assert what is on screen the moment a play function looks. Entering and leaving animations
// (dialogs, toasts, menus) would make "visible" depend on machine load, so under test they finish at once.
const style = document.createElement('style');
style.textContent = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
`;
document.head.appendChild(style);

// No on-screen keyboard here. React Aria takes a window that shrinks by 100 px or more soon after a text field
// got focus for a phone's keyboard opening, and from then on holds each dialog that focuses a text field hidden
// (opacity 0) for up to 600 ms, waiting for the keyboard to move. The visual tests resize the window to
// photograph each story (tall screens, the phone size), so a dialog in a later story of the same frame was
// found, but hidden, when the play function looked at it or the screenshot was taken. React Aria's keyboard
// tracker is not told of the window's resizes; every other listener is (overlays still place themselves in
// the window as it is).
const KEYBOARD_TRACKER = /\$var\$onResize(Start|End)$/;
const viewport = window.visualViewport;
if (viewport) {
  const add = viewport.addEventListener.bind(viewport);
  viewport.addEventListener = ((
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) => {
    if (type === 'resize' && typeof listener === 'function' && KEYBOARD_TRACKER.test(listener.name)) {
      document.documentElement.dataset.keyboardTrackerHeld = '';
      return;
    }
    add(type, listener, options);
  }) as VisualViewport['addEventListener'];
}
