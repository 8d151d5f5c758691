import type { Knex } from 'knex';

/**
 * A channel's change log (contract channelChanges.ts), kept per YouTube channel like its figures:
 * - youtube_channel_changes: one row per change a refresh found (renamed, handle, picture, subscribers hidden
 *   or shown), with what it was before and after (names, handles, picture addresses; null for the hidden
 *   count). A refresh records its changes only when it is the one that moved the stored row from the old
 *   values (a conditional update), so two instances refreshing at once record them once.
 * - youtube_channels.subscriber_count_hidden: whether the channel hides its subscriber count, as the last
 *   lookup that could tell (the Data API) said; null until one did.
 * - channel_uploads.removed_at: when a feed poll found the upload gone from the channel's feed (a 'video-removed'
 *   change, recorded by the poll that set it); null while the feed lists it, again when it comes back.
 * - destinations.events, wider: with 'channel-changed' every event a destination may take, comma-separated, is
 *   longer than its 64 characters (PostgreSQL refused it; SQLite does not hold a text to its length).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('youtube_channel_changes', (t) => {
    t.increments('id').primary();
    t.string('youtube_channel_id', 64).notNullable();
    t.string('kind', 24).notNullable();
    t.text('before').nullable();
    t.text('after').nullable();
    t.timestamp('at', { useTz: true }).notNullable();
    t.index(['youtube_channel_id', 'at']);
    t.index(['at']);
  });
  await knex.schema.alterTable('youtube_channels', (t) => {
    t.boolean('subscriber_count_hidden').nullable();
  });
  await knex.schema.alterTable('channel_uploads', (t) => {
    t.timestamp('removed_at', { useTz: true }).nullable();
  });
  if (knex.client.config.client === 'pg')
    await knex.raw('ALTER TABLE destinations ALTER COLUMN events TYPE varchar(255)');
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg')
    await knex.raw('ALTER TABLE destinations ALTER COLUMN events TYPE varchar(64)');
  await knex.raw('ALTER TABLE channel_uploads DROP COLUMN removed_at');
  // The databases' own DROP COLUMN: Knex's would copy the table, which the search triggers (013) refuse.
  await knex.raw('ALTER TABLE youtube_channels DROP COLUMN subscriber_count_hidden');
  await knex.schema.dropTable('youtube_channel_changes');
}
