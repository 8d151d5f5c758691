import type { Knex } from 'knex';

/**
 * Joins each user's `channels` row to its YouTube channel's shared row (name, description, thumbnail,
 * figures, fetch and upload times), which every read of those columns selects as `youtube_channels.*`.
 */
export const joinYouTubeChannel = (query: Knex.QueryBuilder) =>
  query.join('youtube_channels', 'youtube_channels.id', 'channels.channel_id');
