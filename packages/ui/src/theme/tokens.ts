/** A set of CSS custom properties, written without their leading `--`. */
export type TokenSet = Readonly<Record<string, string>>;

/** Tokens that do not change with the colour scheme. */
export const baseTokens: TokenSet = {
  'font-sans':
    "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // Both families ship as npm packages (@fontsource-variable/inter, @fontsource-variable/jetbrains-mono), imported
  // by the host and by Storybook, so no screen depends on the fonts of the machine.
  'font-mono':
    "'JetBrains Mono Variable', 'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  'radius-sm': '0.25rem',
  'radius-md': '0.5rem',
  'radius-lg': '0.75rem',
  'radius-full': '9999px',
  'space-1': '0.25rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.25rem',
  'space-6': '1.5rem',
  'space-7': '2rem',
  'space-8': '2.5rem',
  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.5rem',
  'duration-fast': '120ms',
  'z-overlay': '50',
  'z-toast': '100',
};

// Every foreground/background pair below meets WCAG AA (4.5:1) in its theme; the story tests check it with axe.
export const lightTokens: TokenSet = {
  'color-bg': '#fafafa',
  'color-surface': '#ffffff',
  'color-surface-muted': '#f4f4f5',
  'color-border': '#d4d4d8',
  'color-text': '#09090b',
  'color-text-muted': '#52525b',
  'color-primary': '#4f46e5',
  'color-primary-contrast': '#ffffff',
  'color-danger': '#dc2626',
  'color-danger-contrast': '#ffffff',
  'color-success': '#15803d',
  'color-warning': '#b45309',
  'color-info': '#0369a1',
  'color-focus-ring': '#4f46e5',
  'color-overlay': 'rgb(9 9 11 / 0.5)',
  // Soft backgrounds and their text colours, for badges and toasts.
  'color-neutral-subtle': '#f4f4f5',
  'color-neutral-text': '#3f3f46',
  'color-primary-subtle': '#e0e7ff',
  'color-primary-text': '#3730a3',
  'color-success-subtle': '#dcfce7',
  'color-success-text': '#166534',
  'color-danger-subtle': '#fee2e2',
  'color-danger-text': '#991b1b',
  'color-warning-subtle': '#fef3c7',
  'color-warning-text': '#92400e',
  'color-info-subtle': '#e0f2fe',
  'color-info-text': '#075985',
  // Chart series (a line per channel on Compare): each at least 3:1 against the surface, told apart also by
  // their dash and marker, never by colour alone.
  'color-series-1': '#4f46e5',
  'color-series-2': '#c2410c',
  'color-series-3': '#0f766e',
  'color-series-4': '#be185d',
  'color-series-5': '#4d7c0f',
  'color-series-6': '#7e22ce',
  'color-series-7': '#0369a1',
  'color-series-8': '#92400e',
  'shadow-sm': '0 1px 2px rgb(0 0 0 / 0.06), 0 1px 3px rgb(0 0 0 / 0.1)',
  'shadow-md': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 10px 24px -4px rgb(0 0 0 / 0.14)',
};

export const darkTokens: TokenSet = {
  'color-bg': '#09090b',
  'color-surface': '#18181b',
  'color-surface-muted': '#27272a',
  'color-border': '#3f3f46',
  'color-text': '#fafafa',
  'color-text-muted': '#a1a1aa',
  'color-primary': '#818cf8',
  'color-primary-contrast': '#09090b',
  'color-danger': '#f87171',
  'color-danger-contrast': '#09090b',
  'color-success': '#4ade80',
  'color-warning': '#fbbf24',
  'color-info': '#38bdf8',
  'color-focus-ring': '#a5b4fc',
  'color-overlay': 'rgb(0 0 0 / 0.7)',
  'color-neutral-subtle': '#27272a',
  'color-neutral-text': '#e4e4e7',
  'color-primary-subtle': '#1e1b4b',
  'color-primary-text': '#c7d2fe',
  'color-success-subtle': '#052e16',
  'color-success-text': '#bbf7d0',
  'color-danger-subtle': '#450a0a',
  'color-danger-text': '#fecaca',
  'color-warning-subtle': '#451a03',
  'color-warning-text': '#fde68a',
  'color-info-subtle': '#082f49',
  'color-info-text': '#bae6fd',
  'color-series-1': '#818cf8',
  'color-series-2': '#fb923c',
  'color-series-3': '#2dd4bf',
  'color-series-4': '#f472b6',
  'color-series-5': '#a3e635',
  'color-series-6': '#c084fc',
  'color-series-7': '#38bdf8',
  'color-series-8': '#fbbf24',
  'shadow-sm': '0 1px 2px rgb(0 0 0 / 0.5)',
  'shadow-md': '0 4px 6px -1px rgb(0 0 0 / 0.5), 0 10px 24px -4px rgb(0 0 0 / 0.6)',
};

/** `{ 'color-bg': '#fff' }` → `--color-bg: #fff;` lines, for a style sheet. */
export function toCustomProperties(tokens: TokenSet): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--${name}: ${value};`)
    .join('\n');
}

/**
 * A host's own values for some tokens (ThemeProvider's `tokens`), by token name without the leading `--`:
 * `base` in both schemes, `light` and `dark` in theirs. A token left out keeps the design system's value.
 */
export interface ThemeTokens {
  base?: TokenSet;
  light?: TokenSet;
  dark?: TokenSet;
}

const KNOWN_TOKENS = new Set([
  ...Object.keys(baseTokens),
  ...Object.keys(lightTokens),
  ...Object.keys(darkTokens),
]);
// A value ends at its own declaration: nothing that could close the rule, the sheet or the page's <style>.
const SAFE_VALUE = /^[^;{}<>]+$/;

/** The tokens of `set` this design system has, with a value that stays inside its declaration. */
function usableTokens(set: TokenSet | undefined, refused: string[]): Record<string, string> {
  const usable: Record<string, string> = {};
  for (const [name, value] of Object.entries(set ?? {})) {
    if (KNOWN_TOKENS.has(name) && SAFE_VALUE.test(value)) usable[name] = value;
    else refused.push(name);
  }
  return usable;
}

/**
 * The sheet of a host's tokens for the themed elements that also carry `hostClass`, mirroring the design
 * system's own (light, dark, and dark by the device's preference while the theme is 'system'), one class more
 * specific. A token the host sets for light only keeps the design system's dark value in dark mode. Unknown
 * token names and values that would leave their declaration are left out and named in `refused`.
 */
export function hostTokenCss(
  scope: { theme: string; dark: string; system: string; host: string },
  tokens: ThemeTokens,
): { css: string; refused: string[] } {
  const refused: string[] = [];
  const base = usableTokens(tokens.base, refused);
  const light = usableTokens(tokens.light, refused);
  const dark = {
    ...Object.fromEntries(Object.keys(light).map((name) => [name, darkTokens[name] ?? baseTokens[name]!])),
    ...usableTokens(tokens.dark, refused),
  };
  const root = `.${scope.theme}.${scope.host}`;
  const css = `
${root} { ${toCustomProperties({ ...base, ...light })} }
${root}.${scope.dark} { ${toCustomProperties(dark)} }
@media (prefers-color-scheme: dark) { ${root}.${scope.system} { ${toCustomProperties(dark)} } }
`;
  return { css, refused };
}
