import { refreshBackoffMs, type RefreshFailure } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { count, toDate } from '../../db/rows.js';
import { youtubeChannelsChanged } from './youtubeChannels.js';
import type { UserVersions } from '../../cache/userVersions.js';

/** The youtube_channels columns a channel's refresh failures are read from (refreshFailureDto). */
export const REFRESH_FAILURE_COLUMNS = [
  'youtube_channels.refresh_failures',
  'youtube_channels.refresh_failed_at',
  'youtube_channels.refresh_retry_at',
] as const;

/** The columns a good refresh writes: no failure since. */
export const NO_REFRESH_FAILURE = { refresh_failures: 0, refresh_failed_at: null, refresh_retry_at: null };

/** A row's refresh failures as the contract shows them: null when the latest refresh succeeded. */
export function refreshFailureDto(row: Record<string, unknown>): RefreshFailure | null {
  const failures = count(row.refresh_failures);
  const lastAt = toDate(row.refresh_failed_at);
  const retryAt = toDate(row.refresh_retry_at);
  if (failures === 0 || !lastAt || !retryAt) return null;
  return { count: failures, lastAt: lastAt.toISOString(), retryAt: retryAt.toISOString() };
}

/**
 * Records that a refresh of these YouTube channels failed at `now`: their figures and last_fetched stay those of
 * the last good read, one more failure in a row is counted, and the scheduler leaves each alone until its
 * backoff (refreshBackoffMs) has passed. The users tracking them see it on their next read.
 */
export async function recordRefreshFailures(
  deps: { db: Db; versions: UserVersions },
  youtubeChannelIds: string[],
  now: Date,
): Promise<void> {
  if (youtubeChannelIds.length === 0) return;
  const { db } = deps;
  await db.transaction(async (trx) => {
    const rows = (await trx('youtube_channels')
      .whereIn('id', youtubeChannelIds)
      .select('id', 'refresh_failures')) as Array<{ id: string; refresh_failures: number | string }>;
    for (const row of rows) {
      const failures = count(row.refresh_failures) + 1;
      await trx('youtube_channels')
        .where('id', row.id)
        .update({
          refresh_failures: failures,
          refresh_failed_at: now,
          refresh_retry_at: new Date(now.getTime() + refreshBackoffMs(failures)),
        });
    }
  });
  await youtubeChannelsChanged(deps, youtubeChannelIds);
}
