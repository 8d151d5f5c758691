import type { Knex } from 'knex';

/**
 * Issue 17: the channel's total views, and whether its counts are YouTube's rounded page figures (keyless
 * provider, "1.66M subscribers") rather than the Data API's exact statistics. Existing rows were written by
 * providers that stored exact figures or none, hence the default false.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.bigInteger('view_count').nullable();
    t.boolean('counts_approximate').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.dropColumn('counts_approximate');
    t.dropColumn('view_count');
  });
}
