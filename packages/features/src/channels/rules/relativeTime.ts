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

let formatter: Intl.RelativeTimeFormat | undefined;

export function timeAgo(date: string | Date | null | undefined, now: Date | number): string | null {
  if (!date) return null;
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) return null;
  // A date a little ahead of this clock (another machine's) still reads as now, never 'in 2 minutes'.
  const elapsed = Math.max(0, new Date(now).getTime() - at);
  if (elapsed < MINUTE) return 'just now';
  const [unit, length] = units.find(([, , below]) => elapsed < below)!;
  formatter ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  return formatter.format(-Math.floor(elapsed / length), unit);
}
