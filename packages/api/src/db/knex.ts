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
 * WAL lets readers and the writer not block each other, busy_timeout waits instead of failing when another
 * process holds the lock, synchronous=NORMAL is safe with WAL, and foreign keys are off unless asked for.
 */
const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA busy_timeout = 5000',
  'PRAGMA synchronous = NORMAL',
  'PRAGMA foreign_keys = ON',
];

function afterCreateSqlite(
  conn: SqliteConnection,
  done: (error: Error | null, conn: SqliteConnection) => void,
) {
  const next = (index: number) => {
    const pragma = SQLITE_PRAGMAS[index];
    if (pragma === undefined) return done(null, conn);
    conn.run(pragma, (error) => (error ? done(error, conn) : next(index + 1)));
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
