import type { Knex } from 'knex';
import { ACTIVITY_SORT_SQL } from '../indexedExpressions.js';

/**
 * Issue 22, admin screens at 100,000 users: the users list is sorted and filtered by engagement and counts in
 * SQL, so each user's figures are stored on their row and indexed instead of being aggregated for every
 * user on every call.
 *
 * - users.channels_count, timers_count, active_timers_count, notes_count, engagement_score: the admin
 *   figures as of the last refresh (routes/admin/engagementRefresh.ts computes them, with the one SQL
 *   definition of the score beside engagementScore in domain/engagement/engagement.ts);
 * - admin_dirty_users: the users whose figures must be recomputed. Triggers add a row whenever a user is
 *   created, their channels, timers or notes change or their last activity moves, whoever writes them (a
 *   small table of its own, so a note written does not rewrite the user's row and its indexes). Time passing
 *   (a timer ending, activity ageing across a band) is caught by the refresh itself, from the clock it last
 *   ran at (admin_engagement_clock);
 * - one index per users sort (administrators first, then the sort's column, then the id, the way the
 *   keyset pagination walks them) and the indexes the other admin lists page and count along.
 */

const USER_SORT_INDEXES: Array<[name: string, columns: string]> = [
  ['users_admin_created_desc', `(case when role = 'admin' then 1 else 0 end), created_at, id`],
  ['users_admin_created_asc', `(case when role = 'admin' then 0 else 1 end), created_at, id`],
  ['users_admin_engagement_desc', `(case when role = 'admin' then 1 else 0 end), engagement_score, id`],
  ['users_admin_engagement_asc', `(case when role = 'admin' then 0 else 1 end), engagement_score, id`],
  ['users_admin_channels_desc', `(case when role = 'admin' then 1 else 0 end), channels_count, id`],
];

/** The users whose figures depend on a channel, a timer or a note row. */
const OWNER_OF_CHANNEL = (ref: string) => `(select user_id from channels where id = ${ref}.channel_id)`;

const SQLITE_TRIGGERS: Array<[name: string, event: string, table: string, owner: string]> = [
  ['admin_dirty_user_insert', 'after insert', 'users', 'new.id'],
  ['admin_dirty_channel_insert', 'after insert', 'channels', 'new.user_id'],
  ['admin_dirty_channel_delete', 'after delete', 'channels', 'old.user_id'],
  ['admin_dirty_timer_insert', 'after insert', 'timers', OWNER_OF_CHANNEL('new')],
  ['admin_dirty_timer_update', 'after update', 'timers', OWNER_OF_CHANNEL('new')],
  ['admin_dirty_timer_delete', 'after delete', 'timers', OWNER_OF_CHANNEL('old')],
  ['admin_dirty_note_insert', 'after insert', 'notes', OWNER_OF_CHANNEL('new')],
  ['admin_dirty_note_delete', 'after delete', 'notes', OWNER_OF_CHANNEL('old')],
];

