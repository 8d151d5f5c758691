// The languages are the contract's: the server draws pages, writes reminders and saves the Language setting
// with the same list.
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  intlLocale,
  isLocale,
  localeDirection,
  type Locale,
} from '@channel-countdown/contract';
