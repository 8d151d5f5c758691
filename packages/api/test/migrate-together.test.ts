import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb, SQLITE_FILE } from '../src/db/knex.js';
import { createAccount } from '../src/db/users.js';
import { migrateToLatest, pendingMigrations } from '../src/db/migrations/index.js';
import { createTestDatabase, databases } from './support/databases.js';

/**
 * Another process's write on the SQLite file in `dataDir`, open for `ms`: a table `held` made inside a
 * transaction that holds the file's write lock until it commits.
 */
async function holdWriteLock(dataDir: string, ms: number) {
  const sqlite3 = (await import('sqlite3')).default;
  const holder = new sqlite3.Database(path.join(dataDir, SQLITE_FILE));
  const run = (sql: string) =>
    new Promise<void>((resolve, reject) => holder.run(sql, (error) => (error ? reject(error) : resolve())));
  await run('BEGIN IMMEDIATE');
  await run('CREATE TABLE held (x INTEGER)');
  return {
    released: new Promise<void>((resolve) => setTimeout(() => void run('COMMIT').then(resolve), ms)),
    close: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}

describe.each(databases)('instances starting together on %s', (kind) => {
  it('all start: the ones that lose the migration lock wait for the other, then find nothing to apply', async () => {
    const database = await createTestDatabase(kind, { migrated: false });
    const pools = [0, 1, 2].map(() => createDb({ dataDir: database.dataDir, databaseUrl: database.url }));
    try {
      await Promise.all(pools.map((db) => migrateToLatest(db)));
      expect(await pendingMigrations(database.db)).toEqual([]);
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
      await database.drop();
    }
  }, 60_000);
});

describe('an instance starting while another holds the SQLite file longer than a connection waits', () => {
  it('waits for it, then applies the migrations, instead of failing its start', async () => {
    const database = await createTestDatabase('sqlite', { migrated: false });
    // Another instance's migrations, holding the new file's write lock past a connection's 5 s wait.
    const holder = await holdWriteLock(database.dataDir, 5_500);
    const db = createDb({ dataDir: database.dataDir, databaseUrl: database.url });
    try {
      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
      await holder.released;
    } finally {
      await db.destroy();
      await holder.close();
      await database.drop();
    }
  }, 30_000);
});

describe.each(databases)('a migration lock table left with two rows on %s', (kind) => {
  it('is mended, so an instance starting later takes the lock instead of waiting until it fails', async () => {
    const database = await createTestDatabase(kind);
    try {
      // What two instances creating knex's lock table at once can leave: a second unlocked row.
      await database.db('knex_migrations_lock').insert({ is_locked: 0 });
      await migrateToLatest(database.db, { waitMs: 5_000 });
      expect(await database.db('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
    } finally {
      await database.drop();
    }
  });
});

describe('a SQLite connection opened while another process writes', () => {
  it('waits for the lock instead of failing at once (a busy switch of the journal mode is tried again)', async () => {
    const database = await createTestDatabase('sqlite', { migrated: false });
    // Another process's write, still open: a fresh file is in rollback mode, and its lock holds off the switch
    // to WAL that every new connection asks for.
    const holder = await holdWriteLock(database.dataDir, 300);
    const db = createDb({ dataDir: database.dataDir, databaseUrl: database.url });
    try {
      await expect(db.raw('SELECT count(*) AS n FROM held')).resolves.toBeDefined();
      await holder.released;
    } finally {
      await db.destroy();
      await holder.close();
      await database.drop();
    }
  });
});

describe('a SQLite account made while another process writes', () => {
  it('waits for that write instead of being refused (its transaction is the writer before it reads)', async () => {
    const database = await createTestDatabase('sqlite');
    const sqlite3 = (await import('sqlite3')).default;
    const worker = new sqlite3.Database(path.join(database.dataDir, SQLITE_FILE));
    const run = (sql: string) =>
      new Promise<void>((resolve, reject) => worker.run(sql, (error) => (error ? reject(error) : resolve())));
    await run('PRAGMA busy_timeout = 5000');
    const db = createDb({ dataDir: database.dataDir, databaseUrl: database.url });
    let workerWrote: Promise<void> | undefined;
    try {
      const user = await createAccount(db, async (trx) => {
        await trx('users').first('id');
        // A worker's write lands between the account's reads and its insert (or waits for the account).
        workerWrote = run('PRAGMA user_version = 7');
        await Promise.race([workerWrote, new Promise((resolve) => setTimeout(resolve, 300))]);
        return {
          username: 'beside_a_worker',
          email: 'beside_a_worker@example.com',
          firstName: null,
          lastName: null,
          passwordHash: null,
          firebaseUid: null,
          isActive: true,
          createdAt: new Date(),
          lastActivityAt: new Date(),
        };
      });
      expect(user.username).toBe('beside_a_worker');
      await workerWrote;
    } finally {
      await db.destroy();
      await new Promise<void>((resolve) => worker.close(() => resolve()));
      await database.drop();
    }
  });
});
