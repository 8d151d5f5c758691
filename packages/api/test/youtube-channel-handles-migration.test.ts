import { afterEach, describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations/index.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';

/**
 * Migration 018 gives each YouTube channel's shared row a handle (none yet for the rows it finds) and indexes
 * the stored uploads by video, on a database that already holds channels and uploads; undone, it leaves them
 * as they were.
 */
describe.each(databases)('migration 018: channel handles (%s)', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  const at = (iso: string) => new Date(iso);

  it('keeps every channel and upload, with no handle until a lookup stores one, and can be undone', async () => {
    test = await createTestDatabase(kind, { migrated: false });
    const { db } = test;
    const migrations = await migrationSource.getMigrations([]);
    for (const name of migrations.slice(0, migrations.indexOf('018_youtube_channel_handles'))) {
      await db.migrate.up({ migrationSource, name });
    }

    await db('youtube_channels').insert({
      id: 'UCshared0000000000000001',
      channel_name: 'Shared',
      channel_description: null,
      thumbnail_url: null,
      subscriber_count: 1500,
      video_count: 12,
      view_count: null,
      counts_approximate: false,
      last_fetched: at('2026-03-05T00:00:00Z'),
      last_upload: at('2026-03-01T00:00:00Z'),
      created_at: at('2026-01-02T00:00:00Z'),
      updated_at: at('2026-03-05T00:00:00Z'),
    });
    await db('channel_uploads').insert({
      youtube_channel_id: 'UCshared0000000000000001',
      video_id: 'vid00000001',
      title: 'An upload',
      published_at: at('2026-03-01T00:00:00Z'),
      thumbnail_url: null,
      seen_at: at('2026-03-01T01:00:00Z'),
    });

    await db.migrate.up({ migrationSource, name: '018_youtube_channel_handles' });

    expect(await db('youtube_channels').select('id', 'channel_name', 'subscriber_count', 'handle')).toEqual([
      { id: 'UCshared0000000000000001', channel_name: 'Shared', subscriber_count: 1500, handle: null },
    ]);
    await db('youtube_channels').update({ handle: 'sharedcreator' });
    expect(await db('youtube_channels').where('handle', 'sharedcreator').pluck('id')).toEqual([
      'UCshared0000000000000001',
    ]);
    expect(await db('channel_uploads').where('video_id', 'vid00000001').pluck('youtube_channel_id')).toEqual([
      'UCshared0000000000000001',
    ]);

    await db.migrate.down({ migrationSource });

    expect(await db.schema.hasColumn('youtube_channels', 'handle')).toBe(false);
    expect(await db('youtube_channels').select('id', 'channel_name', 'subscriber_count')).toEqual([
      { id: 'UCshared0000000000000001', channel_name: 'Shared', subscriber_count: 1500 },
    ]);
    expect(await db('channel_uploads').pluck('video_id')).toEqual(['vid00000001']);
  });
});
