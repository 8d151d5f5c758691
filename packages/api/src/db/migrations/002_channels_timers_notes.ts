import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channels', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** The external YouTube channel id (UC…). A user connects a channel once. */
    t.string('channel_id', 64).notNullable();
    t.string('channel_name', 255).notNullable();
    t.text('channel_description').nullable();
    t.text('thumbnail_url').nullable();
    t.bigInteger('subscriber_count').nullable();
    t.bigInteger('video_count').nullable();
    t.timestamp('last_fetched', { useTz: true }).nullable();
    t.timestamp('last_upload', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'channel_id']);
  });
  await knex.schema.createTable('timers', (t) => {
    t.increments('id').primary();
    t.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE');
    t.timestamp('start_time', { useTz: true }).notNullable();
    t.timestamp('end_time', { useTz: true }).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_paused').notNullable().defaultTo(false);
    /** Timers are kept as history; the channel's current one (at most one) has is_current. */
    t.boolean('is_current').notNullable().defaultTo(true);
    /** Set when the user deleted the timer; the row stays for the cycle history. */
    t.timestamp('deleted_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['channel_id', 'is_current']);
  });
  await knex.schema.createTable('notes', (t) => {
    t.increments('id').primary();
    t.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE');
    t.text('content').notNullable();
    t.string('color', 16).notNullable().defaultTo('blue');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['channel_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notes');
  await knex.schema.dropTable('timers');
  await knex.schema.dropTable('channels');
}
