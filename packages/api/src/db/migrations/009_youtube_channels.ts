import type { Knex } from 'knex';

/** The figures that move from each user's `channels` row to the YouTube channel's one row. */
const MOVED_COLUMNS = [
  'channel_name',
  'channel_description',
  'thumbnail_url',
  'subscriber_count',
  'video_count',
  'view_count',
  'counts_approximate',
  'last_fetched',
  'last_upload',
] as const;

/**
 * Issue 17: a YouTube channel's data is kept once, keyed by its id (UC…), however many users track it; a
 * user's `channels` row (with its timers and notes) references it by `channel_id`. Existing rows are merged:
 * each YouTube channel takes the values of its most recently fetched row. The columns are dropped with
 * plain `ALTER TABLE … DROP COLUMN` (PostgreSQL, SQLite ≥ 3.35) rather than Knex's SQLite table rebuild,
 * which would drop and recreate `channels` and cascade into its timers and notes.
 *
 * user_settings.auto_refresh mirrors the JSON setting so the scheduler can leave out, in SQL, the channels
 * of users who turned scheduled refreshes off.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('youtube_channels', (t) => {
    t.string('id', 64).primary();
    t.string('channel_name', 255).notNullable();
    t.text('channel_description').nullable();
    t.text('thumbnail_url').nullable();
    t.bigInteger('subscriber_count').nullable();
    t.bigInteger('video_count').nullable();
    t.bigInteger('view_count').nullable();
    t.boolean('counts_approximate').notNullable().defaultTo(false);
    t.timestamp('last_fetched', { useTz: true }).nullable();
    t.timestamp('last_upload', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['last_fetched']);
  });

  const rows = (await knex('channels')
    .orderBy('channel_id')
    // Most recently fetched first (never fetched last), so the first row of each id is the one to keep.
    .orderByRaw('case when last_fetched is null then 1 else 0 end, last_fetched desc, id desc')
    .select('channel_id', ...MOVED_COLUMNS, 'created_at', 'updated_at')) as Array<Record<string, unknown>>;
  const kept = new Map<string, Record<string, unknown>>();
  for (const row of rows) if (!kept.has(String(row.channel_id))) kept.set(String(row.channel_id), row);
  const merged = [...kept.values()].map(({ channel_id, ...values }) => ({ id: channel_id, ...values }));
  for (let start = 0; start < merged.length; start += 100) {
    await knex('youtube_channels').insert(merged.slice(start, start + 100));
  }

  for (const column of MOVED_COLUMNS) await knex.raw('ALTER TABLE channels DROP COLUMN ??', [column]);

  await knex.schema.alterTable('user_settings', (t) => {
    t.boolean('auto_refresh').notNullable().defaultTo(true);
  });
  const settings = (await knex('user_settings').select('user_id', 'data')) as Array<{
    user_id: number;
    data: string;
  }>;
  for (const row of settings) {
    if (autoRefreshOf(row.data) === false)
      await knex('user_settings').where('user_id', row.user_id).update({ auto_refresh: false });
  }
}

function autoRefreshOf(data: string): boolean | undefined {
  try {
    const value = (JSON.parse(data) as { timers?: { autoRefresh?: unknown } }).timers?.autoRefresh;
    return typeof value === 'boolean' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('user_settings', (t) => {
    t.dropColumn('auto_refresh');
  });
  await knex.schema.alterTable('channels', (t) => {
    t.string('channel_name', 255).notNullable().defaultTo('');
    t.text('channel_description').nullable();
    t.text('thumbnail_url').nullable();
    t.bigInteger('subscriber_count').nullable();
    t.bigInteger('video_count').nullable();
    t.bigInteger('view_count').nullable();
    t.boolean('counts_approximate').notNullable().defaultTo(false);
    t.timestamp('last_fetched', { useTz: true }).nullable();
    t.timestamp('last_upload', { useTz: true }).nullable();
  });
  const shared = (await knex('youtube_channels').select('id', ...MOVED_COLUMNS)) as Array<
    Record<string, unknown>
  >;
  for (const { id, ...values } of shared)
    await knex('channels').where('channel_id', String(id)).update(values);
  await knex.schema.dropTable('youtube_channels');
}
