/**
 * Bulk users for the scale benchmarks (bench:scale, bench:vitals): each user has 3 channels (each its own
 * YouTube channel), a timer per channel and a note per channel, inserted with batchInsert and explicit ids
 * (user n gets id n + 1), so a database can grow from one size to the next.
 */
import { TIMER_CYCLE_MS } from '@channel-countdown/contract';
import type { Knex } from 'knex';

export const CHANNELS_PER_USER = 3;
/** The first users of the bulk are administrators. */
export const SCALE_ADMINS = 10;
const DAY = 24 * 60 * 60 * 1000;
/** Rows per INSERT: SQLite takes at most 500 terms in the compound SELECT knex builds for it. */
const CHUNK = { sqlite: 400, postgres: 1000 } as const;

/** The id the n-th bulk user gets. */
export const scaleUserId = (n: number) => n + 1;
/** The n-th bulk user's username. */
export const scaleUsername = (n: number) => `creator_${n}`;

/** Inserts users [from, to) with their channels, timers and notes, then refreshes the planner's statistics. */
export async function seedScaleUsers(db: Knex, now: Date, from: number, to: number): Promise<void> {
  const kind = db.client.config.client === 'pg' ? 'postgres' : 'sqlite';
  const users: Array<Record<string, unknown>> = [];
  const youtube: Array<Record<string, unknown>> = [];
  const channels: Array<Record<string, unknown>> = [];
  const timers: Array<Record<string, unknown>> = [];
  const notes: Array<Record<string, unknown>> = [];
  for (let n = from; n < to; n += 1) {
    const created = new Date(now.getTime() - (n % 700) * DAY - n * 1000);
    users.push({
      id: scaleUserId(n),
      username: scaleUsername(n),
      email: n % 10 === 0 ? null : `creator${n}@example.com`,
      role: n < SCALE_ADMINS ? 'admin' : 'user',
      is_active: n % 20 !== 19,
      created_at: created,
      last_activity_at: n % 7 === 0 ? null : new Date(now.getTime() - (n % 45) * DAY - (n % 1440) * 60_000),
    });
    for (let c = 0; c < CHANNELS_PER_USER; c += 1) {
      const id = n * CHANNELS_PER_USER + c + 1;
      const ucId = `UCscale${String(id).padStart(17, '0')}`;
      youtube.push({
        id: ucId,
        channel_name: `Creator ${n} channel ${c}`,
        channel_description: `What creator ${n} makes on channel ${c}.`,
        thumbnail_url: `https://yt3.ggpht.com/scale-${id}=s88-c-k-c0x00ffffff-no-rj`,
        subscriber_count: (id * 7919) % 2_000_000,
        video_count: id % 900,
        last_fetched: now,
        last_upload: now,
        created_at: created,
        updated_at: now,
      });
      channels.push({ id, user_id: scaleUserId(n), channel_id: ucId, created_at: created, updated_at: now });
      // Most cycles run; every fifth has ended (not counted as running).
      const start = new Date(now.getTime() - ((id % 10) + (id % 5 === 0 ? 7 : 0)) * DAY);
      timers.push({
        id,
        channel_id: id,
        start_time: start,
        end_time: new Date(start.getTime() + TIMER_CYCLE_MS),
        is_active: true,
        is_paused: false,
        is_current: true,
        created_at: start,
      });
      notes.push({
        id,
        channel_id: id,
        content: `Note ${id}: check the thumbnail and the upload schedule.`,
        color: 'blue',
        created_at: new Date(created.getTime() + c * 1000),
        updated_at: now,
      });
    }
  }
  const chunk = CHUNK[kind];
  await db.transaction(async (trx) => {
    await trx.batchInsert('users', users, chunk);
    await trx.batchInsert('youtube_channels', youtube, chunk);
    await trx.batchInsert('channels', channels, chunk);
    await trx.batchInsert('timers', timers, chunk);
    await trx.batchInsert('notes', notes, chunk);
  });
  if (kind === 'postgres') {
    for (const table of ['users', 'channels', 'timers', 'notes']) {
      await db.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
  }
  await db.raw('analyze');
}
