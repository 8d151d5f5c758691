import type { Knex } from 'knex';

/**
 * Figures that stay right (issue 46): a YouTube channel's refreshes that failed in a row since its last good one.
 * - youtube_channels.refresh_failures: how many (0 = the latest refresh succeeded); its figures and last_fetched
 *   stay those of the last good read.
 * - refresh_failed_at: when the latest failed; refresh_retry_at: when the scheduler may try it again (a backoff
 *   that grows with each failure, contract refreshBackoffMs), so a failing channel does not hold the queue.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('youtube_channels', (t) => {
    t.integer('refresh_failures').notNullable().defaultTo(0);
    t.timestamp('refresh_failed_at', { useTz: true }).nullable();
    t.timestamp('refresh_retry_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // The databases' own DROP COLUMN (Knex's would copy the table on SQLite).
  for (const column of ['refresh_retry_at', 'refresh_failed_at', 'refresh_failures'])
    await knex.raw(`ALTER TABLE youtube_channels DROP COLUMN ${column}`);
}
