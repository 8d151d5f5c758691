'use client';

import { keyframesCss } from './animations';
import { baseTokens, darkTokens, lightTokens, toCustomProperties } from './tokens';

/** The class of every element that carries the tokens: ThemeProvider's wrapper and its overlay container. */
export const THEME_SCOPE_CLASS = 'cc-theme';
/** Added beside THEME_SCOPE_CLASS in dark mode (not `dark`: a host's Tailwind or own CSS owns that name). */
export const DARK_SCOPE_CLASS = 'cc-dark';
/** Added beside THEME_SCOPE_CLASS while the theme follows the device ('system'). */
export const SYSTEM_SCOPE_CLASS = 'cc-system';
/**
 * The class of an icon that points the way the page reads (back, out): mirrored in a right-to-left page, so a
 * back arrow still points back.
 */
export const DIRECTIONAL_ICON_CLASS = 'cc-directional';

const scope = `.${THEME_SCOPE_CLASS}`;
// `:where(scope) h1` keeps the specificity of a plain `h1`, so every component's own class still wins over the
// reset, as it did when the reset was global; a host's own element rules meet it on equal terms.
const inScope = `:where(${scope})`;

// `system` is the part drawn dark by the device's preference alone: a server-rendered page is dark from its
// first paint, before a script resolves the theme and adds the dark class.
const tokenCss = (root: string, dark: string, system: string) => `
${root} { ${toCustomProperties(baseTokens)} ${toCustomProperties(lightTokens)} color-scheme: light; }
${dark} { ${toCustomProperties(darkTokens)} color-scheme: dark; }
@media (prefers-color-scheme: dark) { ${system} { ${toCustomProperties(darkTokens)} color-scheme: dark; } }
`;

// The text and the colours the screens are drawn on, on the page's body or on the scope's wrapper (on a host's
// white page a dark screen without its own background would lose its text).
const baseText = `
  font-family: var(--font-sans);
  font-size: var(--font-size-md);
  line-height: 1.5;
  color: var(--color-text);
  background: var(--color-bg);
  -webkit-font-smoothing: antialiased;
`;

// Built once at module load: the sheet never changes, a theme switch is only a class change.
const scopedCss = `
${tokenCss(scope, `${scope}.${DARK_SCOPE_CLASS}`, `${scope}.${SYSTEM_SCOPE_CLASS}`)}
${scope} { ${baseText} }
${inScope}, ${inScope} *, ${inScope} *::before, ${inScope} *::after { box-sizing: border-box; }
${inScope} :is(h1, h2, h3, h4, h5, h6, p, figure, blockquote) { margin: 0; }
${inScope} :is(button, input, select, textarea) { font: inherit; color: inherit; }
${inScope} :is(img, svg, video) { display: block; max-width: 100%; }
/* Icons keep their size in a flex row (a long label beside them must not squash them to a few px). */
${inScope} svg.lucide { flex-shrink: 0; }
${inScope} svg.${DIRECTIONAL_ICON_CLASS}:dir(rtl) { transform: scaleX(-1); }
${keyframesCss}
@media (prefers-reduced-motion: reduce) {
  ${inScope} *, ${inScope} *::before, ${inScope} *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}
`;

// Both sheets are fixed CSS, so they are plain <style> elements rather than styled-components' global styles:
// those run their text through its CSS preprocessor (stylis) in every page's first render, for a result the
// browser's own parser reaches directly (bench:vitals, the dashboard at a 4× slowdown, three profiled loads
// each: from the entry's arrival to the first paint 1.02 → 0.82 s, median). Rendered in place, each sheet is
// there exactly while its provider is mounted.

/**
 * The tokens and the small base reset, limited to the elements with the class `cc-theme` (ThemeProvider's
 * wrapper and overlay container) and their content: the rest of the page keeps its own styles.
 */
export function ScopedStyle() {
  return <style data-cc-style="scoped">{scopedCss}</style>;
}

// The page-level part: the tokens on `<html>` by its `light`/`dark` class, and the body's font, colours and margin.
const documentCss = `
${tokenCss(':root', ':root.dark', ':root:not(.light)')}
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; ${baseText} }
`;

/** The page-level sheet, for the app that owns the page (ThemeProvider's `applyToDocument`). */
export function GlobalStyle() {
  return <style data-cc-style="document">{documentCss}</style>;
}
