export { ThemeProvider, useTheme } from './ThemeProvider';
export type { ThemeContextValue, ThemeProviderProps } from './ThemeProvider';
export { resolveTheme } from './resolveTheme';
export type { ResolvedTheme, Theme } from './resolveTheme';
export { GlobalStyle } from './GlobalStyle';
export { baseTokens, darkTokens, lightTokens } from './tokens';
export type { TokenSet } from './tokens';
