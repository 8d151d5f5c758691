import type { Knex } from 'knex';

/**
 * Uploads told apart by kind (contract channelDataRules.ts UPLOAD_KINDS), and muted per channel by kind:
 * - channel_uploads.kind: 'video', 'short' or 'live', as the feed poll that stored the upload told it from
 *   YouTube's per-kind playlists (youtube/uploadKinds.ts). The uploads stored before were never told apart:
 *   they read as regular videos ('video', the default).
 * - channel_upload_kinds_muted: one row per kind of upload whose new uploads reach no medium for the channel
 *   (the reminder choices' mutedUploadKinds); the rows go with their channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channel_uploads', (t) => {
    t.string('kind', 8).notNullable().defaultTo('video');
  });
  await knex.schema.createTable('channel_upload_kinds_muted', (t) => {
    t.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE');
    t.string('kind', 8).notNullable();
    t.primary(['channel_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_upload_kinds_muted');
  // The databases' own DROP COLUMN (Knex's SQLite rebuild copies the table).
  await knex.raw('ALTER TABLE channel_uploads DROP COLUMN kind');
}
