import type { Knex } from 'knex';

/**
 * youtube_channels.handle: the channel's handle, lower-cased and without its '@' (youtube/provider.ts
 * handleKey), as the last lookup learnt it, so a preview or connect by handle on any instance finds the
 * channel's shared row without asking YouTube. Null until a lookup stores it.
 * channel_uploads.video_id index: a video link whose video is stored names its channel in one indexed read
 * (the unique index starts with the channel, so it cannot serve that).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('youtube_channels', (t) => {
    t.string('handle', 100).nullable();
    t.index(['handle']);
  });
  await knex.schema.alterTable('channel_uploads', (t) => {
    t.index(['video_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channel_uploads', (t) => {
    t.dropIndex(['video_id']);
  });
  await knex.schema.alterTable('youtube_channels', (t) => {
    t.dropIndex(['handle']);
  });
  // SQLite's own DROP COLUMN: Knex's would copy the table into a new one, which the search triggers on
  // youtube_channels (migration 013) refuse.
  await knex.raw('ALTER TABLE youtube_channels DROP COLUMN handle');
}
