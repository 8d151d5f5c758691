import type { Knex } from 'knex';

/**
 * user_avatars: each user's profile picture (PUT/DELETE /api/user/avatar), the bytes and their checked
 * image type, one row per user, gone with the user. users.avatar_updated_at: when it was last set (null
 * without one), so the user object can name a versioned, cacheable address without reading the bytes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_avatars', (t) => {
    t.integer('user_id').unsigned().primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('content_type', 40).notNullable();
    t.binary('data').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('avatar_updated_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('avatar_updated_at');
  });
  await knex.schema.dropTable('user_avatars');
}
