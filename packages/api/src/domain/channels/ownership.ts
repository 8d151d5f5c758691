import { CHANNEL_NOT_FOUND, isAdmin } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../errors.js';

/**
 * The ownership policy of channels, and of the timers and notes under them: a user's channels are the
 * `channels` rows with their user_id. Every read and write of a channel, a timer or a note narrows its
 * query by it, inside the query itself, so another user's row is never read, changed or revealed (a 404
 * like a missing one). An admin may read any channel's page data (readableChannel).
 */
export const ownedBy =
  (userId: number) =>
  (query: Knex.QueryBuilder): Knex.QueryBuilder =>
    query.where('channels.user_id', userId);

/** The user's channels: `channels` narrowed to their rows. */
export const ownedChannels = (db: Db, userId: number) => db('channels').modify(ownedBy(userId));

/** The ids of the user's channels, as a subquery: the timers and notes under them are reached through it. */
export const ownedChannelIds = (db: Db, userId: number) => ownedChannels(db, userId).select('channels.id');

/** A channels row: the user's tracking of one YouTube channel. */
export interface OwnChannel {
  id: number;
  /** External YouTube id (UC…): the youtube_channels row holding the channel's name and figures. */
  channelId: string;
}

async function channelOrNotFound(query: Knex.QueryBuilder, id: number): Promise<OwnChannel> {
  const channel = (await query.where('channels.id', id).first('channels.id', 'channels.channel_id')) as
    { id: number; channel_id: string } | undefined;
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  return { id: Number(channel.id), channelId: channel.channel_id };
}

/** The user's channel or a 404 (also for another user's id: never reveal it exists). */
export const findOwnChannel = (db: Db, userId: number, id: number): Promise<OwnChannel> =>
  channelOrNotFound(ownedChannels(db, userId), id);

/** A channel whose page data (history, uploads, cycles) the user may read: their own, any for an admin. */
export const readableChannel = (
  db: Db,
  user: { id: number; role: string },
  id: number,
): Promise<OwnChannel> => channelOrNotFound(isAdmin(user) ? db('channels') : ownedChannels(db, user.id), id);
