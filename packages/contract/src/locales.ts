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

/** Each language by its own name, as a person looking for theirs reads it (the Language setting's choices). */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

/** Which way the language's text runs: `rtl` for Arabic, the page's `dir` and react-aria's layout follow it. */
export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The language Intl formats a page's dates and numbers in: English as en-US (the app's English wording), the
 * pseudo language as English, any other as itself.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' || locale === 'pseudo' ? 'en-US' : locale;
}

/** Whether `value` names a language of the app (a page's `lang`, a stored choice). */
export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The first of `languages` (a browser's, most wanted first: `navigator.languages`, or Accept-Language in its
 * order of preference) that the app is offered in, by its main language: `es-MX` is Spanish. None: undefined.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if ((LOCALES as readonly string[]).includes(language!)) return language as Locale;
  }
  return undefined;
}

/** The Language setting: one of the app's languages, or `auto` for the browser's. */
export type LanguageSetting = 'auto' | (typeof LOCALES)[number];

/**
 * The language a user's pages are drawn in: the one they chose in Settings, else the browser's preferred one
 * of the app's (`browser`, from its Accept-Language; none of them: English).
 */
export function chooseLocale(setting: LanguageSetting | undefined, browser: Locale | undefined): Locale {
  if (setting && setting !== 'auto') return setting;
  return browser ?? DEFAULT_LOCALE;
}
