import { useSyncExternalStore } from 'react';

type Theme = 'light' | 'dark';

// The visual tests photograph each story in light and in dark after its play function has run. Instead of
// rendering and playing the story a second time, they switch the theme of the rendered story, as a designer
// does with the toolbar: the decorator re-renders the ThemeProvider with the other theme and the story keeps
// its state (open dialogs, typed text). `null` = the story's `theme` global, as everywhere else.
let override: Theme | null = null;
const listeners = new Set<() => void>();

export function setThemeOverride(theme: Theme | null) {
  override = theme;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeOverride(): Theme | null {
  return useSyncExternalStore(subscribe, () => override);
}
