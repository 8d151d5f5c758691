import {
  createContext,
  useCallback,
  useContext,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import {
  DARK_SCOPE_CLASS,
  GlobalStyle,
  ScopedStyle,
  SYSTEM_SCOPE_CLASS,
  THEME_SCOPE_CLASS,
} from './GlobalStyle';
import { PortalContainerContext } from './portalContainer';
import { currentStoredTheme, resolveTheme, storeTheme, subscribeToStoredTheme } from './resolveTheme';
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
  /**
   * Also style the page itself: the tokens and base styles on `<html>`/`<body>` and the class `light` or
   * `dark` on `<html>` (removed on unmount). For the app that owns the whole page; an embedding page leaves
   * it off and only the provider's wrapper element is styled. @default false
   */
  applyToDocument?: boolean;
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
 * Renders its children in a wrapper element carrying the design tokens and the theme (classes `cc-theme` and,
 * in dark mode, `cc-dark`), and gives overlays (dialogs, popovers, tooltips) a container of their own at the
 * end of <body> with the same classes. Nothing outside is restyled unless `applyToDocument` is set.
 * With 'system' it follows the device preference, including changes while the page is open.
 */
export function ThemeProvider({
  children,
  defaultTheme = 'system',
  storageKey = 'channel-countdown-theme',
  forcedTheme,
  applyToDocument = false,
}: ThemeProviderProps) {
  // External stores, not state: a page the server rendered (it knows neither) is hydrated with the defaults it
  // used, then drawn with the stored choice and the device's preference.
  const theme = useSyncExternalStore(
    subscribeToStoredTheme,
    () => currentStoredTheme(storageKey) ?? defaultTheme,
    () => defaultTheme,
  );
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  const resolvedTheme = forcedTheme ?? resolveTheme(theme, prefersDark);
  const scopeClass = [
    THEME_SCOPE_CLASS,
    // Lets the sheet follow the device's preference before any script runs (a server-rendered page).
    !forcedTheme && theme === 'system' && SYSTEM_SCOPE_CLASS,
    resolvedTheme === 'dark' && DARK_SCOPE_CLASS,
  ]
    .filter(Boolean)
    .join(' ');

  // Overlays are portalled out of the wrapper (so a host's overflow or transform cannot clip them) into a
  // themed container of their own; it is in the document only while the provider is mounted. Made with the
  // first render (none on the server), so it never changes: a change would reach every part of a
  // server-rendered page still waiting for its code, and the browser would draw those parts again.
  const [portalContainer] = useState(() => {
    if (typeof document === 'undefined') return null;
    const container = document.createElement('div');
    container.dataset.ccOverlays = '';
    // No box of its own: the overlays inside are positioned against the page as before.
    container.style.display = 'contents';
    return container;
  });
  // Attached before any layout effect of the overlays inside runs: react-aria looks their labels up in the
  // document then.
  useInsertionEffect(() => {
    if (!portalContainer) return;
    document.body.append(portalContainer);
    return () => portalContainer.remove();
  }, [portalContainer]);
  // Layout effects: the classes are switched before paint, so no flash of the other theme.
  useLayoutEffect(() => {
    if (portalContainer) portalContainer.className = scopeClass;
  }, [portalContainer, scopeClass]);
  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    root.classList.add(resolvedTheme);
    return () => root.classList.remove(resolvedTheme);
  }, [applyToDocument, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => storeTheme(storageKey, next), [storageKey]);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  const getContainer = useCallback(() => portalContainer, [portalContainer]);

  return (
    <ThemeContext.Provider value={value}>
      <ScopedStyle />
      {applyToDocument && <GlobalStyle />}
      <PortalContainerContext.Provider value={portalContainer}>
        <UNSAFE_PortalProvider getContainer={getContainer}>
          <div className={scopeClass} data-cc-root="">
            {children}
          </div>
        </UNSAFE_PortalProvider>
      </PortalContainerContext.Provider>
    </ThemeContext.Provider>
  );
}

/** The current theme and its setter. Throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
