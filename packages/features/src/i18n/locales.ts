/** The languages the app is offered in, English first (the language its texts are written in). */
export const LOCALES = ['en', 'es', 'de', 'ja', 'ar'] as const;

/**
 * A language of the app, or `pseudo`: a language for development whose texts are the English ones accented
 * and lengthened, so a text shown without going through a catalog, or a layout too tight for longer words,
 * stands out.
 */
export type Locale = (typeof LOCALES)[number] | 'pseudo';

/** The language a page is drawn in when nothing chose another. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

/** Which way the language's text runs: `rtl` for Arabic, the page's `dir` and react-aria's layout follow it. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/** Whether `value` names a language of the app (a page's `lang`, a stored choice). */
export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The language Intl formats a page's dates and numbers in: English as en-US (the app's English wording), the
 * pseudo language as English, any other as itself.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' || locale === 'pseudo' ? 'en-US' : locale;
}
