import {
  addDays,
  dailyGains,
  dayOf,
  parseChannelInput,
  recentChange,
  RECENT_CHANGE_DAYS,
  uploadStreaks,
  type ChannelCycle,
  type RecentChange,
  type Channel as ChannelDto,
  type ChannelPreview,
  type Note as NoteDto,
  type NotePreview,
  NOTE_PREVIEWS,
  notePreview,
  CHANNEL_NOT_FOUND,
  TIMER_STILL_RUNNING,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import { count, isUniqueViolation } from '../../db/rows.js';
import { findTimer } from '../timers/records.js';
import { invalidInput, conflict, notFound } from '../../errors.js';
import type { ChannelProvider, ChannelRef } from '../../youtube/index.js';
import { refreshYouTubeChannel, storeLookups, type ChannelDataDeps } from '../channelData/refresh.js';
import { joinYouTubeChannel, lookupChannel, youtubeChannelsChanged } from '../channelData/youtubeChannels.js';
import { channelDto, channelPreviewDto } from './presenter.js';
import { findOwnChannel, ownedBy, ownedChannels } from './ownership.js';
import { noteDto } from '../notes/presenter.js';
import { REFRESH_FAILURE_COLUMNS } from '../channelData/refreshFailures.js';
import { getSettings } from '../settings/service.js';
import { isInProgress } from '@channel-countdown/contract';
import { completedCycleSql } from '../cycles/cycle.js';
import { readDailyFigures, GAINS_TIME_ZONE } from '../channelData/gains.js';
import { listCyclesOf } from '../channelData/cycles.js';
import { startNextCycle } from '../timers/startNextCycle.js';

/**
 * The order of the user's channels, and of a channel's notes, wherever they are listed: newest first, the
 * later row first when two were created in the same millisecond.
 */
export const newestFirst = (table: 'channels' | 'notes') => [
  { column: `${table}.created_at`, order: 'desc' as const },
  { column: `${table}.id`, order: 'desc' as const },
];

export function parseOrReject(raw: string): ChannelRef {
  const parsed = parseChannelInput(raw);
  if (!parsed.ok) throw invalidInput(parsed.message);
  return { kind: parsed.kind, value: parsed.value };
}

/**
 * The subscribers each of the user's YouTube channels (scoped by `scope`) gained over its last day and week,
 * by YouTube channel id, in one query whatever their number: the daily figures of the last RECENT_CHANGE_DAYS
 * days, aggregated per day by the database (channelData/gains.ts), then the contract's recentChange.
 */
async function recentSubscriberChanges(
  db: Db,
  scope: (query: Knex.QueryBuilder) => void,
  now: Date,
): Promise<Map<string, RecentChange>> {
  const today = dayOf(now, GAINS_TIME_ZONE);
  const from = addDays(today, 1 - RECENT_CHANGE_DAYS);
  const youtubeIds = db('channels').modify(scope).select('channels.channel_id');
  const days = await readDailyFigures(db, youtubeIds, addDays(from, -1));
  const byChannel = new Map<string, typeof days>();
  for (const day of days)
    byChannel.set(day.youtubeChannelId, [...(byChannel.get(day.youtubeChannelId) ?? []), day]);
  return new Map(
    [...byChannel].map(([id, figures]) => [
      id,
      recentChange(dailyGains(figures, { from, to: today }, GAINS_TIME_ZONE), 'subscribers'),
    ]),
  );
}

/**
 * The user's channels with their current timer, notes (newest first), cycle counts and recent subscriber
 * change and upload streak, in five queries whatever the number of channels: channels joined to their current
 * timer with the cycle counts as subqueries, all their notes, their daily figures of the last days, and
 * their cycles and uploads. This is the hottest read of the app (polled every 30 s by every open page), so it
 * maps plain rows straight to the contract shape (domain/channels/presenter.ts).
 */
export async function listChannels(
  db: Db,
  userId: number,
  now: Date,
  onlyChannelId?: number,
): Promise<ChannelDto[]> {
  const scope = (query: Knex.QueryBuilder) => {
    query.modify(ownedBy(userId));
    if (onlyChannelId !== undefined) query.where('channels.id', onlyChannelId);
  };
  const [channels, notes, changes, cycles] = (await Promise.all([
    db('channels')
      .modify(joinYouTubeChannel)
      .leftJoin('timers', (join) => {
        join.on('timers.channel_id', '=', 'channels.id').andOn('timers.is_current', '=', db.raw('?', [true]));
      })
      .modify(scope)
      .orderBy(newestFirst('channels'))
      .select(
        'channels.id',
        'channels.channel_id',
        'youtube_channels.channel_name',
        'youtube_channels.thumbnail_url',
        'youtube_channels.subscriber_count',
        'youtube_channels.video_count',
        'youtube_channels.view_count',
        'youtube_channels.counts_approximate',
        'youtube_channels.last_fetched',
        ...REFRESH_FAILURE_COLUMNS,
        'youtube_channels.last_upload',
        'channels.created_at',
        'timers.id as timer_id',
        'timers.channel_id as timer_channel_id',
        'timers.start_time as timer_start_time',
        'timers.end_time as timer_end_time',
        'timers.is_active as timer_is_active',
        'timers.is_paused as timer_is_paused',
        'timers.paused_at as timer_paused_at',
        db.raw(
          '(select count(*) from timers history where history.channel_id = channels.id) as cycles_total',
        ),
        db.raw(
          `(select sum(case when ${completedCycleSql('history')} then 1 else 0 end) from timers history where history.channel_id = channels.id) as cycles_completed`,
          [now],
        ),
      ),
    // Each channel's newest notes (the card's previews) and how many it has, ranked by the database: a channel
    // with a hundred notes sends two.
    db
      .from(
        db('notes')
          .join('channels', 'channels.id', 'notes.channel_id')
          .modify(scope)
          .select(
            'notes.id',
            'notes.channel_id',
            'notes.content',
            'notes.color',
            db.raw(
              'row_number() over (partition by notes.channel_id order by notes.created_at desc, notes.id desc) as rank',
            ),
            db.raw('count(*) over (partition by notes.channel_id) as total'),
          )
          .as('ranked'),
      )
      .where('rank', '<=', NOTE_PREVIEWS)
      .orderBy([{ column: 'channel_id' }, { column: 'rank' }])
      .select('id', 'channel_id', 'content', 'color', 'total'),
    recentSubscriberChanges(db, scope, now),
    listCyclesOf(db, scope, now),
  ])) as [
    Record<string, unknown>[],
    Record<string, unknown>[],
    Map<string, RecentChange>,
    Map<number, ChannelCycle[]>,
  ];

  const notesByChannel = new Map<number, { previews: NotePreview[]; count: number }>();
  for (const row of notes) {
    const channelId = Number(row.channel_id);
    const preview = notePreview({
      id: Number(row.id),
      content: String(row.content),
      color: row.color as NotePreview['color'],
    });
    const entry = notesByChannel.get(channelId);
    if (entry) entry.previews.push(preview);
    else notesByChannel.set(channelId, { previews: [preview], count: count(row.total) });
  }
  return channels.map((row) =>
    channelDto(row, notesByChannel.get(Number(row.id)) ?? { previews: [], count: 0 }, {
      subscriberChange: changes.get(String(row.channel_id)),
      uploadStreak: uploadStreaks(cycles.get(Number(row.id)) ?? []),
    }),
  );
}

/** A channel as the user's data export holds it: as listed, with its YouTube description and every note. */
export type ExportedChannel = Omit<ChannelDto, 'notes'> & {
  channelDescription: string | null;
  notes: NoteDto[];
};

/** The user's channels for their data export (users/export.ts): listChannels, plus descriptions and whole notes. */
export async function listChannelsForExport(db: Db, userId: number, now: Date): Promise<ExportedChannel[]> {
  const [channels, descriptions, notes] = await Promise.all([
    listChannels(db, userId, now),
    ownedChannels(db, userId)
      .modify(joinYouTubeChannel)
      .select('channels.id', 'youtube_channels.channel_description') as Promise<
      Array<{ id: number | string; channel_description: string | null }>
    >,
    db('notes')
      .join('channels', 'channels.id', 'notes.channel_id')
      .modify(ownedBy(userId))
      .orderBy(newestFirst('notes'))
      .select(
        'notes.id',
        'notes.channel_id',
        'notes.content',
        'notes.color',
        'notes.created_at',
        'notes.updated_at',
      ) as Promise<Record<string, unknown>[]>,
  ]);
  const descriptionOf = new Map(descriptions.map((row) => [Number(row.id), row.channel_description]));
  const notesOf = new Map<number, NoteDto[]>();
  for (const row of notes) {
    const note = noteDto(row);
    notesOf.set(note.channelId, [...(notesOf.get(note.channelId) ?? []), note]);
  }
  return channels.map((channel) => ({
    ...channel,
    channelDescription: descriptionOf.get(channel.id) ?? null,
    notes: notesOf.get(channel.id) ?? [],
  }));
}

export async function getChannel(db: Db, userId: number, id: number, now: Date): Promise<ChannelDto> {
  const [channel] = await listChannels(db, userId, now, id);
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  return channel;
}

/**
 * The channel `raw` names, before connecting it (the shared row when fresh: lookupChannel), looked up for the
 * user (whose share of the day's quota pays for a YouTube call).
 */
export async function previewChannel(
  deps: { db: Db; youtube: ChannelProvider; clock: Clock },
  userId: number,
  raw: string,
): Promise<ChannelPreview> {
  return channelPreviewDto((await lookupChannel(deps, parseOrReject(raw), { userId })).info);
}

/** Locks the selected rows until the transaction ends (PostgreSQL; SQLite already runs one writer at a time). */
const lockedForUpdate =
  (trx: Knex.Transaction) =>
  <Q extends { forUpdate(): Q }>(query: Q): Q =>
    trx.client.config.client === 'pg' ? query.forUpdate() : query;

/**
 * Starts a new cycle of `days` on a channel whose row the transaction holds: 409 while the current one is
 * in progress, else the current one is retired (kept as history) and the new one becomes current.
 */
async function replaceCycle(
  trx: Knex.Transaction,
  channelId: number,
  now: Date,
  days: number,
): Promise<void> {
  const current = await findTimer(trx, (query) => query.where({ channel_id: channelId, is_current: true }));
  if (current && isInProgress(current, now)) throw conflict(TIMER_STILL_RUNNING);
  await startNextCycle(trx, channelId, now, days);
}

/**
 * Runs a transaction that starts a cycle. Two first connects of one channel at once both find no row and
 * both insert: the unique indexes refuse the second, which answers like any connect during a running cycle.
 */
async function startCycleOnce<T>(db: Db, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TIMER_STILL_RUNNING);
    throw error;
  }
}

