import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Config } from '../config.js';

export type Db = Knex;

export const SQLITE_FILE = 'channel-countdown.sqlite';

// PostgreSQL returns int8 (count(*), bigint columns) as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * SQLite runs through one connection (knex pool min 1, max 1), so each pragma is set once on it:
 * busy_timeout waits instead of failing when another process holds the lock (first, for the pragmas after it),
 * WAL lets readers and the writer not block each other, synchronous=NORMAL is safe with WAL, and foreign keys are
 * off unless asked for.
 */
const SQLITE_PRAGMAS = [
  'PRAGMA busy_timeout = 5000',
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = NORMAL',
  'PRAGMA foreign_keys = ON',
];

/** How long a new connection waits for another process's lock (busy_timeout's 5 s). */
const SQLITE_LOCK_WAIT_MS = 5000;

function afterCreateSqlite(
  conn: SqliteConnection,
  done: (error: Error | null, conn: SqliteConnection) => void,
) {
  const startedAt = Date.now();
  const next = (index: number) => {
    const pragma = SQLITE_PRAGMAS[index];
    if (pragma === undefined) return done(null, conn);
    conn.run(pragma, (error) => {
      if (!error) return next(index + 1);
      // Switching the journal mode answers SQLITE_BUSY at once, without the busy handler, while another process
      // holds a write lock (a fresh file's first migration): try again until the lock wait is spent.
      const busy = (error as Error & { code?: string }).code === 'SQLITE_BUSY';
      if (busy && Date.now() - startedAt < SQLITE_LOCK_WAIT_MS) return setTimeout(() => next(index), 25);
      done(error, conn);
    });
  };
  next(0);
}

export function sqliteConfig(filename: string): Knex.Config {
  return {
    client: 'sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: { min: 1, max: 1, afterCreate: afterCreateSqlite },
  };
}

export function postgresConfig(connectionString: string): Knex.Config {
  return { client: 'pg', connection: connectionString, pool: { min: 0, max: 10 } };
}

/** SQLite in DATA_DIR unless DATABASE_URL points at PostgreSQL. */
export function createDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Db {
  if (config.databaseUrl) return knexFactory(postgresConfig(config.databaseUrl));
  mkdirSync(config.dataDir, { recursive: true });
  return knexFactory(sqliteConfig(path.join(config.dataDir, SQLITE_FILE)));
}
