import type { Knex } from 'knex';

/**
 * feed_tokens: each user's secret feed address (at most one). The secret is kept as it is, not as a digest:
 * Settings shows the addresses again whenever the user wants to add them to another reader or calendar, and a
 * secret that could be shown only once would have to be made anew (breaking every subscription) to be copied
 * again. What it opens is read-only and already in the same database, so keeping it readable exposes nothing
 * a database reader could not read anyway; it is unique, so a request finds its row by an indexed equality.
 * Making a new one replaces the row; turning feeds off deletes it; all go with the user.
 *
 * timers.revision and timers.revised_at: how many times a cycle's end was moved by a pause or a resume, and
 * when last, so the calendar feed's events carry a SEQUENCE and LAST-MODIFIED that calendar apps follow.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('feed_tokens', (t) => {
    t.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('token', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('timers', (t) => {
    t.integer('revision').notNullable().defaultTo(0);
    t.timestamp('revised_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('timers', (t) => {
    t.dropColumn('revised_at');
    t.dropColumn('revision');
  });
  await knex.schema.dropTable('feed_tokens');
}
