import type { Knex } from 'knex';

/**
 * unsubscribe_links_used: the emails' unsubscribe links already used (their signature), each kept until the
 * link would have expired anyway, so a link turns email off once and a second use is told so.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('unsubscribe_links_used', (t) => {
    t.string('signature', 64).primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('used_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('unsubscribe_links_used');
}
