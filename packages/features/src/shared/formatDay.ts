'use client';

import { dateTimeFormat } from '../i18n';
import { useHydratingValue } from './serverRender';

/**
 * A writer of days in one format, in the page's language (`locale`, a Lingui locale; en-US for English and
 * when none is given, whatever the browser's language: every machine shows the same text), with the page's
 * kept formatter (i18n's dateTimeFormat: a new one per card was a quarter of a second of the dashboard's
 * first render at 4x CPU).
 */
const dayWriter =
  (options: Intl.DateTimeFormatOptions) =>
  (date: Date, locale = 'en'): string =>
    dateTimeFormat(locale, options).format(date);

/** A day as the app writes it: 'Mar 5, 2026'. */
export const formatDay = dayWriter({ month: 'short', day: 'numeric', year: 'numeric' });

/** The same day as formatDay, in UTC rather than the reader's time zone. */
const formatDayInUtc = dayWriter({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * formatDay for a component a server may draw: the server does not know the reader's time zone, so the page
 * is drawn, and hydrated, with the day in UTC; React then renders it once more in the reader's zone. The two
 * differ only when the instant falls on another day there.
 */
export function useDayText(date: Date, locale?: string): string {
  return useHydratingValue(() => formatDay(date, locale), formatDayInUtc(date, locale));
}

/** A day with a two-digit day of the month, as the admin lists write it (SPEC §4 'MMM dd, yyyy'): 'Mar 05, 2026'. */
export const formatDayPadded = dayWriter({ month: 'short', day: '2-digit', year: 'numeric' });
