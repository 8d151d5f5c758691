import type { Knex } from 'knex';
import { userVersionsOf } from '../../cache/userVersions.js';
import type { Db } from '../../db/knex.js';

/**
 * Joins each user's `channels` row to its YouTube channel's shared row (name, description, thumbnail,
 * figures, fetch and upload times), which every read of those columns selects as `youtube_channels.*`.
 */
export const joinYouTubeChannel = (query: Knex.QueryBuilder) =>
  query.join('youtube_channels', 'youtube_channels.id', 'channels.channel_id');

/**
 * After YouTube channels' shared rows changed (a refresh, a new upload): every user tracking one of them
 * gets a new data version, so no cached channel list shows the old figures (cache/userVersions.ts).
 */
export async function youtubeChannelsChanged(db: Db, youtubeChannelIds: readonly string[]): Promise<void> {
  if (youtubeChannelIds.length === 0) return;
  const userIds = (await db('channels')
    .whereIn('channel_id', youtubeChannelIds)
    .distinct('user_id')
    .pluck('user_id')) as number[];
  await userVersionsOf(db).bump(userIds);
}
