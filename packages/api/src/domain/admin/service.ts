import {
  ADMIN_SEARCH_COUNT_CAP,
  ADMIN_TOP_LIST_SIZE,
  ENGAGEMENT_BAND_MIN,
  ENGAGEMENT_BANDS,
  HIGH_ENGAGEMENT_MIN,
  USER_SORT_KEYS,
  type AdminChannelItem,
  type AdminChannelsQuery,
  type AdminNote,
  type AdminNotesQuery,
  type AdminPage,
  type AdminStats,
  type AdminTimer,
  type AdminTimersQuery,
  type AdminUser,
  type AdminUsersQuery,
  type EngagementBand,
  type SortDirection,
  type UserFilter,
  type UserSort,
  USER_NOT_FOUND,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { userDataChanged, type UserVersions } from '../../cache/userVersions.js';
import { ACTIVITY_SORT_SQL } from '../../db/indexedExpressions.js';
import { findUserById, updateUser, type User } from '../../db/users.js';
import { conflict, notFound } from '../../errors.js';
import { destroyUserSessions } from '../../sessions/endUserSessions.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { refreshEngagementForRead } from '../engagement/refresh.js';
import { activeTimerSql } from '../cycles/cycle.js';
import { adminChannelDto, adminTopChannelDto } from '../channels/presenter.js';
import { adminNoteDto } from '../notes/presenter.js';
import { adminTimerDto } from '../timers/presenter.js';
import { adminUserDto } from '../users/presenter.js';
import { keysetPage, type KeyColumn, type Keyset } from './keyset.js';
import { CHANNEL_NAME_SEARCH, containsFilter, NOTE_SEARCH, USER_SEARCH } from './search.js';
import { REFRESH_FAILURE_COLUMNS } from '../channelData/refreshFailures.js';

/**
 * The admin dashboard's data (SPEC §2 "Admin Dashboard", §3 admin records), built for 100,000 users
 * (issue 22): every list is a keyset page searched, filtered and sorted in SQL along an index
 * (keyset.ts), and the overview's figures are aggregates, never every row loaded. Each call runs a fixed
 * number of queries whatever the number of users or the page size.
 *
 * Timers are kept as history (one row per cycle). For the admin:
 *   - a user's timersCount is every cycle of their channels that was not deleted,
 *   - a running timer is the channel's current cycle, active and not yet ended; activeTimersCount,
 *     stats.totalTimers (the overview's "Active Timers" card) and GET /api/admin/timers all count these.
 * A user's counts and engagement score are stored on their row (migration 012), brought up to date by the
 * scheduler every tick and, before the users list and the stats read them, by refreshEngagementForRead
 * (a write shows on the next read, time passing alone within AGED_REFRESH_MS).
 */

export const TOP_CHANNELS_LIMIT = ADMIN_TOP_LIST_SIZE;

const count = (value: unknown) => Number(value ?? 0);
const isPg = (db: Db) => db.client.config.client === 'pg';

function whereRunning(query: Knex.QueryBuilder, now: Date) {
  return query.whereRaw(activeTimerSql('timers'), [now]);
}

async function total(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: unknown } | undefined;
  return count(row?.n);
}

type Total = Pick<AdminPage<unknown>, 'total' | 'totalCapped'>;

const exact = (total: number): Total => ({ total, totalCapped: false });

/** A search's matches counted up to the cap: the count stops reading rows there. */
async function cappedTotal(db: Db, query: Knex.QueryBuilder): Promise<Total> {
  const matches = db.queryBuilder().from(
    query
      .select(db.raw('1'))
      .limit(ADMIN_SEARCH_COUNT_CAP + 1)
      .as('m'),
  );
  const counted = await total(matches);
  return counted > ADMIN_SEARCH_COUNT_CAP
    ? { total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true }
    : exact(counted);
}

/**
 * Figures read over whole tables (the stats' totals and bands, the count of an unsearched list), kept per
 * database (a test process serves several) and key with the figures' generation they were read at
 * (domain/engagement/refresh.ts). Each changes only with a row that marks its user for a refresh (a user
 * added, deleted or (de)activated; a channel, timer or note added or removed; a score), or with time
 * passing, which the refresh also catches; a refresh moves the generation on, so a kept figure is read
 * again on the first read after such a change. At 100,000 users one such scan takes 30–150 ms.
 * Searched counts are never kept: the text they match is not marked.
 */
const keptFigures = new WeakMap<Db, Map<string, { generation: number; value: unknown }>>();

