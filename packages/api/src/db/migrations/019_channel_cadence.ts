import type { Knex } from 'knex';

/**
 * channels.restart_on_upload: the channel's cadence choice (PATCH paths.channelCadence). On, each new upload
 * the feed poll records ends the channel's cycle there and starts the next, of the same length; off (every
 * channel until now), a cycle keeps its fixed length.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.boolean('restart_on_upload').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  // The databases' own DROP COLUMN (Knex's would copy the table on SQLite).
  await knex.raw('ALTER TABLE channels DROP COLUMN restart_on_upload');
}
