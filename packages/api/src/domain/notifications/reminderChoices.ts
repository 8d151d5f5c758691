import {
  BUILT_IN_MEDIA,
  CHANNEL_NOT_FOUND,
  DESTINATION_EVENTS,
  REMINDER_UNKNOWN_DESTINATION,
  UPLOAD_KINDS,
  destinationOfMedium,
  type BuiltInMedium,
  type ChannelReminderChoices,
  type DestinationEvent,
  type ReminderMedium,
  type UploadKind,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { invalidInput, notFound } from '../../errors.js';
import { ownedChannels } from '../channels/ownership.js';

/**
 * Where the channels' reminder choices (contract reminderChoices.ts) are kept: `channels.muted`, the
 * channel_reminders_off rows (migration 023) and the channel_upload_kinds_muted rows (migration 030). Every delivery path reads them through `reminderChoicesOf`
 * and asks the contract's `reminderReaches`.
 */

/** A medium's place in a list: the built-in media in their order, then the destinations by id. */
const mediumRank = (medium: string) =>
  destinationOfMedium(medium as ReminderMedium) ?? -3 + BUILT_IN_MEDIA.indexOf(medium as BuiltInMedium);

/** The order the choices are read in: by event (cycle ending, cycle completed, new upload), then by medium. */
const byEventOrder = (a: { event: string; medium: string }, b: { event: string; medium: string }) =>
  DESTINATION_EVENTS.indexOf(a.event as DestinationEvent) -
    DESTINATION_EVENTS.indexOf(b.event as DestinationEvent) || mediumRank(a.medium) - mediumRank(b.medium);

/** The choices of these channels (any user's: the scheduler's passes), by channel id; missing ids are left out. */
export async function reminderChoicesOf(
  db: Db | Knex.Transaction,
  channelIds: readonly number[],
): Promise<Map<number, ChannelReminderChoices>> {
  const ids = [...new Set(channelIds)];
  const choices = new Map<number, ChannelReminderChoices>();
  if (ids.length === 0) return choices;
  const [channels, off, mutedKinds] = (await Promise.all([
    db('channels').whereIn('id', ids).select('id', 'muted'),
    db('channel_reminders_off').whereIn('channel_id', ids).select('channel_id', 'event', 'medium'),
    db('channel_upload_kinds_muted').whereIn('channel_id', ids).select('channel_id', 'kind'),
  ])) as [
    Array<{ id: number; muted: unknown }>,
    Array<{ channel_id: number; event: string; medium: string }>,
    Array<{ channel_id: number; kind: string }>,
  ];
  for (const channel of channels)
    choices.set(Number(channel.id), { muted: Boolean(channel.muted), off: [], mutedUploadKinds: [] });
  for (const row of [...off].sort(byEventOrder))
    choices
      .get(Number(row.channel_id))
      ?.off.push({ event: row.event as DestinationEvent, medium: row.medium as ReminderMedium });
  // In the kinds' own order (video, short, live), so an answer reads the same however they were stored.
  for (const kind of UPLOAD_KINDS)
    for (const row of mutedKinds)
      if (row.kind === kind) choices.get(Number(row.channel_id))?.mutedUploadKinds.push(kind as UploadKind);
  return choices;
}

/** The user's channel's choices; 404 for a channel that is not theirs. */
export async function getReminderChoices(
  db: Db,
  userId: number,
  channelId: number,
): Promise<ChannelReminderChoices> {
  const owned = await ownedChannels(db, userId).where('channels.id', channelId).first('channels.id');
  if (!owned) throw notFound(CHANNEL_NOT_FOUND);
  return (await reminderChoicesOf(db, [channelId])).get(channelId)!;
}

/**
 * Replaces the user's channel's choices: 404 for another user's channel, 400 for a destination that is not
 * the user's (nothing changes then).
 */
export async function setReminderChoices(
  db: Db,
  userId: number,
  channelId: number,
  choices: ChannelReminderChoices,
): Promise<ChannelReminderChoices> {
  const owned = await ownedChannels(db, userId).where('channels.id', channelId).first('channels.id');
  if (!owned) throw notFound(CHANNEL_NOT_FOUND);
  const destinationIds = [...new Set(choices.off.flatMap(({ medium }) => destinationOfMedium(medium) ?? []))];
  if (destinationIds.length > 0) {
    const own = (await db('destinations')
      .where('user_id', userId)
      .whereIn('id', destinationIds)
      .pluck('id')) as number[];
    if (own.length !== destinationIds.length) throw invalidInput(REMINDER_UNKNOWN_DESTINATION);
  }
  await db.transaction(async (trx) => {
    await trx('channels').where({ id: channelId, user_id: userId }).update({ muted: choices.muted });
    await trx('channel_reminders_off').where('channel_id', channelId).delete();
    if (choices.off.length > 0)
      await trx('channel_reminders_off').insert(
        choices.off.map(({ event, medium }) => ({
          channel_id: channelId,
          event,
          medium,
          destination_id: destinationOfMedium(medium),
        })),
      );
    await trx('channel_upload_kinds_muted').where('channel_id', channelId).delete();
    if (choices.mutedUploadKinds.length > 0)
      await trx('channel_upload_kinds_muted').insert(
        choices.mutedUploadKinds.map((kind) => ({ channel_id: channelId, kind })),
      );
  });
  return (await reminderChoicesOf(db, [channelId])).get(channelId)!;
}
