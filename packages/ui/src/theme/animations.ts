/**
 * Every animation's keyframes, by name, in the theme's own sheet (ScopedStyle), which the page has from its
 * first paint. A component names them (`animation: ${ANIMATION.fadeIn} 150ms ease-out`) instead of making
 * them with styled-components' `keyframes`, which adds the rule to the page the first time a component using
 * it renders: Chromium restyles every element of the page for a new @keyframes rule (about 20 ms for the
 * dashboard's thousand elements at a phone's 4× slowdown), in the very frame that opens a dialog or shows a
 * spinner.
 */
export const ANIMATION = {
  /** Opacity from 0: a dialog's backdrop. */
  fadeIn: 'cc-fade-in',
  /** Opacity from 0 and a slightly smaller size: a dialog's panel. */
  zoomIn: 'cc-zoom-in',
  /** Half opacity halfway through: a skeleton's waiting look. */
  pulse: 'cc-pulse',
  /** One full turn: a spinner, a refreshing icon. */
  spin: 'cc-spin',
  /**
   * In from the side set by `--slide-from` (a transform length, e.g. `-100%` for the inline start of a
   * left-to-right page): a toast, a sheet.
   */
  slideIn: 'cc-slide-in',
} as const;

export const keyframesCss = `
@keyframes ${ANIMATION.fadeIn} { from { opacity: 0; } }
@keyframes ${ANIMATION.zoomIn} { from { opacity: 0; transform: scale(0.96); } }
@keyframes ${ANIMATION.pulse} { 50% { opacity: 0.5; } }
@keyframes ${ANIMATION.spin} { to { transform: rotate(360deg); } }
@keyframes ${ANIMATION.slideIn} { from { transform: translateX(var(--slide-from)); } }
`;
