import { intlFormat, isValid } from 'date-fns';

/** SPEC §9: channel data is stale more than 24 hours after lastFetched. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The card's orange dot: lastFetched over 24 hours ago, or never (null, missing or unreadable). */
export function isStale(lastFetched: string | Date | null | undefined, now: Date | number): boolean {
  if (!lastFetched) return true;
  const fetched = new Date(lastFetched);
  if (!isValid(fetched)) return true;
  return new Date(now).getTime() - fetched.getTime() > STALE_AFTER_MS;
}

/** 'Since Mar 5, 2026': the same on every machine, whatever the browser's language. */
const SINCE_FORMAT = { month: 'short', day: 'numeric', year: 'numeric' } as const;

/**
 * 'Since {date}' under the channel name, or 'Recently' when the date is missing or unreadable. The date
 * is written in en-US (not the browser locale) so every machine shows the same text. intlFormat, not
 * format: the browser's Intl does the work, and the dashboard's first render does not load date-fns'
 * pattern formatter.
 */
export function sinceText(createdAt: string | Date | null | undefined): string {
  if (!createdAt) return 'Recently';
  const date = new Date(createdAt);
  return isValid(date) ? `Since ${intlFormat(date, SINCE_FORMAT, { locale: 'en-US' })}` : 'Recently';
}
