import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { refusedPort } from './support/refusedPort.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe('where the scheduled jobs run', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` } });
  });
  afterAll(() => t.close());

  const deps = () => ({
    config: t.config,
    db: t.db,
    versions: t.versions,
    youtube: t.youtube,
    clock: t.clock,
    logger: createLogger('silent'),
  });

  it('a server whose Redis is away still starts: the schedule is registered in the background', async () => {
    const started = performance.now();
    const scheduler = await startScheduler(deps(), 'server');
    expect(performance.now() - started).toBeLessThan(500);
    await scheduler.close();
  });

  it('the worker refuses to start without REDIS_URL (the server runs the jobs then)', async () => {
    await expect(
      startScheduler({ ...deps(), config: { ...t.config, redisUrl: undefined } }, 'worker'),
    ).rejects.toThrow('set REDIS_URL');
  });
});
