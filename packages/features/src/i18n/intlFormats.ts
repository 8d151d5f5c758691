import { intlLocale } from './locales';

// Making an Intl formatter costs a phone about a millisecond (more for the first of a kind, which loads its
// locale data); formatting with one, microseconds. The screens' formatters are made once per language and
// options and kept.
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function keptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: (language: string) => F,
): F {
  const language = intlLocale(locale);
  const key = `${kind} ${language} ${JSON.stringify(options ?? {})}`;
  let format = kept.get(key) as F | undefined;
  if (!format) {
    format = make(language);
    kept.set(key, format);
  }
  return format;
}

/** The Intl.NumberFormat of a page's language (`en` and the pseudo language write as en-US) with `options`. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  keptFormat('number', locale, options, (language) => new Intl.NumberFormat(language, options));

/** The Intl.DateTimeFormat of a page's language with `options`. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keptFormat('date', locale, options, (language) => new Intl.DateTimeFormat(language, options));
