export { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES, isLocale, localeDirection, type Locale } from './locales';
export { loadCatalog } from './catalogs';
export { LocaleProvider, useChangeLocale, type LocaleProviderProps } from './LocaleProvider';
