import type { Knex } from 'knex';

/**
 * Issue 20, reminders beyond the open tab:
 * - push_subscriptions: each browser (device) a user allowed Web Push on, by its push service endpoint;
 * - notification_outbox: the pushes and emails to send, taken by whichever instance's scheduler pass
 *   claims them first (`claimed_at`), retried with backoff (`attempts`, `next_attempt_at`);
 * - notifications.queued_at: when a pass turned the notification into outbox rows (once, across instances);
 *   existing notifications count as queued, so an upgrade sends nothing old;
 * - channels.muted: the user's per-channel mute (a muted channel raises no reminders).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('endpoint', 1024).notNullable().unique();
    t.string('p256dh', 128).notNullable();
    t.string('auth', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('notification_outbox', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('medium', 8).notNullable();
    t.integer('subscription_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('push_subscriptions')
      .onDelete('CASCADE');
    t.text('payload').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.timestamp('claimed_at', { useTz: true }).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.timestamp('failed_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['sent_at', 'failed_at', 'next_attempt_at']);
  });
  await knex.schema.alterTable('notifications', (t) => {
    t.timestamp('queued_at', { useTz: true }).nullable();
    t.index(['queued_at']);
  });
  await knex('notifications').update({ queued_at: knex.ref('created_at') });
  await knex.schema.alterTable('channels', (t) => {
    t.boolean('muted').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN: Knex's SQLite table rebuild would cascade into the channels' timers and notes.
  await knex.raw('ALTER TABLE channels DROP COLUMN muted');
  await knex.schema.alterTable('notifications', (t) => {
    t.dropIndex(['queued_at']);
  });
  await knex.raw('ALTER TABLE notifications DROP COLUMN queued_at');
  await knex.schema.dropTable('notification_outbox');
  await knex.schema.dropTable('push_subscriptions');
}
