import type { Knex } from 'knex';

/**
 * user_settings: each user's settings (GET/PUT /api/settings) as the contract's JSON object; a user without
 * a row has the defaults. timers.paused_at: when a cycle was paused, so resuming moves its end by the pause.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_settings', (t) => {
    t.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('timers', (t) => {
    t.timestamp('paused_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('timers', (t) => {
    t.dropColumn('paused_at');
  });
  await knex.schema.dropTable('user_settings');
}
