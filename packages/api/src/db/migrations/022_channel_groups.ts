import type { Knex } from 'knex';

/**
 * channel_groups: a user's named, coloured groups of channels. `name_key` is the name as groupNameKey
 * (contract) compares names, unique per user, so two groups cannot differ by case alone. All go with the user.
 * channel_group_members: which of the user's channels each group holds (a channel may be in several); a row
 * goes with its group and with its channel (removing a channel takes it out of every group).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_groups', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 64).notNullable();
    t.string('name_key', 255).notNullable();
    t.string('color', 16).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.unique(['user_id', 'name_key']);
  });
  await knex.schema.createTable('channel_group_members', (t) => {
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('channel_groups')
      .onDelete('CASCADE');
    t.integer('channel_id').unsigned().notNullable().references('id').inTable('channels').onDelete('CASCADE');
    t.primary(['group_id', 'channel_id']);
    t.index(['channel_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_group_members');
  await knex.schema.dropTable('channel_groups');
}
