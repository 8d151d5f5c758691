import type { Knex } from 'knex';

/**
 * channel_milestone_alerts: a channel's milestone alert (the channel page's Milestones panel; contract
 * milestones.ts), at most one per channel: the subscriber count to be told about, and when the channel's shown
 * count reached it (null: not yet). The scheduler's reminder pass raises the 'milestone' event once and stamps
 * `reached_at`; a row goes with its channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_milestone_alerts', (t) => {
    t.integer('channel_id')
      .unsigned()
      .notNullable()
      .primary()
      .references('id')
      .inTable('channels')
      .onDelete('CASCADE');
    t.bigInteger('milestone').notNullable();
    t.timestamp('set_at', { useTz: true }).notNullable();
    t.timestamp('reached_at', { useTz: true }).nullable();
    t.index(['reached_at', 'milestone']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_milestone_alerts');
}
