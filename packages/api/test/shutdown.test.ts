import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { createDb } from '../src/db/knex.js';
import { ANOTHER_CREATOR, FAKE_CREATOR, startFakeYouTube, type FakeYouTube } from './fakes/youtube.js';
import { startAppProcess } from './support/appProcess.js';
import { TestClient } from './support/client.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { importFinished } from './support/imports.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UPSTREAM_DELAY_MS = 1500;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Forwards to the fake YouTube after a delay, so a channel lookup is a request that is slow on purpose. */
function slowProxy(target: string, delayMs: number, onRequest: () => void): Promise<Server> {
  const proxy = createServer((req, res) => {
    onRequest();
    setTimeout(() => {
      const upstream = httpRequest(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delayMs);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('graceful shutdown on SIGTERM (the server process)', () => {
  let fake: FakeYouTube;
  let proxy: Server;
  let server: ChildProcess;
  let port: number;
  let upstreamCalled: () => void;
  const upstreamReached = new Promise<void>((resolve) => (upstreamCalled = resolve));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-shutdown-'));
  const output: string[] = [];

  beforeAll(async () => {
    fake = await startFakeYouTube();
    proxy = await slowProxy(fake.url, UPSTREAM_DELAY_MS, () => upstreamCalled());
    port = await freePort();
    server = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@channel-countdown/source', 'src/server.ts'],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          YOUTUBE_WEB_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
          YOUTUBE_API_KEY: '',
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: server.stdout! });
      lines.on('line', (line) => {
        output.push(line);
        if (line.includes('Channel Countdown listening')) resolve();
      });
      server.once('exit', (code) =>
        reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`)),
      );
    });
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the in-flight request, refuses new connections, closes the database and exits 0', async () => {
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const registered = await client.post('/api/register', {
      username: 'shutdown_user',
      email: 'shutdown@example.com',
      password: 'Passw0rd!',
    });
    expect(registered.status).toBe(201);

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const inFlight = client.post('/api/channels', { channelId: '@fakecreator' });
    await upstreamReached;
    const signalledAt = Date.now();
    server.kill('SIGTERM');

    // While the slow request is still running, the listening socket is already closed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await connectionRefused(port)).toBe(true);

    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ channelName: 'Fake Creator' });
    expect(Date.now() - signalledAt).toBeGreaterThan(UPSTREAM_DELAY_MS / 2);

    expect(await exited).toBe(0);
    expect(output.join('\n')).toContain('shut down cleanly');

    // The acknowledged write is on disk, and the file is whole.
    const db = createDb({ dataDir, databaseUrl: undefined });
    try {
      expect(await db('channels').pluck('channel_id')).toHaveLength(1);
      expect(await db('youtube_channels').pluck('channel_name')).toEqual(['Fake Creator']);
      expect(await db.raw('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await db.destroy();
    }
  }, 30_000);
});

describe('SHUTDOWN_TIMEOUT bounds the wait for requests in flight', () => {
  it('cuts off a request still running after it and exits 1', async () => {
    const fake = await startFakeYouTube();
    let reached: () => void;
    const upstreamReached = new Promise<void>((resolve) => (reached = resolve));
    const proxy = await slowProxy(fake.url, 4000, () => reached());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-shutdown-timeout-'));
    const port = await freePort();
    const server = await startAppProcess('server', {
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_TIMEOUT: '1s',
      YOUTUBE_WEB_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      YOUTUBE_API_KEY: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    try {
      const client = new TestClient(`http://127.0.0.1:${port}`);
      await signUp(client, 'impatient');
      const inFlight = client.post('/api/channels', { channelId: '@fakecreator' }).then(
        (answer) => answer.status,
        () => 'cut off',
      );
      await upstreamReached;
      const signalledAt = Date.now();
      expect(await server.stop()).toBe(1);
      const waited = Date.now() - signalledAt;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(3500);
      expect(await inFlight).toBe('cut off');
      expect(server.lines.join('\n')).toContain('in-flight requests still running after the grace period');
    } finally {
      await server.stop();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe.runIf(redisAnswers)('graceful shutdown on SIGTERM (the worker process)', () => {
  let t: TestApp;
  let proxy: Server;
  let upstreamCalls = 0;
  const prefix = `cc-test-worker-stop-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      apiKey: 'test-api-key',
      env: { REDIS_URL: REDIS_TEST_URL, JOB_QUEUE_PREFIX: prefix, REDIS_KEY_PREFIX: prefix },
    });
    proxy = await slowProxy(t.fake.url, UPSTREAM_DELAY_MS, () => (upstreamCalls += 1));
  });
  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => proxy?.close(resolve));
    await t?.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets the running job finish its current step, leaves the rest for the next worker and exits 0', async () => {
    const env = {
      DATA_DIR: t.database.dataDir,
      REDIS_URL: REDIS_TEST_URL,
      JOB_QUEUE_PREFIX: prefix,
      REDIS_KEY_PREFIX: prefix,
      YOUTUBE_API_KEY: 'test-api-key',
      YOUTUBE_API_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/youtube/v3`,
      SHUTDOWN_TIMEOUT: '20s',
    };
    const worker = await startAppProcess('worker', env);
    const client = t.client();
    await signUp(client, 'importer');
    const started = await client.post<{ id: number }>(paths.channelsImport, {
      inputs: [FAKE_CREATOR.id, ANOTHER_CREATOR.id],
    });
    expect(started.status).toBe(202);
    for (let i = 0; i < 200 && upstreamCalls === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(upstreamCalls).toBeGreaterThan(0);

    // SIGTERM while the first channel's lookup is on its way: that input is finished, the second is not.
    const signalledAt = Date.now();
    expect(await worker.stop()).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThan(UPSTREAM_DELAY_MS / 2);
    expect(worker.lines.join('\n')).toContain('worker shutting down: finishing the running job');
    const items = await t.db('import_job_items').where('job_id', started.body.id).orderBy('position');
    expect(items.map((item: { status: string }) => item.status)).toEqual(['added', 'pending']);
    expect(await t.db('import_jobs').where('id', started.body.id).first('lease_owner')).toEqual({
      lease_owner: null,
    });

    // The next worker takes the rest up.
    const next = await startAppProcess('worker', env);
    try {
      const done = await importFinished(client, started.body.id, 20_000);
      expect(done).toMatchObject({ status: 'done', added: 2 });
    } finally {
      expect(await next.stop()).toBe(0);
    }
  }, 60_000);
});