/**
 * Connects a channel and starts a cycle of `durationDays` (else the user's default duration, 7 days unless changed). Connecting one that is already connected starts a new cycle
 * when its timer was deleted or has completed, and answers 409 while a timer is still running. A channel
 * whose shared row is fresh is not fetched again (lookupChannel), nor its row written.
 */
export async function connectChannel(
  deps: ChannelDataDeps,
  userId: number,
  raw: string,
  durationDays?: number,
): Promise<{ channel: ChannelDto; created: boolean }> {
  const { db, clock } = deps;
  const { info, fromSharedRow } = await lookupChannel(deps, parseOrReject(raw), { userId });
  const now = clock.now();
  const store = async (trx: Knex.Transaction) => {
    if (!fromSharedRow) await storeLookups(trx, [info], now);
  };
  const days = durationDays ?? (await getSettings(db, userId)).timers.defaultDuration;
  const { channelId, created } = await startCycleOnce(db, async (trx) => {
    // The channel row is locked (PostgreSQL; SQLite runs one writer at a time), so parallel reconnects
    // start one cycle: the others wait here, then find it running.
    const existing = (await ownedChannels(trx, userId)
      .where('channels.channel_id', info.channelId)
      .modify(lockedForUpdate(trx))
      .first('id')) as { id: number } | undefined;
    if (existing) {
      await replaceCycle(trx, existing.id, now, days);
      await store(trx);
      return { channelId: existing.id, created: false };
    }
    await store(trx);
    const [channel] = (await trx('channels')
      .insert({ user_id: userId, channel_id: info.channelId, created_at: now, updated_at: now })
      .returning('id')) as { id: number }[];
    await startNextCycle(trx, channel!.id, now, days);
    return { channelId: channel!.id, created: true };
  });
  await youtubeChannelsChanged(deps, [info.channelId]);
  return { channel: await getChannel(db, userId, channelId, now), created };
}

