'use client';

import {
  createContext,
  startTransition,
  use,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { UiStringsProvider, type UiStrings } from '@channel-countdown/ui';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { loadCatalog } from './catalogs';
import { localeDirection, type Locale } from './locales';

export interface LocaleProviderProps {
  locale: Locale;
  /** Set `lang` and `dir` on `<html>` too (the app owns the page). */
  applyToDocument: boolean;
  /** The ui components' own words where the embedding app wants others than this language's. */
  uiStrings?: Partial<UiStrings>;
  children: ReactNode;
}

/** The ui components' own words (close buttons, the password toggle, spinners, the toasts' region) in this language. */
function UiWords({ overrides, children }: { overrides?: Partial<UiStrings>; children: ReactNode }) {
  const { t } = useLingui();
  const strings = useMemo<Partial<UiStrings>>(
    () => ({
      close: t`Close`,
      showPassword: t`Show password`,
      hidePassword: t`Hide password`,
      loading: t`Loading`,
      notifications: t`Notifications (F8)`,
      cancel: t`Cancel`,
      ...overrides,
    }),
    [t, overrides],
  );
  return <UiStringsProvider strings={strings}>{children}</UiStringsProvider>;
}

const ChangeLocaleContext = createContext<(locale: Locale) => void>(() => {});

/**
 * Switches the screens to another language (the Language setting): they stay as they are, in theirs, until
 * its catalog has arrived, then all change at once.
 */
export const useChangeLocale = (): ((locale: Locale) => void) => useContext(ChangeLocaleContext);

/**
 * The texts of `locale` for Lingui's components and hooks, and the same language for react-aria's own texts,
 * formatting and layout direction. A language whose catalog is not loaded yet suspends the render until it
 * is; a page that loaded it first (the app does, before it renders or hydrates) renders at once.
 */
export function LocaleProvider({ locale: given, applyToDocument, uiStrings, children }: LocaleProviderProps) {
  // A language chosen on a screen, until the page is given another.
  const [chosen, setChosen] = useState<{ given: Locale; locale: Locale }>();
  const locale = chosen?.given === given ? chosen.locale : given;
  const change = useCallback(
    (next: Locale) => {
      const show = () => startTransition(() => setChosen({ given, locale: next }));
      loadCatalog(next).then(show, show);
    },
    [given],
  );
  // A loaded catalog's promise says it is settled, so `use` reads it without suspending.
  const i18n = use(loadCatalog(locale));
  // The pseudo language has no formatting of its own: react-aria formats as in English.
  const ariaLocale = locale === 'pseudo' ? 'en' : locale;
  const direction = localeDirection(locale);
  // Before paint, so an Arabic page is never shown left to right; put back as they were when unmounted.
  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const previous = { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
    root.setAttribute('lang', locale);
    root.setAttribute('dir', direction);
    return () => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === null) root.removeAttribute(name);
        else root.setAttribute(name, value);
      }
    };
  }, [applyToDocument, locale, direction]);
  return (
    <ChangeLocaleContext value={change}>
      <I18nProvider i18n={i18n}>
        <AriaI18nProvider locale={ariaLocale}>
          <UiWords overrides={uiStrings}>{children}</UiWords>
        </AriaI18nProvider>
      </I18nProvider>
    </ChangeLocaleContext>
  );
}
