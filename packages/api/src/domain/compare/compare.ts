import {
  CHANNEL_NOT_FOUND,
  COMPARE_MAX_POINTS,
  compareBucketHours,
  periodStartHour,
  uploadsPerWeek,
  type CompareData,
  type ComparePoint,
  type CompareQuery,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { requiredDate } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { rangeStart, snapshotHour } from '../channelData/snapshots.js';
import { ownedChannels } from '../channels/ownership.js';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/** The snapshot column each figure the chart follows is read from. */
const COLUMN = { subscribers: 'subscriber_count', views: 'view_count' } as const;

interface ComparedChannel {
  id: number;
  youtubeChannelId: string;
  channelName: string;
}

/** The user's channels among `ids`, in the order asked; one that is not theirs (or none) is a 404. */
async function comparedChannels(db: Db, userId: number, ids: number[]): Promise<ComparedChannel[]> {
  const rows = (await ownedChannels(db, userId)
    .modify(joinYouTubeChannel)
    .whereIn('channels.id', ids)
    .select('channels.id', 'channels.channel_id', 'youtube_channels.channel_name')) as Array<{
    id: number | string;
    channel_id: string;
    channel_name: string;
  }>;
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(CHANNEL_NOT_FOUND);
    return { id, youtubeChannelId: row.channel_id, channelName: String(row.channel_name) };
  });
}

/**
 * Each channel's figure over the range, downsampled in the database: the range is cut into buckets of
 * compareBucketHours (at most COMPARE_MAX_POINTS of them, the last holding the current hour) and each bucket
 * gives its last snapshot that knows the figure, found by one backward step of the (channel, hour) index per
 * channel and bucket. However long the history, a read touches about COMPARE_MAX_POINTS rows a channel.
 */
async function figureSeries(
  db: Db,
  channels: ComparedChannel[],
  column: (typeof COLUMN)[keyof typeof COLUMN],
  since: Date | null,
  now: Date,
): Promise<Map<string, ComparePoint[]>> {
  const youtubeIds = [...new Set(channels.map((channel) => channel.youtubeChannelId))];
  const lastHour = snapshotHour(now);
  let firstHour = since === null ? null : snapshotHour(since);
  if (firstHour === null) {
    // 'all': the span runs from the earliest snapshot of the chosen channels (the index's first entry of each).
    const firsts = (await db
      .select(db.raw(`(select min(hour) from channel_snapshots where youtube_channel_id = ids.id) as hour`))
      .from(valuesTable(db, 'ids', 'id', youtubeIds, 'varchar(64)'))) as Array<{
      hour: number | string | null;
    }>;
    const known = firsts.map((row) => Number(row.hour ?? Number.NaN)).filter((hour) => Number.isFinite(hour));
    firstHour = known.length === 0 ? lastHour : Math.min(...known);
  }
  const bucket = compareBucketHours(lastHour - firstHour + 1);
  // Buckets of whole days end on a day's last hour, of whole weeks on a Sunday's: each holds whole periods of
  // the rolled-up history, so its last snapshot is the one the roll-up keeps (HISTORY_TIERS).
  const lastEnd =
    bucket % 168 === 0
      ? periodStartHour(lastHour, 'week') + 167
      : bucket % 24 === 0
        ? periodStartHour(lastHour, 'day') + 23
        : lastHour;
  const ends: number[] = [];
  for (let end = lastEnd; end >= firstHour && ends.length < COMPARE_MAX_POINTS; end -= bucket) ends.push(end);
  // Two reads: the ids of the buckets' last snapshots (one backward step of the index each), then those rows by
  // their key (an `id in (subquery)` let PostgreSQL hash the whole table against the ids). A point takes its
  // bucket's last snapshot's time, and the figure's last known value in the bucket: the roll-up keeps that
  // snapshot with the figures it lacked, so the point is the same before and after it.
  const lasts = (
    (await db
      .select(
        'buckets.last_hour',
        db.raw(
          `(select s.id from channel_snapshots s where s.youtube_channel_id = ids.id and s.hour <= buckets.last_hour and s.hour > buckets.last_hour - ${bucket} order by s.hour desc limit 1) as id`,
        ),
      )
      .from(valuesTable(db, 'ids', 'id', youtubeIds, 'varchar(64)'))
      .crossJoin(valuesTable(db, 'buckets', 'last_hour', ends, 'bigint'))) as Array<{
      last_hour: number | string;
      id: number | string | null;
    }>
  ).flatMap((row) => (row.id === null ? [] : [{ id: Number(row.id), lastHour: Number(row.last_hour) }]));
  const bucketEnd = new Map(lasts.map((last) => [last.id, last.lastHour]));
  const rows = (
    lasts.length === 0
      ? []
      : await db('channel_snapshots')
          .whereIn(
            'id',
            lasts.map((last) => last.id),
          )
          .orderBy([{ column: 'youtube_channel_id' }, { column: 'hour' }])
          .select('id', 'youtube_channel_id', 'hour', 'at', `${column} as value`)
  ) as Array<{
    id: number | string;
    youtube_channel_id: string;
    hour: number | string;
    at: unknown;
    value: number | string | null;
  }>;
  // A bucket whose last snapshot lacks the figure (YouTube hid it then): its last snapshot that has it.
  for (const row of rows.filter((candidate) => candidate.value === null)) {
    const end = bucketEnd.get(Number(row.id)) ?? Number(row.hour);
    const known = (await db('channel_snapshots')
      .where('youtube_channel_id', row.youtube_channel_id)
      .where('hour', '>', end - bucket)
      .where('hour', '<', row.hour)
      .whereNotNull(column)
      .orderBy('hour', 'desc')
      .first(`${column} as value`)) as { value: number | string } | undefined;
    row.value = known?.value ?? null;
  }
  const series = new Map<string, ComparePoint[]>(youtubeIds.map((id) => [id, []]));
  for (const row of rows) {
    if (row.value === null) continue;
    series.get(row.youtube_channel_id)?.push({
      at: requiredDate(row.at).toISOString(),
      value: Number(row.value),
    });
  }
  return series;
}

