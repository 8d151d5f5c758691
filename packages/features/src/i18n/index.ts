export { DEFAULT_LOCALE, LOCALES, isLocale, localeDirection, type Locale } from './locales';
export { loadCatalog } from './catalogs';
export { LocaleProvider, type LocaleProviderProps } from './LocaleProvider';
