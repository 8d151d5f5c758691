import type { Knex } from 'knex';

/**
 * import_jobs and import_job_items: a channel import (POST /api/channels/import) kept in the database, so
 * it is connected in the background, resumed after a restart, and read by GET /api/channels/import/:id.
 * A job is held by one instance at a time through its lease (lease_owner until lease_until); an item is
 * 'pending' until it has its result. Both go with the user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('import_jobs', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 16).notNullable();
    t.integer('total').notNullable();
    t.string('lease_owner', 64).nullable();
    t.timestamp('lease_until', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.index(['user_id']);
    t.index(['status']);
  });
  await knex.schema.createTable('import_job_items', (t) => {
    t.integer('job_id').unsigned().notNullable().references('id').inTable('import_jobs').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('input', 2048).notNullable();
    t.string('status', 16).notNullable();
    t.text('channel_name').nullable();
    t.text('message').nullable();
    t.primary(['job_id', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('import_job_items');
  await knex.schema.dropTable('import_jobs');
}
