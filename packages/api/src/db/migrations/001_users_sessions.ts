import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 50).notNullable().unique();
    t.string('email', 254).nullable();
    t.string('first_name', 100).nullable();
    t.string('last_name', 100).nullable();
    /** 'scrypt$N$r$p$salt$hash' — null for accounts that only sign in with Google. */
    t.string('password_hash', 255).nullable();
    t.string('firebase_uid', 128).nullable().unique();
    t.string('role', 16).notNullable().defaultTo('user');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_activity_at', { useTz: true }).nullable();
  });
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 128).primary();
    t.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('data').notNullable();
    /** Epoch milliseconds; koa-session keeps its own expiry in ms. */
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
}
