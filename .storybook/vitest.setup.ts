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
