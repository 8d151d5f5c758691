import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '../../i18n';
import { formatDayPadded } from '../../shared';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * SPEC §4 last-activity text: 'Never' if missing or invalid; 'Just now' under 1 hour; 'N h ago' under
 * 24 hours; 'N d ago' under 7 days; 'N w ago' under 30 days; otherwise 'MMM dd, yyyy'. Counts are
 * whole units, rounded down. A time in the future (clock skew) reads 'Just now'. In the language of
 * `i18n` (English when none is given).
 */
export function lastActivityText(
  value: string | null | undefined,
  now: Date = new Date(),
  i18n: I18n = englishI18n,
): string {
  if (!value) return i18n._(msg`Never`);
  const at = new Date(value);
  const time = at.getTime();
  if (Number.isNaN(time)) return i18n._(msg`Never`);
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR) return i18n._(msg`Just now`);
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return i18n._(msg`${hours} h ago`);
  }
  if (elapsed < WEEK) {
    const days = Math.floor(elapsed / DAY);
    return i18n._(msg`${days} d ago`);
  }
  if (elapsed < MONTH) {
    const weeks = Math.floor(elapsed / WEEK);
    return i18n._(msg`${weeks} w ago`);
  }
  return formatDayPadded(at, i18n.locale);
}

/** 'MMM dd, yyyy' for an ISO date, or '—' when it cannot be read (joined and created dates). */
export function shortDate(value: string | null | undefined, locale?: string): string {
  if (!value) return '—';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? '—' : formatDayPadded(at, locale);
}
