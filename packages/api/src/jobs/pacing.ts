import { CHANNELS_PER_REQUEST } from '../youtube/dataApiProvider.js';

/** How often the scheduler wakes up to take the channels that are due. */
export const TICK_MS = 60_000;
/** Share of the daily Data API quota scheduled refreshes leave for users' own lookups. */
export const USER_QUOTA_SHARE = 0.2;
/**
 * How long a tick's claim on the channels it refreshes keeps every other tick (another worker's) off them:
 * longer than a tick's refreshes take, a slow YouTube included. Those a worker took and never finished (it was
 * killed) are due again after it.
 */
export const REFRESH_CLAIM_MS = 15 * 60_000;

const MAX_BATCH = 1000;

/**
 * How many due channels one tick takes. Spread over the interval, each tick needs tracked × tick / interval;
 * twice that clears a backlog (after a restart, a quota day) within half an interval, without taking every
 * channel in one burst. Rounded up to whole Data API requests (channels.list takes 50 ids for 1 unit: at
 * 100,000 channels the share is 556, 12 requests for 11.1 requests' worth), and bounded both ways so small
 * installs finish at once and huge ones stay gentle.
 */
export function batchSize(tracked: number, tickMs: number, intervalMs: number): number {
  const share = Math.ceil((2 * tracked * tickMs) / intervalMs);
  const whole = Math.ceil(share / CHANNELS_PER_REQUEST) * CHANNELS_PER_REQUEST;
  return Math.min(MAX_BATCH, Math.max(CHANNELS_PER_REQUEST, whole));
}

/** The Data API units scheduled work must leave unspent today. */
export const scheduledKeepBack = (dailyQuota: number) => Math.ceil(dailyQuota * USER_QUOTA_SHARE);
