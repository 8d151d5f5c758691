import type { Knex } from 'knex';

/**
 * unsubscribe_links_used: the emails' unsubscribe links already used (their signature), each kept until the
 * link would have expired anyway, so a link turns email off once and a second use is told so.
 * youtube_quota_users: the Data API units each user's lookups spent per quota day (youtube/quota.ts), so
 * no one account spends more than its share of the day's quota.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unsubscribe_links_used', (t) => {
    t.string('signature', 64).primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('used_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
  await knex.schema.createTable('youtube_quota_users', (t) => {
    t.string('day', 10).notNullable();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('units').notNullable().defaultTo(0);
    t.primary(['day', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('youtube_quota_users');
  await knex.schema.dropTable('unsubscribe_links_used');
}