/**
 * A table of one column from a list of values: an array unnested on PostgreSQL (a union of a hundred selects
 * took it longer to plan than to run), `select ? as column union all …` on SQLite (which names no VALUES column).
 */
function valuesTable(
  db: Db,
  name: string,
  column: string,
  values: readonly (string | number)[],
  type: string,
) {
  if (db.client.config.client === 'pg')
    return db.raw(`unnest(?::${type}[]) as ${name}(${column})`, [[...values] as string[] | number[]]);
  const rows = values.map(() => `select cast(? as ${type}) as ${column}`).join(' union all ');
  return db.raw(`(${rows}) as ${name}`, values);
}

/**
 * Each channel's uploads per week (Monday, UTC) over the range; 'all' starts at the chosen channels' first
 * upload, and at most COMPARE_MAX_POINTS weeks back.
 */
async function uploadSeries(
  db: Db,
  channels: ComparedChannel[],
  since: Date | null,
  now: Date,
): Promise<Map<string, ComparePoint[]>> {
  const youtubeIds = [...new Set(channels.map((channel) => channel.youtubeChannelId))];
  const earliest = new Date(now.getTime() - (COMPARE_MAX_POINTS - 1) * WEEK_MS);
  const from = since === null || since < earliest ? earliest : since;
  const rows = (await db('channel_uploads')
    .whereIn('youtube_channel_id', youtubeIds)
    .where('published_at', '>=', from)
    .where('published_at', '<=', now)
    .select('youtube_channel_id', 'published_at')) as Array<{
    youtube_channel_id: string;
    published_at: unknown;
  }>;
  const published = new Map<string, Date[]>(youtubeIds.map((id) => [id, []]));
  for (const row of rows) published.get(row.youtube_channel_id)?.push(requiredDate(row.published_at));
  let start: Date | null = since === null ? null : from;
  if (start === null) {
    const firsts = rows.map((row) => requiredDate(row.published_at).getTime());
    start = firsts.length === 0 ? now : new Date(Math.min(...firsts));
  }
  const weeks = new Map<string, ComparePoint[]>();
  for (const [id, dates] of published)
    weeks.set(id, uploadsPerWeek(dates, start, now).slice(-COMPARE_MAX_POINTS));
  return weeks;
}

/** GET /api/compare: the chosen channels' series, in the order asked. */
export async function readComparison(
  db: Db,
  userId: number,
  query: CompareQuery,
  now: Date,
): Promise<CompareData> {
  const channels = await comparedChannels(db, userId, query.channels);
  const since = rangeStart(query.range, now);
  const series =
    query.metric === 'uploads'
      ? await uploadSeries(db, channels, since, now)
      : await figureSeries(db, channels, COLUMN[query.metric], since, now);
  return {
    metric: query.metric,
    range: query.range,
    series: channels.map((channel) => ({
      channelId: channel.id,
      channelName: channel.channelName,
      points: series.get(channel.youtubeChannelId) ?? [],
    })),
  };
}