export async function up(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  await knex.schema.alterTable('users', (t) => {
    t.integer('channels_count').notNullable().defaultTo(0);
    t.integer('timers_count').notNullable().defaultTo(0);
    t.integer('active_timers_count').notNullable().defaultTo(0);
    t.integer('notes_count').notNullable().defaultTo(0);
    t.integer('engagement_score').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('admin_dirty_users', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable();
  });
  // Every existing user starts dirty: the first refresh computes their figures.
  await knex.raw('insert into admin_dirty_users (user_id) select id from users');
  await knex.schema.createTable('admin_engagement_clock', (t) => {
    t.integer('id').primary();
    t.timestamp('as_of', { useTz: true }).notNullable();
  });

  for (const [name, columns] of USER_SORT_INDEXES)
    await knex.raw(`create index ${name} on users (${columns})`);
  await knex.raw(
    `create index users_admin_activity_desc on users ((case when role = 'admin' then 1 else 0 end), ${pg ? ACTIVITY_SORT_SQL.pg : ACTIVITY_SORT_SQL.sqlite}, id)`,
  );
  await knex.raw('create index users_last_activity on users (last_activity_at)');
  // The Administrators filter counts along it (the sort indexes start with an expression of the role).
  await knex.raw('create index users_role on users (role)');
  await knex.raw('create index users_engagement_score on users (engagement_score, id)');
  // Top Channels walks the YouTube channels by subscribers (missing counts last) and joins their trackers.
  await knex.raw(
    `create index youtube_channels_subscribers on youtube_channels (subscriber_count${pg ? ' desc nulls last' : ''})`,
  );
  await knex.raw('create index channels_channel_id on channels (channel_id)');
  await knex.raw('create index channels_created on channels (created_at, id)');
  await knex.raw('create index timers_end_time on timers (end_time, id)');
  await knex.raw('create index notes_created on notes (created_at, id)');

  if (pg) {
    await knex.raw(`
      create function admin_mark_dirty() returns trigger language plpgsql as $$
      declare
        row_channel integer;
        row_user integer;
      begin
        if tg_table_name = 'users' then
          row_user := new.id;
        elsif tg_table_name = 'channels' then
          row_user := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
        else
          row_channel := case when tg_op = 'DELETE' then old.channel_id else new.channel_id end;
          select user_id into row_user from channels where id = row_channel;
        end if;
        if row_user is not null then
          insert into admin_dirty_users (user_id) values (row_user);
        end if;
        return null;
      end $$`);
    await knex.raw(
      'create trigger admin_dirty_channels after insert or delete on channels for each row execute function admin_mark_dirty()',
    );
    await knex.raw(
      'create trigger admin_dirty_timers after insert or update or delete on timers for each row execute function admin_mark_dirty()',
    );
    await knex.raw(
      'create trigger admin_dirty_notes after insert or delete on notes for each row execute function admin_mark_dirty()',
    );
    await knex.raw(
      'create trigger admin_dirty_user_insert after insert on users for each row execute function admin_mark_dirty()',
    );
    await knex.raw(
      `create trigger admin_dirty_activity after update of last_activity_at on users for each row
       when (new.last_activity_at is distinct from old.last_activity_at) execute function admin_mark_dirty()`,
    );
    return;
  }
  for (const [name, event, table, owner] of SQLITE_TRIGGERS) {
    await knex.raw(
      `create trigger ${name} ${event} on ${table} begin insert into admin_dirty_users (user_id) select ${owner} where ${owner} is not null; end`,
    );
  }
  await knex.raw(`create trigger admin_dirty_activity after update of last_activity_at on users
    when new.last_activity_at is not old.last_activity_at
    begin insert into admin_dirty_users (user_id) values (new.id); end`);
}

export async function down(knex: Knex): Promise<void> {
  const pg = knex.client.config.client === 'pg';
  if (pg) {
    for (const [trigger, table] of [
      ['admin_dirty_channels', 'channels'],
      ['admin_dirty_timers', 'timers'],
      ['admin_dirty_notes', 'notes'],
      ['admin_dirty_activity', 'users'],
      ['admin_dirty_user_insert', 'users'],
    ]) {
      await knex.raw(`drop trigger if exists ${trigger} on ${table}`);
    }
    await knex.raw('drop function if exists admin_mark_dirty()');
  } else {
    for (const [name] of SQLITE_TRIGGERS) await knex.raw(`drop trigger if exists ${name}`);
    await knex.raw('drop trigger if exists admin_dirty_activity');
  }
  for (const index of [
    ...USER_SORT_INDEXES.map(([name]) => name),
    'users_admin_activity_desc',
    'users_last_activity',
    'users_role',
    'users_engagement_score',
    'youtube_channels_subscribers',
    'channels_channel_id',
    'channels_created',
    'timers_end_time',
    'notes_created',
  ]) {
    await knex.raw(`drop index if exists ${index}`);
  }
  await knex.schema.dropTable('admin_engagement_clock');
  await knex.schema.dropTable('admin_dirty_users');
  await knex.schema.alterTable('users', (t) => {
    for (const column of [
      'channels_count',
      'timers_count',
      'active_timers_count',
      'notes_count',
      'engagement_score',
    ]) {
      t.dropColumn(column);
    }
  });
}
