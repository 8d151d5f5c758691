import { isValid } from 'date-fns';
import type { Channel } from '@channel-countdown/contract';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '../../i18n';
import { formatDay } from '../../shared';

/** SPEC §9: channel data is stale more than 24 hours after lastFetched. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The card's orange dot: lastFetched over 24 hours ago, or never (null, missing or unreadable). */
export function isStale(lastFetched: string | Date | null | undefined, now: Date | number): boolean {
  if (!lastFetched) return true;
  const fetched = new Date(lastFetched);
  if (!isValid(fetched)) return true;
  return new Date(now).getTime() - fetched.getTime() > STALE_AFTER_MS;
}

/**
 * The card's orange dot for a channel: its figures are over 24 hours old (isStale), or its latest refresh failed,
 * so they are the last good ones (issue 46, Channel.refreshFailure).
 */
export const figuresStale = (channel: Pick<Channel, 'lastFetched' | 'refreshFailure'>, now: Date | number) =>
  channel.refreshFailure !== null || isStale(channel.lastFetched, now);

/** 'Since Mar 5, 2026' under the channel name, or 'Recently' when the date is missing or unreadable. */
export function sinceText(createdAt: string | Date | null | undefined, i18n: I18n = englishI18n): string {
  const recently = i18n._(msg`Recently`);
  if (!createdAt) return recently;
  const date = new Date(createdAt);
  if (!isValid(date)) return recently;
  const day = formatDay(date, i18n.locale);
  return i18n._(msg`Since ${day}`);
}
