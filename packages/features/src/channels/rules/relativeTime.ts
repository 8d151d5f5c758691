import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n, intlLocale } from '../../i18n';
/**
 * 'just now', '5 minutes ago', '3 days ago', '2 months ago': how long ago something happened (the last
 * upload on the card and the channel page). Intl.RelativeTimeFormat in en-US, so every machine shows the
 * same text and the dashboard loads no date library for it. An unknown date is null.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number, number]> = [
  // unit, its length, used below this elapsed time
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, MONTH],
  ['month', MONTH, YEAR],
  ['year', YEAR, Infinity],
];

// One formatter per language, made on first use (making one costs far more than using it).
const formatters = new Map<string, Intl.RelativeTimeFormat>();

export function timeAgo(
  date: string | Date | null | undefined,
  now: Date | number,
  i18n: I18n = englishI18n,
): string | null {
  if (!date) return null;
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) return null;
  // A date a little ahead of this clock (another machine's) still reads as now, never 'in 2 minutes'.
  const elapsed = Math.max(0, new Date(now).getTime() - at);
  if (elapsed < MINUTE) return i18n._(msg`just now`);
  const [unit, length] = units.find(([, , below]) => elapsed < below)!;
  const locale = intlLocale(i18n.locale);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formatters.set(locale, formatter);
  }
  return formatter.format(-Math.floor(elapsed / length), unit);
}

/**
 * 'in 5 minutes', 'in 3 hours': how long until something happens (a failing channel's next refresh), in the
 * units of timeAgo; a moment already passed reads 'soon'. An unknown date is null.
 */
export function timeUntil(
  date: string | Date | null | undefined,
  now: Date | number,
  i18n: I18n = englishI18n,
): string | null {
  if (!date) return null;
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) return null;
  const remaining = at - new Date(now).getTime();
  if (remaining < MINUTE) return i18n._(msg`soon`);
  const [unit, length] = units.find(([, , below]) => remaining < below)!;
  const locale = intlLocale(i18n.locale);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    formatters.set(locale, formatter);
  }
  return formatter.format(Math.ceil(remaining / length), unit);
}
