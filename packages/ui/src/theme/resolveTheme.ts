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

export function storeTheme(storageKey: string, theme: Theme): void {
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // Storage unavailable: the choice still applies for this visit.
  }
}
