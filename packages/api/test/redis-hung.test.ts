import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { SERVICE_UNAVAILABLE } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { refusedPort } from './support/refusedPort.js';

/** A Redis of the test's own, so it can be stopped (SIGSTOP: it keeps its connections and answers nothing). */
const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
if (!redisServerInstalled && process.env.CI)
  throw new Error('CI is set and redis-server is not installed: the hung-Redis tests cannot run.');

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe.runIf(redisServerInstalled)('Redis that hangs under a server with REDIS_URL', () => {
  let redis: ChildProcess;
  let t: TestApp;
  const signIn = { username: 'hung_user', password: DEFAULT_PASSWORD };

  beforeAll(async () => {
    const port = await refusedPort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50 && !(await answers(port)); i += 1) await new Promise((r) => setTimeout(r, 100));
    t = await startTestApp('sqlite', { realLimits: true, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    await createUser(t.db, { username: 'hung_user' });
  });
  afterAll(async () => {
    redis?.kill('SIGCONT');
    redis?.kill('SIGTERM');
    await t?.close();
  });

  it('answers within a second while Redis hangs (503 where Redis is needed), and recovers without a restart', async () => {
    const signedIn = t.client();
    expect((await signedIn.post('/api/login', signIn)).status).toBe(200);

    redis.kill('SIGSTOP');
    try {
      const timed = async (request: () => Promise<{ status: number; body: unknown }>) => {
        const started = performance.now();
        const response = await request();
        return { ...response, ms: performance.now() - started };
      };
      // A sign-in needs its rate limit and a new session, both in Redis.
      const login = await timed(() => t.client().post('/api/login', signIn));
      expect(login.status).toBe(503);
      expect(login.body).toEqual({ message: SERVICE_UNAVAILABLE });
      expect(login.ms).toBeLessThan(1000);
      // The health check takes the instance out of rotation.
      const health = await timed(() => t.client().get('/api/health'));
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(1000);
      // A signed-in read answers from what the instance remembers, or is refused: never held.
      for (const path of ['/api/user', '/api/channels']) {
        const read = await timed(() => signedIn.get(path));
        expect([200, 503]).toContain(read.status);
        expect(read.ms).toBeLessThan(1000);
      }
    } finally {
      redis.kill('SIGCONT');
    }

    expect((await t.client().post('/api/login', signIn)).status).toBe(200);
    expect((await t.client().get('/api/health')).status).toBe(200);
    expect((await signedIn.get('/api/user')).status).toBe(200);
  });
});
