import type { Knex } from 'knex';

/**
 * api_tokens: a user's personal API tokens. Only the token's SHA-256 (hex) is kept, unique, so a request's
 * token is found by its hash; `hint` is its first characters, to tell tokens apart in the list. `scopes` is a
 * comma-separated list of read, write, admin. `generation` is the user's session generation when it was
 * made: ending all of the user's sessions (password change or reset, deactivation) ends its tokens too.
 * A revoked token's row is deleted; all go with the user.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 64).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('hint', 16).notNullable();
    t.string('scopes', 32).notNullable();
    t.integer('generation').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('last_used_at', { useTz: true }).nullable();
    t.timestamp('expires_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
