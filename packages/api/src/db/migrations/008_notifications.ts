import type { Knex } from 'knex';

/**
 * notifications: what the scheduler raised for each user, with its read state. `dedupe_key` names the
 * event (the timer or video it is about), unique per user, so an event is stored once however many
 * instances raise it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.integer('channel_id').unsigned().nullable().references('id').inTable('channels').onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.text('body').notNullable();
    t.string('dedupe_key', 128).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('read_at', { useTz: true }).nullable();
    t.unique(['user_id', 'dedupe_key']);
    t.index(['user_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
