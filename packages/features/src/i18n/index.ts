export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  intlLocale,
  isLocale,
  localeDirection,
  type Locale,
} from './locales';
export { englishI18n, loadCatalog } from './catalogs';
export { dateTimeFormat, numberFormat } from './intlFormats';
export { LocaleProvider, useChangeLocale, type LocaleProviderProps } from './LocaleProvider';
export { contractMessage, translateContractText } from './contractMessages';
export { usePageI18n } from './usePageI18n';
