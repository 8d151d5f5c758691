// The languages are the contract's: the server draws pages and saves the Language setting with the same list.
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  isLocale,
  localeDirection,
  type Locale,
} from '@channel-countdown/contract';
