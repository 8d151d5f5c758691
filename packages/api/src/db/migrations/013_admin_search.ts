import type { Knex } from 'knex';

/**
 * Issue 22, admin lists at 100,000 users: a generation of the stored admin figures (the stats keep their
 * totals until a refresh moves it on; a user deleted or (de)activated is marked for one, as migration 012
 * marks other changes), a partial index of the running timers (the timers list counts 150,000 of them), a
 * covering index for the stats' totals, and the searches: the spec's search is a case-insensitive substring (users by
 * username or email, channels and timers by channel name, notes by content), which no B-tree index serves.
 * Trigram indexes do, for a search of 3 characters or more (domain/admin/search.ts):
 *
 * - PostgreSQL: pg_trgm GIN indexes on exactly the expressions the admin search compares
 *   (`lower(coalesce(column, ''))`), so `… like '%text%'` reads the index. Where the extension cannot be
 *   created (no privilege, not installed) the migration goes on without them and searches scan, as before.
 * - SQLite: FTS5 tables with the trigram tokenizer (case-insensitive), kept in step by triggers:
 *   users_search (username, email) and notes_search (content) over their tables' integer ids, and
 *   channel_names_search holding each tracked channel's (channels.id) YouTube channel name, which lives in
 *   youtube_channels (one row shared by every tracker).
 */

const PG_TRIGRAM_INDEXES: Array<[name: string, table: string, column: string]> = [
  ['users_username_trgm', 'users', 'username'],
  ['users_email_trgm', 'users', 'email'],
  ['youtube_channels_name_trgm', 'youtube_channels', 'channel_name'],
  ['notes_content_trgm', 'notes', 'content'],
];

const trigram = `tokenize = 'trigram case_sensitive 0'`;

/** The tracked channels of one YouTube channel, with its name, into channel_names_search. */
const INDEX_CHANNEL_NAMES = (youtubeId: string) =>
  `insert into channel_names_search (rowid, channel_name)
     select c.id, y.channel_name from channels c join youtube_channels y on y.id = c.channel_id
     where c.channel_id = ${youtubeId} and y.channel_name is not null;`;
const UNINDEX_CHANNEL_NAMES = (youtubeId: string) =>
  `delete from channel_names_search where rowid in (select id from channels where channel_id = ${youtubeId});`;

const SQLITE_TRIGGERS: Array<[name: string, definition: string]> = [
  [
    'users_search_insert',
    `after insert on users begin
     insert into users_search (rowid, username, email) values (new.id, new.username, new.email); end`,
  ],
  [
    'users_search_delete',
    `after delete on users begin
     insert into users_search (users_search, rowid, username, email) values ('delete', old.id, old.username, old.email); end`,
  ],
  [
    'users_search_update',
    `after update of username, email on users begin
     insert into users_search (users_search, rowid, username, email) values ('delete', old.id, old.username, old.email);
     insert into users_search (rowid, username, email) values (new.id, new.username, new.email); end`,
  ],
  [
    'notes_search_insert',
    `after insert on notes begin
     insert into notes_search (rowid, content) values (new.id, new.content); end`,
  ],
  [
    'notes_search_delete',
    `after delete on notes begin
     insert into notes_search (notes_search, rowid, content) values ('delete', old.id, old.content); end`,
  ],
  [
    'notes_search_update',
    `after update of content on notes begin
     insert into notes_search (notes_search, rowid, content) values ('delete', old.id, old.content);
     insert into notes_search (rowid, content) values (new.id, new.content); end`,
  ],
  [
    'channel_names_search_insert',
    `after insert on channels begin
     insert into channel_names_search (rowid, channel_name)
       select new.id, channel_name from youtube_channels where id = new.channel_id and channel_name is not null; end`,
  ],
  [
    'channel_names_search_delete',
    `after delete on channels begin
     delete from channel_names_search where rowid = old.id; end`,
  ],
  [
    'channel_names_search_move',
    `after update of channel_id on channels begin
     delete from channel_names_search where rowid = old.id;
     insert into channel_names_search (rowid, channel_name)
       select new.id, channel_name from youtube_channels where id = new.channel_id and channel_name is not null; end`,
  ],
  [
    'channel_names_search_youtube_insert',
    `after insert on youtube_channels begin
     ${UNINDEX_CHANNEL_NAMES('new.id')} ${INDEX_CHANNEL_NAMES('new.id')} end`,
  ],
  [
    'channel_names_search_rename',
    `after update of channel_name on youtube_channels
     when new.channel_name is not old.channel_name begin
     ${UNINDEX_CHANNEL_NAMES('new.id')} ${INDEX_CHANNEL_NAMES('new.id')} end`,
  ],
];

