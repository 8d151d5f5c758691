import { createGlobalStyle } from 'styled-components';
import { baseTokens, darkTokens, lightTokens, toCustomProperties } from './tokens';

// Built once at module load: the sheet never changes, a theme switch is only a class change on <html>.
const tokenCss = `
:root { ${toCustomProperties(baseTokens)} }
:root, .light { ${toCustomProperties(lightTokens)} color-scheme: light; }
.dark { ${toCustomProperties(darkTokens)} color-scheme: dark; }
`;

/** The design tokens for `.light` and `.dark`, plus a small base reset. Rendered by ThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  ${tokenCss}

  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: var(--font-sans);
    font-size: var(--font-size-md);
    line-height: 1.5;
    color: var(--color-text);
    background: var(--color-bg);
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote { margin: 0; }

  button, input, select, textarea { font: inherit; color: inherit; }

  img, svg, video { display: block; max-width: 100%; }

  /* Icons keep their size in a flex row (a long label beside them must not squash them to a few px). */
  svg.lucide { flex-shrink: 0; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
