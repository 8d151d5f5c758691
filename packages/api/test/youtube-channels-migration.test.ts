import { afterEach, describe, expect, it } from 'vitest';
import { migrationSource } from '../src/db/migrations/index.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';

/**
 * Migration 009 moves each YouTube channel's name and figures out of every user's `channels` row into one
 * shared `youtube_channels` row, on a database that already holds data.
 */
describe.each(databases)('migration 009: one row per YouTube channel (%s)', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  const at = (iso: string) => new Date(iso);

  it('keeps the most recently fetched figures, every user row with its timers and notes, and autoRefresh', async () => {
    test = await createTestDatabase(kind, { migrated: false });
    const { db } = test;
    const migrations = await migrationSource.getMigrations([]);
    for (const name of migrations.slice(0, migrations.indexOf('009_youtube_channels'))) {
      await db.migrate.up({ migrationSource, name });
    }

    const users = (await db('users')
      .insert(
        ['ann', 'ben'].map((username) => ({
          username,
          email: `${username}@example.com`,
          role: 'user',
          is_active: true,
          created_at: at('2026-01-01T00:00:00Z'),
        })),
      )
      .returning('id')) as Array<{ id: number }>;
    const [ann, ben] = users.map((row) => row.id);
    const channel = (userId: number, fetched: string | null, subscribers: number | null, name: string) => ({
      user_id: userId,
      channel_id: 'UCshared0000000000000001',
      channel_name: name,
      channel_description: `${name} description`,
      thumbnail_url: `https://yt3.example.com/${name}.jpg`,
      subscriber_count: subscribers,
      video_count: 12,
      view_count: null,
      counts_approximate: false,
      last_fetched: fetched === null ? null : at(fetched),
      last_upload: at('2026-02-01T00:00:00Z'),
      created_at: at('2026-01-02T00:00:00Z'),
      updated_at: at('2026-01-02T00:00:00Z'),
    });
    const rows = (await db('channels')
      .insert([
        channel(ann!, '2026-03-01T00:00:00Z', 1000, 'Old name'),
        channel(ben!, '2026-03-05T00:00:00Z', 1500, 'New name'),
        { ...channel(ben!, null, null, 'Never fetched'), channel_id: 'UCalone00000000000000001' },
      ])
      .returning('id')) as Array<{ id: number }>;
    const annChannel = rows[0]!.id;
    await db('timers').insert({
      channel_id: annChannel,
      start_time: at('2026-03-01T00:00:00Z'),
      end_time: at('2026-03-08T00:00:00Z'),
      is_active: true,
      is_paused: false,
      is_current: true,
      created_at: at('2026-03-01T00:00:00Z'),
    });
    await db('notes').insert({
      channel_id: annChannel,
      content: 'keep me',
      color: 'blue',
      created_at: at('2026-03-01T00:00:00Z'),
      updated_at: at('2026-03-01T00:00:00Z'),
    });
    await db('user_settings').insert([
      {
        user_id: ann,
        data: JSON.stringify({ timers: { autoRefresh: false } }),
        updated_at: at('2026-03-01T00:00:00Z'),
      },
      { user_id: ben, data: 'not json', updated_at: at('2026-03-01T00:00:00Z') },
    ]);

    await db.migrate.latest({ migrationSource });

    const shared = await db('youtube_channels')
      .orderBy('id')
      .select('id', 'channel_name', 'subscriber_count', 'video_count');
    expect(shared).toEqual([
      {
        id: 'UCalone00000000000000001',
        channel_name: 'Never fetched',
        subscriber_count: null,
        video_count: 12,
      },
      { id: 'UCshared0000000000000001', channel_name: 'New name', subscriber_count: 1500, video_count: 12 },
    ]);
    expect(await db('channels').orderBy('id').pluck('user_id')).toEqual([ann, ben, ben]);
    expect(await db('timers').where('channel_id', annChannel)).toHaveLength(1);
    expect(await db('notes').where('channel_id', annChannel).pluck('content')).toEqual(['keep me']);
    expect(await db.schema.hasColumn('channels', 'channel_name')).toBe(false);
    const autoRefresh = await db('user_settings').orderBy('user_id').pluck('auto_refresh');
    expect(autoRefresh.map(Boolean)).toEqual([false, true]);
  });
});
