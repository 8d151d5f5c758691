import type { Knex } from 'knex';

/**
 * Per-channel reminder choices (the channel page's bell; contract reminderChoices.ts):
 * - channel_reminders_off: one row per event of a channel that does not reach one medium (`in-app`, `push`,
 *   `email` or `destination:<id>`); no row, the event reaches it. A row goes with its channel, and a
 *   destination's rows with the destination (`destination_id`). `channels.muted` stays the whole channel's
 *   switch (the choices' `muted`).
 * - notifications.in_app: false when the channel's choices keep the event out of the app (bell, toasts, events
 *   feed) while another medium still takes it; existing notifications are shown as before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_reminders_off', (t) => {
    t.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE');
    t.string('event', 16).notNullable();
    t.string('medium', 32).notNullable();
    t.integer('destination_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('destinations')
      .onDelete('CASCADE');
    t.primary(['channel_id', 'event', 'medium']);
    t.index(['destination_id']);
  });
  await knex.schema.alterTable('notifications', (t) => {
    t.boolean('in_app').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN: Knex's SQLite table rebuild would cascade into what references notifications.
  await knex.raw('ALTER TABLE notifications DROP COLUMN in_app');
  await knex.schema.dropTable('channel_reminders_off');
}