async function atGeneration<T>(db: Db, generation: number, key: string, read: () => Promise<T>): Promise<T> {
  const kept = keptFigures.get(db) ?? new Map<string, { generation: number; value: unknown }>();
  keptFigures.set(db, kept);
  const figure = kept.get(key);
  if (figure?.generation === generation) return figure.value as T;
  const value = await read();
  kept.set(key, { generation, value });
  return value;
}

/**
 * How a list's total is read: kept by generation without a search (atGeneration), counted up to the cap
 * with one.
 */
function totalOf(
  db: Db,
  generation: number,
  key: string,
  q: string,
): (base: Knex.QueryBuilder) => Promise<Total> {
  return q
    ? (base) => cappedTotal(db, base)
    : (base) => atGeneration(db, generation, key, () => total(base)).then(exact);
}

/** SQLite sorts the matching rows of a page's query when there are at most this many (keysetPage). */
const SORT_MATCHES_MAX = 2000;

/** The page and the total of its query. */
async function page<T>(
  db: Db,
  base: () => Knex.QueryBuilder,
  select: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
  keyset: Keyset,
  params: { limit: number; cursor?: readonly number[] | undefined },
  toItem: (row: Record<string, unknown>) => T,
  counted: (base: Knex.QueryBuilder) => Promise<Total> = (base) => total(base).then(exact),
): Promise<AdminPage<T>> {
  if (isPg(db)) {
    const [{ rows, nextCursor }, matching] = await Promise.all([
      keysetPage(select(base()), keyset, params),
      counted(base()),
    ]);
    return { items: rows.map(toItem), nextCursor, ...matching };
  }
  // SQLite (one connection: the two queries run one after the other anyway): the count tells whether the
  // matches are few enough to sort rather than walk the sort index for (a filter or search that matches few).
  const matching = await counted(base());
  const { rows, nextCursor } = await keysetPage(select(base()), keyset, params, {
    sortMatches: !matching.totalCapped && matching.total <= SORT_MATCHES_MAX,
  });
  return { items: rows.map(toItem), nextCursor, ...matching };
}

/* ---------------------------------------------- users ---------------------------------------------- */

/** Administrators first: 1 for an admin in a descending walk, 0 for an admin in an ascending one. */
const ADMIN_FIRST: Record<SortDirection, KeyColumn> = {
  desc: { sql: `(case when role = 'admin' then 1 else 0 end)`, kind: 'number' },
  asc: { sql: `(case when role = 'admin' then 0 else 1 end)`, kind: 'number' },
};

/** The column of each USER_SORT_KEYS field; migration 012 indexes (admin first, column, id) for each sort. */
function userSortColumn(db: Db, field: (typeof USER_SORT_KEYS)[UserSort]['field']): KeyColumn {
  switch (field) {
    case 'createdAt':
      return { sql: 'created_at', kind: 'date' };
    case 'engagementScore':
      return { sql: 'engagement_score', kind: 'number' };
    case 'channelsCount':
      return { sql: 'channels_count', kind: 'number' };
    case 'lastActivityAt':
      return { sql: isPg(db) ? ACTIVITY_SORT_SQL.pg : ACTIVITY_SORT_SQL.sqlite, kind: 'date' };
  }
}

export function userKeyset(db: Db, sort: UserSort): Keyset {
  const { field, direction } = USER_SORT_KEYS[sort];
  return {
    sort,
    direction,
    columns: [ADMIN_FIRST[direction], userSortColumn(db, field), { sql: 'id', kind: 'number' }],
  };
}

/** The SQL of each of the contract's USER_FILTER_RULES. */
const USER_FILTER_SQL: Record<UserFilter, (query: Knex.QueryBuilder) => Knex.QueryBuilder> = {
  all: (query) => query,
  active: (query) => query.where('is_active', true),
  inactive: (query) => query.where('is_active', false),
  admin: (query) => query.where('role', 'admin'),
  high_engagement: (query) => query.where('engagement_score', '>=', HIGH_ENGAGEMENT_MIN),
};

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'role',
  'is_active',
  'created_at',
  'last_activity_at',
  'engagement_score',
  'channels_count',
  'timers_count',
  'active_timers_count',
  'notes_count',
];

export async function listAdminUsers(
  db: Db,
  now: Date,
  query: AdminUsersQuery,
): Promise<AdminPage<AdminUser>> {
  const generation = await refreshEngagementForRead(db, now);
  const search = await containsFilter(db, USER_SEARCH, query.q);
  const base = () => search(USER_FILTER_SQL[query.filter](db('users')));
  // A role change marks nobody: the Administrators filter (a handful of rows on its index) is always counted.
  const counted =
    query.filter === 'admin' ? undefined : totalOf(db, generation, `users:${query.filter}`, query.q);
  return page(
    db,
    base,
    (q) => q.select(USER_COLUMNS),
    userKeyset(db, query.sort),
    query,
    adminUserDto,
    counted,
  );
}

