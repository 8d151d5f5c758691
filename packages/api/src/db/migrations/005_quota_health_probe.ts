import type { Knex } from 'knex';

/**
 * youtube_quota: Data API units spent per quota day (Pacific Time), shared by every instance
 * (youtube/quota.ts). health_probe: the one row /api/health writes, so a database that can no longer write
 * (disk full, read-only) takes the instance out of rotation.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('youtube_quota', (t) => {
    t.string('day', 10).primary();
    t.integer('units').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('health_probe', (t) => {
    t.integer('id').primary();
    t.bigInteger('checked_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('health_probe');
  await knex.schema.dropTable('youtube_quota');
}
