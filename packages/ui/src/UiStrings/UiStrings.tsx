'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The words the components say themselves (their buttons' names, their regions' labels). */
export interface UiStrings {
  /** A dialog's and a toast's close button. */
  close: string;
  /** The password field's button while the password is hidden. */
  showPassword: string;
  /** The password field's button while the password shows. */
  hidePassword: string;
  /** A spinner with no label of its own. */
  loading: string;
  /** The toasts' region, with the key that reaches it. */
  notifications: string;
  /** A confirmation dialog's cancelling button. */
  cancel: string;
}

/** The components' own words in English, used where no UiStringsProvider says otherwise. */
export const ENGLISH_UI_STRINGS: UiStrings = {
  close: 'Close',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading',
  notifications: 'Notifications (F8)',
  cancel: 'Cancel',
};

const UiStringsContext = createContext<UiStrings>(ENGLISH_UI_STRINGS);

export interface UiStringsProviderProps {
  /** The words to use below: any left out keep what the provider above (or English) says. */
  strings: Partial<UiStrings>;
  children: ReactNode;
}

/** Gives the components below their own words in another language, or other words of the embedding app. */
export function UiStringsProvider({ strings, children }: UiStringsProviderProps) {
  const above = useContext(UiStringsContext);
  const merged = useMemo(() => ({ ...above, ...strings }), [above, strings]);
  return <UiStringsContext.Provider value={merged}>{children}</UiStringsContext.Provider>;
}

/** The components' own words where they render. */
export function useUiStrings(): UiStrings {
  return useContext(UiStringsContext);
}
