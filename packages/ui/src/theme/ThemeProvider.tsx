'use client';

import {
  createContext,
  memo,
  useCallback,
  useContext,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode, RefObject } from 'react';
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
import { hostTokenCss, type ThemeTokens } from './tokens';

export interface ThemeContextValue {
  /** The chosen theme, possibly 'system'. */
  theme: Theme;
  /** What is on screen: 'system' resolved, or the forced theme. */
  resolvedTheme: ResolvedTheme;
  /** Choose a theme; it is stored for the next visit. */
  setTheme: (theme: Theme) => void;
}

/**
 * What the provider was given, which does not change as the theme does: each part reads the theme itself, from
 * the stores. A context value that changed with the theme would reach every part of a server-rendered page still
 * waiting for its code, and React, which cannot tell whether such a part reads it, would draw those parts again.
 */
interface ThemeSettings {
  storageKey: string;
  defaultTheme: Theme;
  forcedTheme: ResolvedTheme | undefined;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeSettings | null>(null);

/**
 * The theme under `settings`: external stores, not state, so a page the server rendered (it knows neither) is
 * hydrated with the defaults it used, then drawn with the stored choice and the device's preference.
 */
function useThemeOf({ storageKey, defaultTheme, forcedTheme, setTheme }: ThemeSettings): ThemeContextValue {
  const theme = useSyncExternalStore(
    subscribeToStoredTheme,
    () => currentStoredTheme(storageKey) ?? defaultTheme,
    () => defaultTheme,
  );
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  const resolvedTheme = forcedTheme ?? resolveTheme(theme, prefersDark);
  return useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
}

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Theme used when nothing is stored yet. @default 'system' */
  defaultTheme?: Theme;
  /** localStorage key holding the user's choice. @default 'channel-countdown-theme' */
  storageKey?: string;
  /** Pin the theme (Storybook, visual tests); the stored choice is kept but not shown. @default undefined */
  forcedTheme?: ResolvedTheme;
  /**
   * A choice made elsewhere (an account's saved theme, which a server drew the page in): stored in place of this
   * browser's choice before the first render, so a page drawn in it hydrates in it with nothing to change.
   * @default undefined
   */
  savedTheme?: Theme;
  /**
   * Also style the page itself: the tokens and base styles on `<html>`/`<body>` and the class `light` or
   * `dark` on `<html>` (removed on unmount). For the app that owns the whole page; an embedding page leaves
   * it off and only the provider's wrapper element is styled. @default false
   */
  applyToDocument?: boolean;
  /**
   * The host's own values for some design tokens, by name without `--` (see the Foundations page): `base` in
   * both schemes, `light` and `dark` in theirs, e.g. `{ light: { 'color-primary': '#0f766e' } }`. They apply
   * inside this provider and its overlays only; the others keep the design system's values.
   * @default undefined
   */
  tokens?: ThemeTokens;
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
  savedTheme,
  applyToDocument = false,
  tokens,
}: ThemeProviderProps) {
  // Before the stores are read: a theme stored by an earlier visit (or another tab) would otherwise change the
  // page just after it hydrates, while parts of it still wait for their code, and React would draw those again.
  useState(() => {
    if (savedTheme && typeof window !== 'undefined' && currentStoredTheme(storageKey) !== savedTheme)
      storeTheme(storageKey, savedTheme);
  });
  const setTheme = useCallback((next: Theme) => storeTheme(storageKey, next), [storageKey]);
  const settings = useMemo(
    () => ({ storageKey, defaultTheme, forcedTheme, setTheme }),
    [storageKey, defaultTheme, forcedTheme, setTheme],
  );
  const { theme, resolvedTheme } = useThemeOf(settings);
  // The host's tokens apply to this provider's elements alone, by a class of their own.
  const hostClass = `cc-host-${useId().replace(/[^\w-]/g, '')}`;
  const hostSheet = useMemo(() => {
    if (!tokens) return null;
    const { css, refused } = hostTokenCss(
      { theme: THEME_SCOPE_CLASS, dark: DARK_SCOPE_CLASS, system: SYSTEM_SCOPE_CLASS, host: hostClass },
      tokens,
    );
    if (refused.length > 0 && isDevelopment())
      console.warn(
        `@channel-countdown/ui: ThemeProvider's tokens left out ${refused.join(', ')}: no such token, or a value with ; { } < or >.`,
      );
    return css;
  }, [tokens, hostClass]);
  const scopeClass = [
    THEME_SCOPE_CLASS,
    hostSheet !== null && hostClass,
    // Lets the sheet follow the device's preference before any script runs (a server-rendered page).
    !forcedTheme && theme === 'system' && SYSTEM_SCOPE_CLASS,
    resolvedTheme === 'dark' && DARK_SCOPE_CLASS,
  ]
    .filter(Boolean)
    .join(' ');
  // The wrapper is drawn with the class of the first render (a server-rendered page's, when hydrating) and
  // switched in place afterwards, like the overlays' container: drawing the wrapper again would give react-aria's
  // portal provider a new value, which reaches every part of a server-rendered page still waiting for its code,
  // and React would draw those parts again.
  const [drawnClass] = useState(scopeClass);
  const wrapper = useRef<HTMLDivElement>(null);

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
    if (wrapper.current) wrapper.current.className = scopeClass;
  }, [portalContainer, scopeClass]);
  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    root.classList.add(resolvedTheme);
    return () => root.classList.remove(resolvedTheme);
  }, [applyToDocument, resolvedTheme]);

  return (
    <ThemeContext.Provider value={settings}>
      <ScopedStyle />
      {hostSheet !== null && <style data-cc-style="host">{hostSheet}</style>}
      {applyToDocument && <GlobalStyle />}
      <ThemedTree drawnClass={drawnClass} wrapper={wrapper} portalContainer={portalContainer}>
        {children}
      </ThemedTree>
    </ThemeContext.Provider>
  );
}

