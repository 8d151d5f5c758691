import type { Knex } from 'knex';

/**
 * import_job_groups: the group memberships an import recreates (groups travel in export and import). The
 * groups themselves are made (or joined by name) when the import is stored; each row says that the channel
 * of this YouTube id goes into this group once the user tracks it, and is applied as the import connects its
 * channels. The rows go with their import and with their group.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('import_job_groups', (t) => {
    t.integer('job_id').unsigned().notNullable().references('id').inTable('import_jobs').onDelete('CASCADE');
    t.integer('group_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('channel_groups')
      .onDelete('CASCADE');
    t.string('youtube_channel_id', 64).notNullable();
    t.primary(['job_id', 'group_id', 'youtube_channel_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('import_job_groups');
}