/** Re-reads the channel from YouTube (bypassing the lookup cache) and stores what changed. */
export async function refreshChannel(deps: ChannelDataDeps, userId: number, id: number): Promise<ChannelDto> {
  const channel = await findOwnChannel(deps.db, userId, id);
  // The figures belong to the YouTube channel: every user's row of it and its history move together.
  await refreshYouTubeChannel(deps, channel.channelId, userId);
  return getChannel(deps.db, userId, channel.id, deps.clock.now());
}

/** Removes the user's channel with its cycles and notes (the foreign keys cascade); another user's → 404. */
export async function removeChannel(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await ownedChannels(db, userId).where('channels.id', id).delete();
  if (deleted === 0) throw notFound(CHANNEL_NOT_FOUND);
}

/**
 * Starts a new cycle of `days` (the user's default duration unless given) on the user's channel, when
 * none is in progress (409 otherwise): the card's and the channel page's restart.
 */
export async function startCycle(
  deps: { db: Db; clock: Clock },
  userId: number,
  id: number,
  days: number | undefined,
): Promise<ChannelDto> {
  const { db, clock } = deps;
  const now = clock.now();
  const length = days ?? (await getSettings(db, userId)).timers.defaultDuration;
  await startCycleOnce(db, async (trx) => {
    const channel = (await ownedChannels(trx, userId)
      .where('channels.id', id)
      .modify(lockedForUpdate(trx))
      .first('id')) as { id: number } | undefined;
    if (!channel) throw notFound(CHANNEL_NOT_FOUND);
    await replaceCycle(trx, channel.id, now, length);
  });
  return getChannel(db, userId, id, now);
}
