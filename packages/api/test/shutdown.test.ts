import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import { startFakeYouTube, type FakeYouTube } from './fakes/youtube.js';
import { TestClient } from './support/client.js';

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
