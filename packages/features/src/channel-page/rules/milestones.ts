/**
 * The channel page's Milestones panel in words: a milestone ('10K'), and its estimate (contract
 * estimateMilestone) as a person reads it — 'About 2–3 weeks — between Dec 12 and Dec 20' — in the page's
 * language. The duration counts from now; its unit follows the latest date (days under two weeks, weeks under
 * nine, months under two years, then years), each end to the nearest whole unit (at least one).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MilestoneEstimate } from '@channel-countdown/contract';
import { dateTimeFormat, englishI18n, numberFormat } from '../../i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

type DurationUnit = 'day' | 'week' | 'month' | 'year';
const UNIT_DAYS: Record<DurationUnit, number> = { day: 1, week: 7, month: 365.25 / 12, year: 365.25 };

/** The unit a span of `days` is told in. */
function unitFor(days: number): DurationUnit {
  if (days < 14) return 'day';
  if (days < 63) return 'week';
  if (days < 730) return 'month';
  return 'year';
}

/** '2–3 weeks', '5 days': from `lowDays` to `highDays`, each to the nearest whole unit of the later. */
export function formatDurationRange(lowDays: number, highDays: number, locale = 'en'): string {
  const unit = unitFor(highDays);
  const low = Math.max(1, Math.round(lowDays / UNIT_DAYS[unit]));
  const high = Math.max(low, Math.round(highDays / UNIT_DAYS[unit]));
  const format = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
  return low === high ? format.format(low) : format.formatRange(low, high);
}

/** A milestone as the panel names it: '10K', '1M' (the page language's compact figures). */
export const formatMilestone = (milestone: number, locale = 'en') =>
  numberFormat(locale, { notation: 'compact' }).format(milestone);

/** A date of an estimate: 'Dec 12' this year, 'Jan 3, 2028' another year (in `timeZone`, the reader's by default). */
export function formatEstimateDate(at: string, now: Date, locale = 'en', timeZone?: string): string {
  const date = new Date(at);
  const year = (d: Date) => dateTimeFormat('en', { year: 'numeric', timeZone }).format(d);
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(year(date) === year(now) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(date);
}

/** The estimate of one milestone in words. */
export function estimateText(
  estimate: MilestoneEstimate,
  now: Date,
  i18n: I18n = englishI18n,
  timeZone?: string,
): string {
  const locale = i18n.locale;
  const date = (at: string) => formatEstimateDate(at, now, locale, timeZone);
  const sameDay = (a: string, b: string) => date(a) === date(b);
  switch (estimate.status) {
    case 'reached':
      return i18n._(msg`Reached`);
    case 'far':
      return i18n._(msg`More than ten years away at the recent pace`);
    case 'not-growing':
      return i18n._(msg`Not at the recent pace: the count has not grown in the last four weeks`);
    case 'no-history':
      return i18n._(msg`Not enough history yet: an estimate needs two days of counts`);
    case 'estimated':
      break;
  }
  const earliest = estimate.earliest!;
  const latest = estimate.latest;
  const lowDays = (Date.parse(earliest) - now.getTime()) / DAY_MS;
  if (latest === null) {
    if (lowDays < 1) return i18n._(msg`Any day now, or much later: the recent counts may not have grown`);
    const duration = formatDurationRange(lowDays, lowDays, locale);
    const from = date(earliest);
    return i18n._(msg`${duration} or more — not before ${from}`);
  }
  const highDays = (Date.parse(latest) - now.getTime()) / DAY_MS;
  const to = date(latest);
  if (lowDays < 1) return i18n._(msg`Any day now — by ${to}`);
  const duration = formatDurationRange(lowDays, highDays, locale);
  if (sameDay(earliest, latest)) return i18n._(msg`About ${duration} — on ${to}`);
  const from = date(earliest);
  return i18n._(msg`About ${duration} — between ${from} and ${to}`);
}
