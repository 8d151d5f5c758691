import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
import { readStoredTheme, resolveTheme, storeTheme } from './resolveTheme';
import type { ResolvedTheme, Theme } from './resolveTheme';

export interface ThemeContextValue {
  /** The chosen theme, possibly 'system'. */
  theme: Theme;
  /** What is on screen: 'system' resolved, or the forced theme. */
  resolvedTheme: ResolvedTheme;
  /** Choose a theme; it is stored for the next visit. */
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Theme used when nothing is stored yet. @default 'system' */
  defaultTheme?: Theme;
  /** localStorage key holding the user's choice. @default 'channel-countdown-theme' */
  storageKey?: string;
  /** Pin the theme (Storybook, visual tests); the stored choice is kept but not shown. @default undefined */
  forcedTheme?: ResolvedTheme;
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/**
 * Puts the design tokens on the page and the class `light` or `dark` on the root element.
 * With 'system' it follows the device preference, including changes while the page is open.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = 'channel-countdown-theme',
  forcedTheme,
}: ThemeProviderProps) {
  const [theme, setThemeState] = useState<Theme>(() => readStoredTheme(storageKey) ?? defaultTheme);
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  const resolvedTheme = forcedTheme ?? resolveTheme(theme, prefersDark);

  // Layout effect: the class is switched before paint, so no flash of the other theme.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      storeTheme(storageKey, next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);

  return (
    <ThemeContext.Provider value={value}>
      <GlobalStyle />
      {children}
    </ThemeContext.Provider>
  );
}

/** The current theme and its setter. Throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