/** The themed wrapper and the overlays' container, drawn again only when its children change. */
const ThemedTree = memo(function ThemedTree({
  drawnClass,
  wrapper,
  portalContainer,
  children,
}: {
  drawnClass: string;
  wrapper: RefObject<HTMLDivElement | null>;
  portalContainer: HTMLElement | null;
  children?: ReactNode;
}) {
  const getContainer = useCallback(() => portalContainer, [portalContainer]);
  return (
    <PortalContainerContext.Provider value={portalContainer}>
      <UNSAFE_PortalProvider getContainer={getContainer}>
        <div ref={wrapper} className={drawnClass} data-cc-root="">
          {children}
        </div>
      </UNSAFE_PortalProvider>
    </PortalContainerContext.Provider>
  );
});

// Bundlers write `process.env.NODE_ENV` in as text (React's own builds rely on it); without one it may not exist.
declare const process: { env: { NODE_ENV?: string } };

/** Whether this is a development build: NODE_ENV as the bundler wrote it in, or none (a plain ESM import). */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return true;
  }
}

const warnedOutside = new Set<string>();

/**
 * In development, says once per component when one is rendered outside a ThemeProvider: it would have no design
 * tokens and show unstyled, without a word.
 */
export function useThemeScopeCheck(component: string): void {
  const settings = useContext(ThemeContext);
  if (settings || warnedOutside.has(component) || !isDevelopment()) return;
  warnedOutside.add(component);
  console.warn(
    `@channel-countdown/ui: <${component}> is rendered outside <ThemeProvider>, so it has no design tokens and shows unstyled. Wrap the part of your app that uses @channel-countdown/ui in <ThemeProvider>.`,
  );
}

/** The current theme and its setter. Throws outside a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const settings = useContext(ThemeContext);
  if (!settings) throw new Error('useTheme must be used within a ThemeProvider');
  return useThemeOf(settings);
}

/** The theme's setter alone: for a part that sets the theme without showing it. */
export function useSetTheme(): (theme: Theme) => void {
  const settings = useContext(ThemeContext);
  if (!settings) throw new Error('useSetTheme must be used within a ThemeProvider');
  return settings.setTheme;
}