/* ---------------------------------------------- stats ---------------------------------------------- */

type UserAggregates = Omit<AdminStats, 'topPerformers' | 'topChannels'>;

/** One scan of users: the totals (from the stored counts) and the engagement bands. */
async function userAggregates(db: Db): Promise<UserAggregates> {
  const bandSql = ENGAGEMENT_BANDS.map((band, index) => {
    const higher = ENGAGEMENT_BANDS[index - 1];
    const upper = higher === undefined ? '' : ` and engagement_score < ${ENGAGEMENT_BAND_MIN[higher]}`;
    return `sum(case when engagement_score >= ${ENGAGEMENT_BAND_MIN[band]}${upper} then 1 else 0 end) as band_${index}`;
  });
  const row = (await db('users')
    .select(
      db.raw(
        [
          'count(*) as users',
          'sum(case when is_active then 1 else 0 end) as active',
          'sum(channels_count) as channels',
          'sum(active_timers_count) as running',
          'sum(notes_count) as notes',
          'sum(engagement_score) as score',
          ...bandSql,
        ].join(', '),
      ),
    )
    .first()) as Record<string, unknown>;
  const users = count(row.users);
  return {
    totalUsers: users,
    activeUsers: count(row.active),
    totalChannels: count(row.channels),
    totalTimers: count(row.running),
    totalNotes: count(row.notes),
    engagement: {
      averageScore: users === 0 ? 0 : Math.round(count(row.score) / users),
      bands: Object.fromEntries(
        ENGAGEMENT_BANDS.map((band, index) => [band, count(row[`band_${index}`])]),
      ) as Record<EngagementBand, number>,
    },
  };
}

/** Top Channels: the tracked channels with the most subscribers (missing counts last), with their tracker. */
function topChannels(db: Db) {
  return db('youtube_channels')
    .join('channels', 'channels.channel_id', 'youtube_channels.id')
    .leftJoin('users', 'users.id', 'channels.user_id')
    .select(
      'youtube_channels.channel_name',
      'youtube_channels.video_count',
      'youtube_channels.subscriber_count',
      'users.username',
    )
    .orderByRaw(`youtube_channels.subscriber_count desc${isPg(db) ? ' nulls last' : ''}`)
    .orderBy('channels.id', 'asc')
    .limit(TOP_CHANNELS_LIMIT);
}

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const generation = await refreshEngagementForRead(db, now);
  const [totals, performers, top] = await Promise.all([
    atGeneration(db, generation, 'stats', () => userAggregates(db)),
    db('users')
      .select(USER_COLUMNS)
      .where('engagement_score', '>', 0)
      .orderBy('engagement_score', 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_TOP_LIST_SIZE),
    topChannels(db),
  ]);
  return {
    ...totals,
    topPerformers: (performers as Array<Record<string, unknown>>).map(adminUserDto),
    topChannels: (top as Array<Record<string, unknown>>).map(adminTopChannelDto),
  };
}

/* -------------------------------------- channels, timers, notes -------------------------------------- */

/** Newest rows of `table` first: its created_at, then its id. */
const newestFirst = (table: string): Keyset => ({
  sort: 'created_desc',
  direction: 'desc',
  columns: [
    { sql: `${table}.created_at`, kind: 'date' },
    { sql: `${table}.id`, kind: 'number' },
  ],
});

const CHANNELS_KEYSET = newestFirst('channels');

export async function listAdminChannels(
  db: Db,
  now: Date,
  query: AdminChannelsQuery,
): Promise<AdminPage<AdminChannelItem>> {
  const generation = await refreshEngagementForRead(db, now);
  const search = await containsFilter(db, CHANNEL_NAME_SEARCH, query.q);
  const base = () => (query.q ? search(db('channels').modify(joinYouTubeChannel)) : db('channels'));
  const select = (q: Knex.QueryBuilder) =>
    (query.q ? q : q.modify(joinYouTubeChannel))
      .leftJoin('users', 'users.id', 'channels.user_id')
      .select(
        'channels.id',
        'channels.channel_id',
        'channels.user_id',
        'channels.created_at',
        'youtube_channels.channel_name',
        'youtube_channels.channel_description',
        'youtube_channels.thumbnail_url',
        'youtube_channels.subscriber_count',
        'youtube_channels.video_count',
        'youtube_channels.last_fetched',
        ...REFRESH_FAILURE_COLUMNS,
        'youtube_channels.last_upload',
        'users.id as owner_id',
        'users.username as owner_username',
      );
  return page(
    db,
    base,
    select,
    CHANNELS_KEYSET,
    query,
    adminChannelDto,
    totalOf(db, generation, 'channels', query.q),
  );
}

