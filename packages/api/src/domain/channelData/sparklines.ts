import { SPARKLINE_DAYS, type ChannelSparklines } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { ownedBy } from '../channels/ownership.js';
import { snapshotHour } from './snapshots.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SparklineRow {
  id: number | string;
  day: number | string;
  count: number | string | null;
}

/**
 * The subscriber sparkline of every channel of the user (one figure a UTC day, the day's last known, over the
 * last SPARKLINE_DAYS days, oldest first), in one query whatever the number of channels: for each channel and
 * day, one backward step of the (channel, hour) index finds the day's last snapshot with a count, so a read
 * touches a row per channel and day however often the channels were refreshed.
 */
export async function listSparklines(db: Db, userId: number, now: Date): Promise<ChannelSparklines> {
  const sinceHour = snapshotHour(new Date(now.getTime() - SPARKLINE_DAYS * DAY_MS));
  const firstDay = Math.floor(sinceHour / 24);
  const lastDay = Math.floor(snapshotHour(now) / 24);
  const days: Array<[number, number, number]> = [];
  for (let day = firstDay; day <= lastDay; day += 1)
    days.push([day, Math.max(day * 24, sinceHour), day * 24 + 24]);
  // A table of the days: three arrays unnested on PostgreSQL (planned at once), `select ? as day, … union all …`
  // on SQLite (which names no VALUES column).
  const dayTable =
    db.client.config.client === 'pg'
      ? db.raw('unnest(?::bigint[], ?::bigint[], ?::bigint[]) as days(day, from_hour, to_hour)', [
          days.map(([day]) => day),
          days.map(([, from]) => from),
          days.map(([, , to]) => to),
        ])
      : db.raw(
          `(${days.map(() => 'select ? as day, ? as from_hour, ? as to_hour').join(' union all ')}) as days`,
          days.flat(),
        );
  const rows = (await db('channels')
    .modify(ownedBy(userId))
    .crossJoin(dayTable)
    .orderBy([{ column: 'channels.id' }, { column: 'days.day' }])
    .select(
      'channels.id',
      'days.day',
      db.raw(
        `(select s.subscriber_count from channel_snapshots s where s.youtube_channel_id = channels.channel_id and s.hour >= days.from_hour and s.hour < days.to_hour and s.subscriber_count is not null order by s.hour desc limit 1) as count`,
      ),
    )) as SparklineRow[];
  const sparklines: ChannelSparklines = {};
  for (const row of rows) {
    const line = (sparklines[String(row.id)] ??= []);
    if (row.count !== null) line.push(Number(row.count));
  }
  return sparklines;
}

/** The first instant of the UTC day after `now`'s: when the sparklines' days move on. */
export const nextUtcDay = (now: Date) => (Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS;
