import type { Knex } from 'knex';

/**
 * The language of the browser a user last signed in with (its Accept-Language, the app's language it prefers
 * most; null when it names none of them). A user whose Language setting is `auto` gets their reminders, pushes,
 * emails, feeds and destinations' messages in it: the server writes those with no browser at hand.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('browser_locale', 16).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // The databases' own DROP COLUMN (Knex's would copy the table on SQLite).
  await knex.raw('ALTER TABLE users DROP COLUMN browser_locale');
}
