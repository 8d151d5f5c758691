/**
 * Benchmark (a script, not a test): GET /api/channels for a user with 100 channels, each with a timer and
 * 3 notes, loaded with autocannon at 50 connections, three ways: without Accept-Encoding (the plain
 * JSON), with a browser's Accept-Encoding (Brotli), and as a browser's revalidating poll (If-None-Match:
 * 304). Beside each, a bare node:http server answering the same bytes (or the same 304) in the same run, as
 * the ceiling. Prints requests/s, p99 latency and the ratio; the goal is ≥ 0.5× bare for the plain read.
 *
 * After 2 s each to warm up, the app and the bare server take turns, 5 s each, for 3 rounds (30 s per
 * way): on a shared machine the speed drifts by a third from one minute to the next, and a ratio of two runs
 * taken far apart measures the drift as much as the app. Each round's ratio is printed, and the figure is
 * their median.
 *
 *   npm run bench:api                         (SQLite in a temp DATA_DIR)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:api
 *   METRICS_TOKEN=any-token-of-16-chars npm run bench:api   (with the Prometheus metrics on)
 *
 * The servers run in a child process so autocannon does not share their event loop.
 * Env: BENCH_DURATION (s per turn, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './lib/stats.js';

const CHANNELS = 100;
const NOTES_PER_CHANNEL = 3;
const PASSWORD = 'BenchPassw0rd';
const WARM_UP_SECONDS = 2;

interface Targets {
  appUrl: string;
  bareUrl: string;
  cookie: string;
  bytes: number;
  brotliBytes: number;
  etag: string;
  database: string;
}

/** Child: seed a database, start the real app and the bare server, report where they listen. */
async function serve(): Promise<void> {
  const { createApp } = await import('../packages/api/src/app.js');
  const { systemClock } = await import('../packages/api/src/clock.js');
  const { loadConfig } = await import('../packages/api/src/config.js');
  const { createDb } = await import('../packages/api/src/db/knex.js');
  const { migrateToLatest } = await import('../packages/api/src/db/migrations/index.js');
  const { seedDashboardUser } = await import('./lib/dashboardSeed.js');
  const { createChannelProvider } = await import('../packages/api/src/youtube/index.js');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    // METRICS_TOKEN=… npm run bench:api measures the app with its metrics on (README, "Metrics and probes").
    ...(process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {}),
  });
  // The production cookie is `secure`; autocannon speaks plain http, so sign the cookie without it.
  const appConfig = { ...config, isProduction: false };
  const db = createDb(config);
  await migrateToLatest(db);

  const now = new Date();
  const username = `bench_${Date.now()}`;
  await seedDashboardUser(db, {
    username,
    password: PASSWORD,
    channels: CHANNELS,
    notesPerChannel: NOTES_PER_CHANNEL,
    now,
  });

  const app = createApp({
    db,
    youtube: createChannelProvider(config, systemClock),
    clock: systemClock,
    config: appConfig,
  });
  const appServer = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => appServer.once('listening', resolve));
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;

  const login = await fetch(`${appUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const sample = await fetch(`${appUrl}/api/channels`, { headers: { cookie } });
  const bytes = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json; charset=utf-8';
  const channels = JSON.parse(bytes.toString()) as unknown[];
  if (channels.length !== CHANNELS) throw new Error(`expected ${CHANNELS} channels, got ${channels.length}`);

  const etag = sample.headers.get('etag') ?? '';
  const brotli = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } });
  // The ceiling for each way of asking: the same bytes (plain or Brotli) or the same 304, with no work.
  const bare = createServer((req, res) => {
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': 'private, no-cache' });
      res.end();
    } else if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, {
        'content-type': contentType,
        'content-encoding': 'br',
        'content-length': brotli.length,
        etag,
      });
      res.end(brotli);
    } else {
      res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length, etag });
      res.end(bytes);
    }
  });
  bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => bare.once('listening', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  const targets: Targets = {
    appUrl,
    bareUrl,
    cookie,
    bytes: bytes.length,
    brotliBytes: brotli.length,
    etag,
    database: config.databaseUrl ? 'postgresql' : 'sqlite (WAL)',
  };
  console.log(JSON.stringify(targets));

  process.on('SIGTERM', () => {
    appServer.close();
    bare.close();
    void db.destroy().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

function load(url: string, headers: Record<string, string>, duration: number, connections: number) {
  return autocannon({ url, headers, duration, connections });
}

/** Parent: start the child, load each server in turn, print the figures. */
async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--conditions=@channel-countdown/source', fileURLToPath(import.meta.url), 'serve'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const targets = JSON.parse(firstLine) as Targets;
  try {
    console.log(
      `GET /api/channels: ${CHANNELS} channels × (1 timer + ${NOTES_PER_CHANNEL} notes), ${targets.bytes} bytes, ${targets.database}; ` +
        `${rounds} rounds of ${duration} s each at ${connections} connections, app and bare in turn`,
    );
    const row = (name: string, runs: autocannon.Result[]) => {
      const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
      const p99 = Math.max(...runs.map((r) => r.latency.p99));
      const sum = (key: 'non2xx' | 'errors' | 'timeouts') => runs.reduce((total, r) => total + r[key], 0);
      return (
        `  ${name.padEnd(10)} ${(requests / (duration * runs.length)).toFixed(0).padStart(8)} req/s   p99 ${String(p99).padStart(5)} ms   ` +
        `(${requests} requests, ${sum('non2xx')} non-2xx, ${sum('errors')} errors, ${sum('timeouts')} timeouts)`
      );
    };
    const ways: Array<{ name: string; headers: Record<string, string>; status: number }> = [
      { name: `plain JSON (${targets.bytes} bytes)`, headers: {}, status: 200 },
      {
        name: `Accept-Encoding: br, gzip (${targets.brotliBytes} bytes)`,
        headers: { 'accept-encoding': 'br, gzip' },
        status: 200,
      },
      { name: 'If-None-Match (304)', headers: { 'if-none-match': targets.etag }, status: 304 },
    ];
    for (const way of ways) {
      const loadApp = (seconds: number) =>
        load(
          `${targets.appUrl}/api/channels`,
          { cookie: targets.cookie, ...way.headers },
          seconds,
          connections,
        );
      const loadBare = (seconds: number) => load(targets.bareUrl, way.headers, seconds, connections);
      // Not counted: the first seconds of a path run code the JIT has not compiled yet.
      await loadApp(WARM_UP_SECONDS);
      await loadBare(WARM_UP_SECONDS);
      const app: autocannon.Result[] = [];
      const bare: autocannon.Result[] = [];
      for (let round = 0; round < rounds; round++) {
        app.push(await loadApp(duration));
        bare.push(await loadBare(duration));
      }
      const ratios = app.map((r, i) => r.requests.total / bare[i]!.requests.total);
      console.log(way.name);
      console.log(row('Koa app', app));
      console.log(row('bare', bare));
      console.log(
        `  ratio app/bare: ${median(ratios).toFixed(3)} (median of the rounds' ${ratios.map((r) => r.toFixed(3)).join(', ')})`,
      );
      for (const api of app) {
        // autocannon counts a 304 as non-2xx (and as 3xx): each way must answer only its expected status.
        const unexpected =
          way.status === 304
            ? api.requests.total - (api as unknown as Record<'3xx', number>)['3xx']
            : api.non2xx;
        if (unexpected > 0 || api.errors > 0) process.exitCode = 1;
      }
    }
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
