import type { Redis } from 'ioredis';
import type { Db } from '../db/knex.js';
import { pendingMigrations } from '../db/migrations/index.js';

/** How long readiness waits for each check: a database that does not answer fails it, not the probe. */
export const CHECK_TIMEOUT_MS = 2000;

/** One check's verdict and a sentence an operator reads. `skipped`: not in use here, never failing. */
export interface CheckResult {
  status: 'ok' | 'failing' | 'skipped';
  message: string;
}

export interface Readiness {
  status: 'ok' | 'unavailable';
  /** What is failing, in a sentence (absent when all is well). */
  message?: string;
  checks: {
    database: CheckResult;
    redis?: CheckResult;
    migrations: CheckResult;
    renderer?: CheckResult;
  };
}

export interface ReadinessDeps {
  db: Db;
  /** The process's Redis client, when REDIS_URL is set. */
  redis?: Redis;
  /**
   * Whether this process draws pages and its renderer loaded: absent for a process that serves no pages
   * (a worker, the API alone in tests).
   */
  renderer?: 'loaded' | 'absent';
  timeoutMs?: number;
}

class CheckTimeout extends Error {}

async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const seconds = (ms: number) => `${ms / 1000} second${ms === 1000 ? '' : 's'}`;

/**
 * Whether this process can serve: its database answers and accepts a write (the one-row probe of
 * GET /api/health), its Redis answers a PING (when configured), the database has every migration of this
 * build, and the page renderer loaded (for a server that draws pages). Each check has CHECK_TIMEOUT_MS.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const { db, redis } = deps;
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  const run = async (
    name: string,
    work: () => Promise<CheckResult>,
    unreachable: string,
  ): Promise<CheckResult> => {
    try {
      return await within(timeoutMs, work);
    } catch (error) {
      return {
        status: 'failing',
        message:
          error instanceof CheckTimeout
            ? `${name} did not answer within ${seconds(timeoutMs)}.`
            : unreachable,
      };
    }
  };
  const [database, redisCheck, migrations] = await Promise.all([
    run(
      'The database',
      async () => {
        await db('health_probe')
          .insert({ id: 1, checked_at: Date.now() })
          .onConflict('id')
          .merge(['checked_at']);
        return { status: 'ok', message: 'The database answers and accepts writes.' };
      },
      'The database cannot be reached or refuses writes.',
    ),
    redis
      ? run(
          'Redis',
          async () => {
            await redis.ping();
            return { status: 'ok', message: 'Redis answers.' };
          },
          'Redis cannot be reached.',
        )
      : undefined,
    run(
      'The database',
      async () => {
        const pending = await pendingMigrations(db);
        if (pending.length === 0)
          return { status: 'ok', message: 'Every database migration of this version is applied.' };
        return {
          status: 'failing',
          message:
            `${pending.length} database migration${pending.length === 1 ? ' is' : 's are'} not applied ` +
            `(${pending.join(', ')}); the server applies them when it starts.`,
        };
      },
      'The applied migrations cannot be read: the database cannot be reached.',
    ),
  ]);
  const renderer: CheckResult | undefined =
    deps.renderer === undefined
      ? undefined
      : deps.renderer === 'loaded'
        ? { status: 'ok', message: 'The page renderer is loaded.' }
        : {
            status: 'skipped',
            message: 'This build has no page renderer: the browser draws every page.',
          };
  const checks: Readiness['checks'] = {
    database,
    ...(redisCheck && { redis: redisCheck }),
    migrations,
    ...(renderer && { renderer }),
  };
  const failing = Object.values(checks).filter((check) => check.status === 'failing');
  if (failing.length === 0) return { status: 'ok', checks };
  return {
    status: 'unavailable',
    message: `Not ready. ${failing.map((check) => check.message).join(' ')}`,
    checks,
  };
}
