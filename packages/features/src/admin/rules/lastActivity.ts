import { formatDayPadded } from '../../shared';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * SPEC §4 last-activity text: 'Never' if missing or invalid; 'Just now' under 1 hour; 'N h ago' under
 * 24 hours; 'N d ago' under 7 days; 'N w ago' under 30 days; otherwise 'MMM dd, yyyy'. Counts are
 * whole units, rounded down. A time in the future (clock skew) reads 'Just now'.
 */
export function lastActivityText(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Never';
  const at = new Date(value);
  const time = at.getTime();
  if (Number.isNaN(time)) return 'Never';
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)} d ago`;
  if (elapsed < MONTH) return `${Math.floor(elapsed / WEEK)} w ago`;
  return formatDayPadded(at);
}

/** 'MMM dd, yyyy' for an ISO date, or '—' when it cannot be read (joined and created dates). */
export function shortDate(value: string | null | undefined): string {
  if (!value) return '—';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '—' : formatDayPadded(at);
}
