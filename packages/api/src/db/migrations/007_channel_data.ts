import type { Knex } from 'knex';

/**
 * Issue 17 part B: live channel data, kept per YouTube channel (shared by every user who tracks it).
 * - channel_snapshots: the figures over time, at most one per channel per hour (unique on `hour`, the epoch
 *   hour of `at`, so parallel refreshes cannot add two).
 * - channel_uploads: the uploads the public feed listed, once per channel and video.
 * - channel_events: what happened to a channel (an upload not seen before), once per kind and video, for
 *   reminders.
 * - channel_feed_polls: when a channel's feed was last read; no row = never, so that first poll only seeds.
 * - scheduler_runs: when each scheduled job last ran, whichever instance or worker ran it (GET /api/health).
 * - channels.channel_id index: the refresh updates every user's row of one YouTube channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_snapshots', (t) => {
    t.increments('id').primary();
    t.string('youtube_channel_id', 64).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.bigInteger('hour').notNullable();
    t.bigInteger('subscriber_count').nullable();
    t.bigInteger('video_count').nullable();
    t.bigInteger('view_count').nullable();
    t.boolean('approximate').notNullable().defaultTo(false);
    t.unique(['youtube_channel_id', 'hour']);
    t.index(['youtube_channel_id', 'at']);
  });
  await knex.schema.createTable('channel_uploads', (t) => {
    t.increments('id').primary();
    t.string('youtube_channel_id', 64).notNullable();
    t.string('video_id', 32).notNullable();
    t.string('title', 255).notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.text('thumbnail_url').nullable();
    t.timestamp('seen_at', { useTz: true }).notNullable();
    t.unique(['youtube_channel_id', 'video_id']);
    t.index(['youtube_channel_id', 'published_at']);
  });
  await knex.schema.createTable('channel_events', (t) => {
    t.increments('id').primary();
    t.string('youtube_channel_id', 64).notNullable();
    t.string('kind', 16).notNullable();
    t.string('video_id', 32).notNullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.unique(['youtube_channel_id', 'kind', 'video_id']);
    t.index(['at']);
  });
  await knex.schema.createTable('channel_feed_polls', (t) => {
    t.string('youtube_channel_id', 64).primary();
    t.timestamp('polled_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('scheduler_runs', (t) => {
    t.string('job', 32).primary();
    t.timestamp('last_run_at', { useTz: true }).notNullable();
    t.text('last_result').nullable();
  });
  await knex.schema.alterTable('channels', (t) => {
    t.index(['channel_id'], 'channels_youtube_channel_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.dropIndex(['channel_id'], 'channels_youtube_channel_id');
  });
  await knex.schema.dropTable('scheduler_runs');
  await knex.schema.dropTable('channel_feed_polls');
  await knex.schema.dropTable('channel_events');
  await knex.schema.dropTable('channel_uploads');
  await knex.schema.dropTable('channel_snapshots');
}
