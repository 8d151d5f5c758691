export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

const themes: readonly string[] = ['light', 'dark', 'system'];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && themes.includes(value);
}

/** 'system' follows the device's colour-scheme preference (SPEC §4). */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** The stored preference, or undefined when nothing valid is stored or storage is unavailable. */
export function readStoredTheme(storageKey: string): Theme | undefined {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined; // private mode or storage disabled: fall back to the default
  }
}

/** Choices made while storage is unavailable: they still apply for this visit. */
const unstoredThemes = new Map<string, Theme>();
const themeListeners = new Set<() => void>();

export function storeTheme(storageKey: string, theme: Theme): void {
  try {
    window.localStorage.setItem(storageKey, theme);
    unstoredThemes.delete(storageKey);
  } catch {
    unstoredThemes.set(storageKey, theme);
  }
  themeListeners.forEach((listener) => listener());
}

/** The choice of this visit: the stored one, or one that could not be stored. */
export const currentStoredTheme = (storageKey: string): Theme | undefined =>
  unstoredThemes.get(storageKey) ?? readStoredTheme(storageKey);

/** Calls `onChange` when a theme is chosen here or in another tab; returns the unsubscribe. */
export function subscribeToStoredTheme(onChange: () => void): () => void {
  themeListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    themeListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}
