import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { createDb, postgresConfig, type Db } from '../../src/db/knex.js';
import { migrateToLatest } from '../../src/db/migrations/index.js';

export type DatabaseKind = 'sqlite' | 'postgres';

const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}/test`;

function portAnswers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const postgresAnswers = await portAnswers(PG_HOST, PG_PORT);
if (!postgresAnswers && process.env.CI)
  throw new Error(
    `CI is set and PostgreSQL does not answer at ${PG_HOST}:${PG_PORT}: the API tests' PostgreSQL half cannot ` +
      'run. Start PostgreSQL (.ci/run does), or unset CI to run SQLite alone.',
  );

/**
 * SQLite always; PostgreSQL too when 127.0.0.1:5432 answers (with CI set, a PostgreSQL that does not answer fails
 * every API test instead). Use with describe.each.
 */
export const databases: DatabaseKind[] = postgresAnswers ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  dataDir: string;
  /** PostgreSQL: the database's URL, for a second pool on it (another instance, a worker). */
  url?: string;
  /** Destroys the pool and drops the database (PostgreSQL) or the temp directory (SQLite). */
  drop(): Promise<void>;
}

/**
 * A fresh database of its own: a temp DATA_DIR, or CREATE DATABASE cc_test_<random>; migrated to the latest
 * version unless `migrated: false` (a migration's own test runs them itself).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = true } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-api-test-'));
  if (kind === 'sqlite') {
    const db = createDb({ dataDir, databaseUrl: undefined });
    if (migrated) await migrateToLatest(db);
    return {
      kind,
      db,
      dataDir,
      async drop() {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cc_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory(postgresConfig(PG_ADMIN_URL));
  await admin.raw(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = createDb({ dataDir, databaseUrl: url.toString() });
  if (migrated) await migrateToLatest(db);
  return {
    kind,
    db,
    dataDir,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
