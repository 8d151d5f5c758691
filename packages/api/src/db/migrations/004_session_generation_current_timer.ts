import type { Knex } from 'knex';

/**
 * users.session_generation: ending a user's sessions moves it on, which every store's sessions see.
 * timers: at most one current timer per channel, enforced by a partial unique index, so parallel
 * reconnects cannot start several cycles. Channels that already have several current timers (from that
 * race) keep the newest one current first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_generation').notNullable().defaultTo(0);
  });
  await knex.raw(
    `
    update timers set is_current = ?
    where is_current = ? and exists (
      select 1 from timers newer
      where newer.channel_id = timers.channel_id and newer.is_current = ? and newer.id > timers.id
    )`,
    [false, true, true],
  );
  // A literal predicate: PostgreSQL takes no bound parameters in DDL; `is_current` is true in both dialects.
  await knex.raw(
    'create unique index timers_one_current_per_channel on timers (channel_id) where is_current',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index timers_one_current_per_channel');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('session_generation');
  });
}