async function createPgTrigramIndexes(knex: Knex): Promise<void> {
  try {
    // A savepoint: a refused CREATE EXTENSION must not abort the migration's transaction.
    await knex.transaction((trx) => trx.raw('create extension if not exists pg_trgm'));
  } catch {
    return;
  }
  for (const [name, table, column] of PG_TRIGRAM_INDEXES) {
    await knex.raw(
      `create index if not exists ${name} on ${table} using gin (lower(coalesce(${column}, '')) gin_trgm_ops)`,
    );
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_engagement_clock', (t) => {
    t.integer('generation').notNullable().defaultTo(0);
  });
  if (knex.client.config.client === 'pg') {
    await knex.raw(`
      create function admin_mark_user_dirty() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          insert into admin_dirty_users (user_id) values (old.id);
        else
          insert into admin_dirty_users (user_id) values (new.id);
        end if;
        return null;
      end $$`);
    await knex.raw(
      'create trigger admin_dirty_user_delete after delete on users for each row execute function admin_mark_user_dirty()',
    );
    await knex.raw(`create trigger admin_dirty_user_status after update of is_active on users for each row
      when (new.is_active is distinct from old.is_active) execute function admin_mark_user_dirty()`);
  } else {
    await knex.raw(`create trigger admin_dirty_user_delete after delete on users
      begin insert into admin_dirty_users (user_id) values (old.id); end`);
    await knex.raw(`create trigger admin_dirty_user_status after update of is_active on users
      when new.is_active is not old.is_active
      begin insert into admin_dirty_users (user_id) values (new.id); end`);
  }
  // The admin's running timers (routes/admin, engagementRefresh.ts), counted without reading the table.
  await knex.raw(
    'create index timers_running on timers (end_time, id) where is_current = true and is_active = true and deleted_at is null',
  );
  // The admin stats' totals and bands (domain/admin/service.ts, userAggregates): scanned without the rows.
  await knex.raw(
    'create index users_admin_totals on users (engagement_score, is_active, channels_count, active_timers_count, notes_count)',
  );
  if (knex.client.config.client === 'pg') {
    await createPgTrigramIndexes(knex);
    return;
  }
  // A search matching most users is counted over these two columns alone (domain/admin/search.ts).
  await knex.raw('create index users_search_columns on users (username, email)');
  await knex.raw(
    `create virtual table users_search using fts5(username, email, content = 'users', content_rowid = 'id', ${trigram})`,
  );
  await knex.raw(
    `create virtual table notes_search using fts5(content, content = 'notes', content_rowid = 'id', ${trigram})`,
  );
  await knex.raw(`create virtual table channel_names_search using fts5(channel_name, ${trigram})`);
  await knex.raw(`insert into users_search (users_search) values ('rebuild')`);
  await knex.raw(`insert into notes_search (notes_search) values ('rebuild')`);
  await knex.raw(`insert into channel_names_search (rowid, channel_name)
    select c.id, y.channel_name from channels c join youtube_channels y on y.id = c.channel_id where y.channel_name is not null`);
  for (const [name, definition] of SQLITE_TRIGGERS) await knex.raw(`create trigger ${name} ${definition}`);
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  for (const trigger of ['admin_dirty_user_delete', 'admin_dirty_user_status']) {
    await knex.raw(`drop trigger if exists ${trigger}${pg ? ' on users' : ''}`);
  }
  if (pg) await knex.raw('drop function if exists admin_mark_user_dirty()');
  await knex.schema.alterTable('admin_engagement_clock', (t) => {
    t.dropColumn('generation');
  });
  await knex.raw('drop index if exists timers_running');
  await knex.raw('drop index if exists users_admin_totals');
  if (pg) {
    for (const [name] of PG_TRIGRAM_INDEXES) await knex.raw(`drop index if exists ${name}`);
    return;
  }
  await knex.raw('drop index if exists users_search_columns');
  for (const [name] of SQLITE_TRIGGERS) await knex.raw(`drop trigger if exists ${name}`);
  for (const table of ['users_search', 'notes_search', 'channel_names_search'])
    await knex.raw(`drop table if exists ${table}`);
}
