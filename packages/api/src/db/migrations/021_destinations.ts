import type { Knex } from 'knex';

/**
 * Webhook and chat destinations:
 * - destinations: a user's webhook or chat preset (`kind`), its address (`url`), the ntfy topic or Telegram
 *   chat, its secret (webhook signing secret or bot token) sealed with the session keys (notify/secretBox.ts)
 *   and its first characters (`secret_hint`), the events it takes (comma-separated) and its channels (a JSON
 *   list of channel ids; null = all);
 * - notification_outbox gains the `webhook` medium: `destination_id` (the row goes with its destination),
 *   `event` (the reminder's kind, or `test`), and what the last attempt met (`attempted_at`,
 *   `response_status`, `error_code`). A destination's outbox rows are its delivery log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('destinations', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 16).notNullable();
    t.string('name', 64).notNullable();
    t.string('url', 1024).notNullable();
    t.string('topic', 64).nullable();
    t.string('chat_id', 40).nullable();
    t.text('secret').nullable();
    t.string('secret_hint', 16).nullable();
    t.string('events', 64).notNullable();
    t.text('channel_ids').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.alterTable('notification_outbox', (t) => {
    t.integer('destination_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('destinations')
      .onDelete('CASCADE');
    t.string('event', 16).nullable();
    t.timestamp('attempted_at', { useTz: true }).nullable();
    t.integer('response_status').nullable();
    t.string('error_code', 24).nullable();
    t.index(['destination_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_outbox', (t) => {
    t.dropIndex(['destination_id', 'id']);
  });
  for (const column of ['destination_id', 'event', 'attempted_at', 'response_status', 'error_code'])
    await knex.raw(`ALTER TABLE notification_outbox DROP COLUMN ${column}`);
  await knex.schema.dropTable('destinations');
}