const TIMERS_KEYSET: Keyset = {
  sort: 'ending_soonest',
  direction: 'asc',
  columns: [
    { sql: 'timers.end_time', kind: 'date' },
    { sql: 'timers.id', kind: 'number' },
  ],
};

export async function listAdminTimers(
  db: Db,
  now: Date,
  query: AdminTimersQuery,
): Promise<AdminPage<AdminTimer>> {
  const generation = await refreshEngagementForRead(db, now);
  // Counted along timers' own index; the channel is joined only to search its name or to show the page.
  const running = () => whereRunning(db('timers'), now);
  const withChannel = (q: Knex.QueryBuilder) =>
    q.join('channels', 'channels.id', 'timers.channel_id').modify(joinYouTubeChannel);
  const search = await containsFilter(db, CHANNEL_NAME_SEARCH, query.q);
  const base = () => (query.q ? search(withChannel(running())) : running());
  const select = (q: Knex.QueryBuilder) =>
    (query.q ? q : withChannel(q))
      .leftJoin('users', 'users.id', 'channels.user_id')
      .select(
        'timers.id',
        'timers.is_active',
        'timers.is_paused',
        'timers.start_time',
        'timers.end_time',
        'youtube_channels.channel_name',
        'users.username',
      );
  // Kept like the others: a cycle ending is time passing, which the refresh catches within AGED_REFRESH_MS.
  const counted = totalOf(db, generation, 'timers', query.q);
  return page(db, base, select, TIMERS_KEYSET, query, adminTimerDto, counted);
}

const NOTES_KEYSET = newestFirst('notes');

export async function listAdminNotes(
  db: Db,
  now: Date,
  query: AdminNotesQuery,
): Promise<AdminPage<AdminNote>> {
  const generation = await refreshEngagementForRead(db, now);
  const search = await containsFilter(db, NOTE_SEARCH, query.q);
  const base = () => search(db('notes'));
  const select = (q: Knex.QueryBuilder) =>
    q
      .join('channels', 'channels.id', 'notes.channel_id')
      .modify(joinYouTubeChannel)
      .leftJoin('users', 'users.id', 'channels.user_id')
      .select(
        'notes.id',
        'notes.content',
        'notes.created_at',
        'youtube_channels.channel_name',
        'users.username',
      );
  const counted = totalOf(db, generation, 'notes', query.q);
  return page(db, base, select, NOTES_KEYSET, query, adminNoteDto, counted);
}

export const SELF_STATUS_MESSAGE = 'You cannot deactivate your own account';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account';

/**
 * Activates or deactivates a user. Deactivation ends every session of theirs at once, so a signed-in user
 * is out on their next request; the sign-in calls refuse them while inactive.
 */
export async function setUserActive(
  deps: { db: Db; versions: UserVersions },
  actorId: number,
  userId: number,
  isActive: boolean,
): Promise<User> {
  if (actorId === userId) throw conflict(SELF_STATUS_MESSAGE);
  const { db, versions } = deps;
  return db.transaction(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound(USER_NOT_FOUND);
    await updateUser(trx, userId, { isActive });
    if (!isActive) await destroyUserSessions(trx, versions, userId);
    return { ...user, isActive };
  });
}

/**
 * Deletes a user and everything of theirs in one statement: the foreign keys cascade from the users row
 * (sessions, settings, channels with their timers and notes, notifications, push subscriptions, picture,
 * imports), as when users delete their own account (domain/users/service.ts). A session kept elsewhere
 * (Redis) is refused once its user is gone; the user's data version moves on (the acting admin's write
 * moves only the admin's), so no read remembered for them answers again.
 */
export async function deleteUser(
  deps: { db: Db; versions: UserVersions },
  actorId: number,
  userId: number,
): Promise<void> {
  if (actorId === userId) throw conflict(SELF_DELETE_MESSAGE);
  const { db, versions } = deps;
  const deleted = await db('users').where('id', userId).delete();
  if (deleted === 0) throw notFound(USER_NOT_FOUND);
  await userDataChanged(versions, db, [userId]);
}
