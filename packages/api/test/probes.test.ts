import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp, createApp } from '../src/app.js';
import { createDb } from '../src/db/knex.js';
import { createHttpServer } from '../src/http/serverTimeouts.js';
import { checkReadiness } from '../src/observability/probes.js';
import { createTestDatabase, databases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';
import { refusedPort } from './support/refusedPort.js';
import { startTcpProxy } from './support/tcpProxy.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('/livez and /readyz on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('/livez answers while the process does, whoever asks', async () => {
    const response = await t.client().get('/livez');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz names each check and says it is ready', async () => {
    const response = await t.client().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', message: 'The database answers and accepts writes.' },
        migrations: { status: 'ok', message: 'Every database migration of this version is applied.' },
      },
    });
  });

  it('refuses other methods with 405 JSON, and a huge header or query is no 5xx', async () => {
    for (const path of ['/livez', '/readyz']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await t.client().request(method, path, {});
        expect(response.status).toBe(405);
        expect(response.body).toEqual({ message: 'Only GET and HEAD are allowed here.' });
      }
      const head = await fetch(`${t.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const query = await t.client().get(`${path}?${'x'.repeat(6000)}=1`);
      expect(query.status).toBe(200);
      const big = await t.client({ 'x-padding': 'y'.repeat(8000) }).get(path);
      expect(big.status).toBe(200);
    }
  });

  it('/api/health still answers as before, with no scheduler details', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('fails while a migration of this version is not applied, naming it', async () => {
    const database = await createTestDatabase(kind);
    try {
      await database.db('knex_migrations').where('name', '019_channel_cadence').delete();
      const readiness = await checkReadiness({ db: database.db });
      expect(readiness.status).toBe('unavailable');
      expect(readiness.checks.migrations).toEqual({
        status: 'failing',
        message:
          '1 database migration is not applied (019_channel_cadence); the server applies them when it starts.',
      });
      expect(readiness.message).toBe(`Not ready. ${readiness.checks.migrations.message}`);
    } finally {
      await database.drop();
    }
  });

  it('reports the page renderer of a server that draws pages', async () => {
    expect((await checkReadiness({ db: t.db, renderer: 'loaded' })).checks.renderer).toEqual({
      status: 'ok',
      message: 'The page renderer is loaded.',
    });
    const absent = await checkReadiness({ db: t.db, renderer: 'absent' });
    expect(absent.status).toBe('ok');
    expect(absent.checks.renderer?.status).toBe('skipped');
  });
});

describe.runIf(redisAnswers)('/readyz with Redis', () => {
  it('checks Redis when REDIS_URL is set, and fails while it cannot be reached', async () => {
    const up = await startTestApp('sqlite', { env: { REDIS_URL: REDIS_TEST_URL } });
    const down = await startTestApp('sqlite', {
      env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` },
    });
    try {
      const ready = await up.client().get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.checks.redis).toEqual({ status: 'ok', message: 'Redis answers.' });
      const refused = await down.client().get('/readyz');
      expect(refused.status).toBe(503);
      expect(refused.body.status).toBe('unavailable');
      expect(refused.body.checks.redis.status).toBe('failing');
      expect(refused.body.checks.database.status).toBe('ok');
      expect(refused.body.message).toMatch(/^Not ready\. Redis (cannot be reached|did not answer within)/);
    } finally {
      await up.close();
      await down.close();
    }
  });
});

describe.runIf(databases.includes('postgres'))('/readyz while PostgreSQL is unreachable', () => {
  it('answers 503 naming the database, and 200 again once it is back, without a restart', async () => {
    const database = await createTestDatabase('postgres');
    const target = new URL(database.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(database.url!);
    proxied.port = String(proxy.port);
    const db = createDb({ dataDir: database.dataDir, databaseUrl: proxied.toString() });
    const t = await startTestApp('sqlite');
    const app = createApp({ db, youtube: t.youtube, clock: t.clock, config: t.config });
    const server = createHttpServer(app.callback(), t.config.http);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const readyz = async () => {
      const response = await fetch(`${url}/readyz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    try {
      expect((await readyz()).status).toBe(200);

      await proxy.down();
      const started = Date.now();
      const failing = await readyz();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(failing.status).toBe(503);
      expect(failing.body).toMatchObject({
        status: 'unavailable',
        checks: {
          database: { status: 'failing' },
          migrations: { status: 'failing' },
        },
      });
      expect(failing.body.message).toMatch(/^Not ready\. The database (cannot be reached|did not answer)/);
      // The liveness probe does not depend on the database: the process is not restarted for it.
      expect((await fetch(`${url}/livez`)).status).toBe(200);

      await proxy.up();
      let recovered = await readyz();
      for (let attempt = 0; attempt < 50 && recovered.status !== 200; attempt++) {
        await sleep(100);
        recovered = await readyz();
      }
      expect(recovered.status).toBe(200);
      expect(recovered.body).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp(app);
      await db.destroy();
      await proxy.close();
      await t.close();
      await database.drop();
    }
  });
});
