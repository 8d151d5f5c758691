import { EMAIL_TAKEN } from '@channel-countdown/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationSource } from '../src/db/migrations/index.js';
import { findUserById } from '../src/db/users.js';
import { listNotifications } from '../src/domain/notifications/store.js';
import { createUser } from './support/factories.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';

/**
 * Migration 015 makes an address one account's: on a database where several accounts share one (in any
 * case), the oldest keeps it, the others lose it and find a notice in the app; no account is lost.
 */
describe.each(databases)('migration 015: one account per email (%s)', (kind) => {
  let test: TestDatabase | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  const at = (iso: string) => new Date(iso);

  it('keeps every account, the oldest owner its address, and tells the others in the app', async () => {
    test = await createTestDatabase(kind, { migrated: false });
    const { db } = test;
    const migrations = await migrationSource.getMigrations([]);
    for (const name of migrations.slice(0, migrations.indexOf('015_unique_email'))) {
      await db.migrate.up({ migrationSource, name });
    }

    const seed = async (username: string, email: string | null, created: string) => {
      const [row] = (await db('users')
        .insert({ username, email, role: 'user', is_active: true, created_at: at(created) })
        .returning('id')) as Array<{ id: number }>;
      return row!.id;
    };
    // Inserted newest first, so the oldest is not simply the lowest id.
    const newest = await seed('newest', 'SAME@example.com', '2026-03-01T00:00:00Z');
    const oldest = await seed('oldest', 'Same@Example.com', '2026-01-01T00:00:00Z');
    const middle = await seed('middle', 'same@example.com', '2026-02-01T00:00:00Z');
    // Created in the same instant: the lower id keeps the address.
    const tieFirst = await seed('tie_first', 'tie@example.com', '2026-01-05T00:00:00Z');
    const tieSecond = await seed('tie_second', 'TIE@example.com', '2026-01-05T00:00:00Z');
    const alone = await seed('alone', 'alone@example.com', '2026-01-01T00:00:00Z');
    const noAddress = [
      await seed('none_1', null, '2026-01-01T00:00:00Z'),
      await seed('none_2', null, '2026-01-02T00:00:00Z'),
    ];
    const blank = [
      await seed('blank_1', '', '2026-01-01T00:00:00Z'),
      await seed('blank_2', ' ', '2026-01-02T00:00:00Z'),
    ];

    await migrateToLatest(db);

    const emailOf = async (id: number) => (await findUserById(db, id))?.email;
    expect(Number((await db('users').count({ n: '*' }).first())?.n)).toBe(10);
    expect(await emailOf(oldest)).toBe('Same@Example.com');
    expect(await emailOf(middle)).toBeNull();
    expect(await emailOf(newest)).toBeNull();
    expect(await emailOf(tieFirst)).toBe('tie@example.com');
    expect(await emailOf(tieSecond)).toBeNull();
    expect(await emailOf(alone)).toBe('alone@example.com');
    for (const id of [...noAddress, ...blank]) expect(await emailOf(id)).toBeNull();

    const noticesOf = async (userId: number) => (await listNotifications(db, userId, { limit: 20 })).items;
    for (const [id, email] of [
      [middle, 'same@example.com'],
      [newest, 'SAME@example.com'],
      [tieSecond, 'TIE@example.com'],
    ] as const) {
      const notices = await noticesOf(id);
      expect(notices).toEqual([
        expect.objectContaining({
          kind: 'account',
          channelId: null,
          title: 'Email address removed',
          read: false,
        }),
      ]);
      expect(notices[0]!.body).toContain(email);
      expect(notices[0]!.body).toContain('add another address in Settings');
    }
    // The notices are for the app alone: no pass pushes or mails them.
    expect(await db('notifications').whereNull('queued_at')).toEqual([]);
    for (const id of [oldest, tieFirst, alone, ...noAddress, ...blank])
      expect(await noticesOf(id)).toEqual([]);

    // From now on the index refuses a second holder, in any case, in words.
    await expect(createUser(db, { username: 'late_copy', email: 'same@EXAMPLE.com' })).rejects.toThrow(
      EMAIL_TAKEN,
    );
    // The address a newer account lost is not free: the oldest holds it.
    await expect(createUser(db, { username: 'late_tie', email: 'tie@example.com' })).rejects.toThrow(
      EMAIL_TAKEN,
    );
  });

  it('migrates a database without shared addresses unchanged, and down again', async () => {
    test = await createTestDatabase(kind, { migrated: false });
    const { db } = test;
    const migrations = await migrationSource.getMigrations([]);
    for (const name of migrations.slice(0, migrations.indexOf('015_unique_email'))) {
      await db.migrate.up({ migrationSource, name });
    }
    await db('users').insert([
      {
        username: 'ann',
        email: 'ann@example.com',
        role: 'user',
        is_active: true,
        created_at: at('2026-01-01T00:00:00Z'),
      },
      {
        username: 'ben',
        email: 'ben@example.com',
        role: 'user',
        is_active: true,
        created_at: at('2026-01-02T00:00:00Z'),
      },
    ]);
    await migrateToLatest(db);
    expect(await db('users').orderBy('username').pluck('email')).toEqual([
      'ann@example.com',
      'ben@example.com',
    ]);
    expect(await db('notifications')).toEqual([]);
    await db.migrate.down({ migrationSource, name: '015_unique_email' });
    await db('users').insert({
      username: 'ann_copy',
      email: 'ANN@example.com',
      role: 'user',
      is_active: true,
      created_at: new Date(),
    });
    expect(Number((await db('users').count({ n: '*' }).first())?.n)).toBe(3);
  });
});
