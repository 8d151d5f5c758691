export { ThemeProvider, useSetTheme, useTheme } from './ThemeProvider';
export { usePortalContainer } from './portalContainer';
export type { ThemeContextValue, ThemeProviderProps } from './ThemeProvider';
export { resolveTheme } from './resolveTheme';
export type { ResolvedTheme, Theme } from './resolveTheme';
export {
  DARK_SCOPE_CLASS,
  DIRECTIONAL_ICON_CLASS,
  GlobalStyle,
  ScopedStyle,
  SYSTEM_SCOPE_CLASS,
  THEME_SCOPE_CLASS,
} from './GlobalStyle';
export { ANIMATION } from './animations';
export { baseTokens, darkTokens, lightTokens } from './tokens';
export type { ThemeTokens, TokenSet } from './tokens';
