import type { Knex } from 'knex';
import * as m001 from './001_users_sessions.js';
import * as m002 from './002_channels_timers_notes.js';
import * as m003 from './003_channel_counts.js';
import * as m004 from './004_session_generation_current_timer.js';
import * as m005 from './005_quota_health_probe.js';
import * as m006 from './006_settings_pause.js';
import * as m007 from './007_channel_data.js';
import * as m008 from './008_notifications.js';
import * as m009 from './009_youtube_channels.js';
import * as m010 from './010_push_email_mute.js';
import * as m011 from './011_user_avatars.js';
import * as m012 from './012_admin_scale.js';
import * as m013 from './013_admin_search.js';
import * as m014 from './014_import_jobs.js';
import * as m015 from './015_unique_email.js';
import * as m016 from './016_api_tokens.js';
import * as m017 from './017_unsubscribe_links_quota_users.js';
import * as m018 from './018_youtube_channel_handles.js';
import * as m019 from './019_channel_cadence.js';
import * as m020 from './020_feed_tokens.js';
import * as m021 from './021_destinations.js';
import * as m022 from './022_channel_groups.js';
import * as m023 from './023_channel_reminder_choices.js';
import * as m024 from './024_refresh_failures.js';
import * as m026 from './026_import_groups.js';
import * as m027 from './027_channel_milestone_alerts.js';
import * as m028 from './028_browser_locale.js';
import * as m029 from './029_channel_changes.js';
import * as m030 from './030_upload_kinds.js';

/**
 * Migrations are listed here, not discovered on disk, so they run the same from src (tsx, vitest) and
 * from the compiled dist. Append new ones; never rename or edit a released one.
 */
const migrations: Record<string, Knex.Migration> = {
  '001_users_sessions': m001,
  '002_channels_timers_notes': m002,
  '003_channel_counts': m003,
  '004_session_generation_current_timer': m004,
  '005_quota_health_probe': m005,
  '006_settings_pause': m006,
  '007_channel_data': m007,
  '008_notifications': m008,
  '009_youtube_channels': m009,
  '010_push_email_mute': m010,
  '011_user_avatars': m011,
  '012_admin_scale': m012,
  '013_admin_search': m013,
  '014_import_jobs': m014,
  '015_unique_email': m015,
  '016_api_tokens': m016,
  '017_unsubscribe_links_quota_users': m017,
  '018_youtube_channel_handles': m018,
  '019_channel_cadence': m019,
  '020_feed_tokens': m020,
  '021_destinations': m021,
  '022_channel_groups': m022,
  '023_channel_reminder_choices': m023,
  '024_refresh_failures': m024,
  '026_import_groups': m026,
  '027_channel_milestone_alerts': m027,
  '028_browser_locale': m028,
  '029_channel_changes': m029,
  '030_upload_kinds': m030,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/**
 * Whether a migration run failed only because another instance is running them: it holds knex's lock, or
 * (on a new database) created knex's own tables at the same moment, or (SQLite) its migrations held the file's
 * write lock for longer than a connection waits for it (5 s: a busy machine applying every migration).
 */
function lostTheRace(error: unknown): boolean {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return (
    name === 'MigrationLocked' ||
    code === 'SQLITE_BUSY' ||
    code === '42P07' || // PostgreSQL: duplicate table
    code === '23505' || // PostgreSQL: the same table's type created twice
    /knex_migrations.* already exists/.test(message ?? '')
  );
}

/**
 * Applies the migrations not applied yet. Several instances starting together (a rolling update, compose's
 * two servers on a new database) race for knex's migration lock: the ones that lose wait for the winner to
 * finish (up to `waitMs`), then find nothing left to apply, instead of failing their start.
 */
export async function migrateToLatest(db: Knex, { waitMs = 120_000 } = {}): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      await db.migrate.latest({ migrationSource });
      return;
    } catch (error) {
      if (!lostTheRace(error) || Date.now() > until) throw error;
      if ((error as { name?: string }).name === 'MigrationLocked') await keepOneLockRow(db);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * knex's lock is one row of knex_migrations_lock, which each instance inserts when it finds the table empty: two
 * instances creating it at once can both insert one. With two rows no instance ever takes the lock (knex's
 * update then changes two rows, which it reads as "already locked"), and every start waits until it fails.
 * Keeps the first row; a held lock stays held (the update that holds it is the other instance's, uncommitted).
 */
async function keepOneLockRow(db: Knex): Promise<void> {
  await db('knex_migrations_lock').where('index', '>', db('knex_migrations_lock').min('index')).delete();
}

/**
 * The migrations this build has that the database has not applied (readiness: a server whose schema is
 * behind its code must not take requests). The names knex recorded in knex_migrations; none when the table
 * is missing means all are pending.
 */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const applied = (await db.schema.hasTable('knex_migrations'))
    ? new Set((await db('knex_migrations').pluck('name')) as string[])
    : new Set<string>();
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
