/** How often the scheduler wakes up to take the channels that are due. */
export const TICK_MS = 60_000;
/** Share of the daily Data API quota scheduled refreshes leave for users' own lookups. */
export const USER_QUOTA_SHARE = 0.2;

/** A full Data API request (channels.list takes 50 ids for 1 unit): fewer would waste units. */
const MIN_BATCH = 50;
const MAX_BATCH = 1000;

/**
 * How many due channels one tick takes. Spread over the interval, each tick needs tracked × tick / interval;
 * twice that clears a backlog (after a restart, a quota day) within half an interval, without taking every
 * channel in one burst. Bounded both ways so small installs finish at once and huge ones stay gentle.
 */
export function batchSize(tracked: number, tickMs: number, intervalMs: number): number {
  const share = Math.ceil((2 * tracked * tickMs) / intervalMs);
  return Math.min(MAX_BATCH, Math.max(MIN_BATCH, share));
}

/** The Data API units scheduled work must leave unspent today. */
export const scheduledKeepBack = (dailyQuota: number) => Math.ceil(dailyQuota * USER_QUOTA_SHARE);
