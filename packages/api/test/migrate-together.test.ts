import { describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import { migrateToLatest, pendingMigrations } from '../src/db/migrations/index.js';
import { createTestDatabase, databases } from './support/databases.js';

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
