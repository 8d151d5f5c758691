/**
 * Benchmark (a script, not a test): GET /api/channels for a user with 100 channels, each with a timer and
 * 3 notes, loaded with autocannon at 50 connections, three ways: without Accept-Encoding (the plain
 * JSON), with a browser's Accept-Encoding (Brotli), and as a browser's revalidating poll (If-None-Match:
 * 304). Beside each, a bare node:http server answering the same bytes in the same run, as the ceiling: the
 * app's own answer to that request (status, headers and body, as it sent them once) sent back as it is.
 * Prints requests/s, p99 latency and the ratio; the goals are ≥ 0.85× bare for the plain read and ≥ 0.9×
 * bare for the revalidating poll (Brotli has none).
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
 * Beside each, the CPU time the server process spent per request (from /proc), the median of the rounds.
 * Env: BENCH_DURATION (s per turn, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 50).
 *
 *   BENCH_CALIBRATE=1 npm run bench:api
 *
 * prints what the revalidating poll costs the server process (CPU µs per request, from /proc), the app's and
 * the bare server's, and the ratio to bare of bare servers that do 2 to 50 µs of busy work before the same
 * 304: how much work per request a given ratio leaves on this machine.
 *
 *   BENCH_METRICS_OVERHEAD=1 npm run bench:api
 *
 * measures what the Prometheus metrics cost instead: two app processes on the same seed, one with
 * METRICS_TOKEN set and one without (tracing off in both), loaded in turns (which goes first alternates
 * from round to round), for the plain read and the revalidating poll; prints each one's req/s, p99 and CPU
 * time per request (the server process's, from /proc: on a shared machine the throughput moves with the
 * other work, the CPU a request costs much less), each round's ratios on/off and the overhead (the medians);
 * goal under 5 %. BENCH_ROUNDS defaults to 6 here. It also times the metrics' own calls of one request in
 * this process. BENCH_METRICS_CONTROL=1 runs the same with metrics off in both, to show the noise floor.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMsOf } from './lib/processes.js';
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
  /** BENCH_CALIBRATE: bare servers answering the 304 after this many µs of busy work, by the µs. */
  spinningUrls?: Record<number, string>;
}

/** BENCH_CALIBRATE: the µs of busy work per request of each calibrating bare server. */
const SPIN_MICROSECONDS = [2, 5, 10, 20, 50];

/**
 * The app's answer to a GET of its channel list with `headers`: status, headers as sent (names and values in
 * turn, but those Node writes of itself: Date, Connection, Keep-Alive), body, and its ETag.
 */
async function answerOf(appUrl: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: string[]; body: Buffer; etag: string }>((resolve, reject) => {
    get(`${appUrl}/api/channels`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const sent: string[] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!;
          if (!/^(date|connection|keep-alive)$/i.test(name)) sent.push(name, response.rawHeaders[i + 1]!);
        }
        resolve({
          status: response.statusCode!,
          headers: sent,
          body: Buffer.concat(chunks),
          etag: response.headers.etag ?? '',
        });
      });
    }).on('error', reject);
  });
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
    // METRICS_TOKEN=… npm run bench:api measures the app with its metrics on (docs/operations.md, "Metrics and probes").
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
  // The app's three answers as sent, headers and bytes, which the bare server sends back as they are.
  const plain = await answerOf(appUrl, { cookie });
  const channels = JSON.parse(plain.body.toString()) as unknown[];
  if (channels.length !== CHANNELS) throw new Error(`expected ${CHANNELS} channels, got ${channels.length}`);
  const { etag } = plain;
  const brotli = await answerOf(appUrl, { cookie, 'accept-encoding': 'br' });
  const revalidated = await answerOf(appUrl, { cookie, 'if-none-match': etag });
  if (revalidated.status !== 304) throw new Error(`expected a 304 poll, got ${revalidated.status}`);
  // The ceiling for each way of asking: the same answer (status, headers and bytes) with no work.
  const bare = createServer((req, res) => {
    const answer =
      req.headers['if-none-match'] === etag
        ? revalidated
        : /\bbr\b/.test(req.headers['accept-encoding'] ?? '')
          ? brotli
          : plain;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  bare.listen(0, '127.0.0.1');
  await new Promise((resolve) => bare.once('listening', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

  // BENCH_CALIBRATE: the bare 304 after some busy work, to show what a request's cost does to the ratio.
  const spinningUrls: Record<number, string> = {};
  if (process.env.BENCH_CALIBRATE) {
    for (const microseconds of SPIN_MICROSECONDS) {
      const spinning = createServer((_req, res) => {
        const until = process.hrtime.bigint() + BigInt(microseconds * 1000);
        while (process.hrtime.bigint() < until);
        res.writeHead(304, revalidated.headers);
        res.end();
      });
      spinning.listen(0, '127.0.0.1');
      await new Promise((resolve) => spinning.once('listening', resolve));
      spinningUrls[microseconds] = `http://127.0.0.1:${(spinning.address() as AddressInfo).port}`;
    }
  }

  const targets: Targets = {
    spinningUrls,
    appUrl,
    bareUrl,
    cookie,
    bytes: plain.body.length,
    brotliBytes: brotli.body.length,
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

/**
 * A load run, and the CPU time (user and system, from /proc) the server process `pid` spent per request of it:
 * steadier than the throughput on a shared machine, whose other work moves every server's speed.
 */
async function withCpu(pid: number, run: () => PromiseLike<autocannon.Result>) {
  const before = cpuMsOf(pid);
  const result = await run();
  return { result, cpuUs: ((cpuMsOf(pid) - before) * 1000) / result.requests.total };
}

/** Each mode's load: BENCH_DURATION s per turn (default 5), BENCH_ROUNDS rounds, BENCH_CONNECTIONS (default 50). */
function loadSettings(defaultRounds: number) {
  return {
    duration: Number(process.env.BENCH_DURATION ?? 5),
    rounds: Number(process.env.BENCH_ROUNDS ?? defaultRounds),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  };
}

/** A serving child (see serve()) with `env`, once it reported where it listens. */
async function startChild(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [...process.execArgv, '--conditions=@channel-countdown/source', fileURLToPath(import.meta.url), 'serve'],
    { stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  return { child, targets: JSON.parse(firstLine) as Targets };
}

/** BENCH_METRICS_OVERHEAD: the app with metrics off and on, in turns (see the header). */
async function metricsOverhead(): Promise<void> {
  const { duration, rounds, connections } = loadSettings(6);
  const loadBefore = os.loadavg();
  const off = await startChild({ ...process.env, METRICS_TOKEN: '' });
  // BENCH_METRICS_CONTROL: both off, the same comparison as a control (what the machine's noise alone shows).
  const control = Boolean(process.env.BENCH_METRICS_CONTROL);
  const on = await startChild({
    ...process.env,
    METRICS_TOKEN: control ? '' : 'bench-metrics-token-0123456789',
  });
  try {
    console.log(
      `Metrics' cost on GET /api/channels (${off.targets.bytes} bytes, ${off.targets.database}): ${rounds} rounds ` +
        `of ${duration} s each at ${connections} connections, metrics off and on in turns; tracing off` +
        (control ? ' (CONTROL: metrics off in both)' : ''),
    );
    // What the metrics' calls of one request cost in themselves (the app's own Metrics, in this process).
    const { createMetrics } = await import('../packages/api/src/observability/metrics.js');
    const metrics = createMetrics({ role: 'server' });
    const calls = 200_000;
    const started = performance.now();
    for (let i = 0; i < calls; i++) {
      const timer = performance.now();
      metrics.httpRequest('GET', '/api/channels', 200, (performance.now() - timer) / 1000);
      metrics.polledRead('channels', 'hit');
    }
    console.log(
      `the metrics' calls of one request (a timing, the request histogram, the poll counter): ` +
        `${(((performance.now() - started) * 1000) / calls).toFixed(2)} µs`,
    );
    // Each process seeded its own database: a poll revalidates with that process's own ETag.
    const ways = [
      { name: 'plain JSON', headers: (_: Targets): Record<string, string> => ({}) },
      { name: 'revalidating poll (304)', headers: (targets: Targets) => ({ 'if-none-match': targets.etag }) },
    ];
    for (const way of ways) {
      const loadOf = (targets: Targets, seconds: number) =>
        load(
          `${targets.appUrl}/api/channels`,
          { cookie: targets.cookie, ...way.headers(targets) },
          seconds,
          connections,
        );
      await loadOf(off.targets, WARM_UP_SECONDS);
      await loadOf(on.targets, WARM_UP_SECONDS);
      const offRuns: autocannon.Result[] = [];
      const onRuns: autocannon.Result[] = [];
      /** CPU µs the server process spent per request during each run (robust to the machine's other load). */
      const offCpu: number[] = [];
      const onCpu: number[] = [];
      const measured = async (server: typeof off, runs: autocannon.Result[], cpu: number[]) => {
        const { result, cpuUs } = await withCpu(server.child.pid!, () => loadOf(server.targets, duration));
        cpu.push(cpuUs);
        runs.push(result);
      };
      for (let round = 0; round < rounds; round++) {
        if (round % 2 === 0) {
          await measured(off, offRuns, offCpu);
          await measured(on, onRuns, onCpu);
        } else {
          await measured(on, onRuns, onCpu);
          await measured(off, offRuns, offCpu);
        }
      }
      const rate = (runs: autocannon.Result[]) => runs.map((run) => run.requests.total / duration);
      const ratios = onRuns.map((run, i) => run.requests.total / offRuns[i]!.requests.total);
      const p99 = (runs: autocannon.Result[]) => median(runs.map((run) => run.latency.p99));
      // Every answer is the way's own: 200 for the read, 304 for the poll (autocannon counts a 304 as 3xx).
      const expected = way.name.includes('304') ? '3xx' : '2xx';
      const failures = [...offRuns, ...onRuns].reduce(
        (sum, run) =>
          sum +
          run.errors +
          run.timeouts +
          run.requests.total -
          (run as unknown as Record<string, number>)[expected]!,
        0,
      );
      if (failures > 0) console.log(`  ${failures} answers were not the way's own status, or failed`);
      const cpuRatios = onCpu.map((cpu, i) => cpu / offCpu[i]!);
      const cpuUs = (cpu: number[]) => `${median(cpu).toFixed(0)} µs CPU per request`;
      console.log(way.name);
      console.log(
        `  metrics off  ${median(rate(offRuns)).toFixed(0).padStart(7)} req/s   p99 ${p99(offRuns)} ms   ${cpuUs(offCpu)}`,
      );
      console.log(
        `  metrics on   ${median(rate(onRuns)).toFixed(0).padStart(7)} req/s   p99 ${p99(onRuns)} ms   ${cpuUs(onCpu)}`,
      );
      console.log(`  throughput on/off per round: ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')}`);
      console.log(
        `  CPU per request on/off per round: ${cpuRatios.map((ratio) => ratio.toFixed(3)).join(', ')}`,
      );
      console.log(
        `  overhead (medians of the rounds): throughput ${((1 - median(ratios)) * 100).toFixed(1)} %, ` +
          `CPU per request ${((median(cpuRatios) - 1) * 100).toFixed(1)} %; goal < 5 %`,
      );
      if (failures > 0) process.exitCode = 1;
    }
    const loadAfter = os.loadavg();
    console.log(
      `machine: ${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ` +
        `${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`,
    );
  } finally {
    off.child.kill('SIGTERM');
    on.child.kill('SIGTERM');
  }
}

/**
 * BENCH_CALIBRATE: what a 304's cost does to the ratio on this machine. The CPU time (user and system, from
 * /proc) the server process spends per revalidating poll, the app's and the bare server's; then bare servers
 * that do a few µs of busy work before the same 304, each loaded in turns with the bare one, and their ratios.
 */
async function calibrate(): Promise<void> {
  const { duration, rounds, connections } = loadSettings(3);
  const { child, targets } = await startChild(process.env);
  const revalidating = { 'if-none-match': targets.etag };
  /** A run's requests/s and the server process's CPU µs per request. */
  const measured = async (url: string, headers: Record<string, string>) => {
    const { result, cpuUs } = await withCpu(child.pid!, () => load(url, headers, duration, connections));
    return { perSecond: result.requests.total / duration, cpuUs };
  };
  try {
    console.log(
      `The revalidating poll's cost (If-None-Match, 304): ${rounds} rounds of ${duration} s each at ${connections} connections`,
    );
    const app = `${targets.appUrl}/api/channels`;
    await load(app, { cookie: targets.cookie, ...revalidating }, WARM_UP_SECONDS, connections);
    const servers: Array<{ name: string; url: string; headers: Record<string, string> }> = [
      { name: 'Koa app', url: app, headers: { cookie: targets.cookie, ...revalidating } },
      ...SPIN_MICROSECONDS.map((microseconds) => ({
        name: `bare + ${microseconds} µs`,
        url: targets.spinningUrls![microseconds]!,
        headers: revalidating,
      })),
    ];
    for (const server of servers) {
      const runs: Array<{ perSecond: number; cpuUs: number; ratio: number }> = [];
      for (let round = 0; round < rounds; round++) {
        const run = await measured(server.url, server.headers);
        const bare = await measured(targets.bareUrl, revalidating);
        runs.push({ ...run, ratio: run.perSecond / bare.perSecond });
        if (round === rounds - 1 && server === servers[0])
          console.log(`  bare:          CPU ${bare.cpuUs.toFixed(1)} µs per request`);
      }
      console.log(
        `  ${server.name.padEnd(14)} ${median(runs.map((run) => run.perSecond))
          .toFixed(0)
          .padStart(7)} req/s, ` +
          `CPU ${median(runs.map((run) => run.cpuUs)).toFixed(1)} µs per request, ratio to bare ` +
          `${median(runs.map((run) => run.ratio)).toFixed(3)} (rounds ${runs.map((run) => run.ratio.toFixed(3)).join(', ')})`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

/** Parent: start the child, load each server in turn, print the figures. */
async function main(): Promise<void> {
  const { duration, rounds, connections } = loadSettings(3);
  const { child, targets } = await startChild(process.env);
  try {
    console.log(
      `GET /api/channels: ${CHANNELS} channels × (1 timer + ${NOTES_PER_CHANNEL} notes), ${targets.bytes} bytes, ${targets.database}; ` +
        `${rounds} rounds of ${duration} s each at ${connections} connections, app and bare in turn`,
    );
    // The server process's CPU time per request of each run, beside its throughput.
    const cpuUs = new Map<autocannon.Result, number>();
    const timed = async (run: () => PromiseLike<autocannon.Result>) => {
      const measured = await withCpu(child.pid!, run);
      cpuUs.set(measured.result, measured.cpuUs);
      return measured.result;
    };
    const row = (name: string, runs: autocannon.Result[]) => {
      const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
      const cpu = median(runs.map((r) => cpuUs.get(r)!));
      const p99 = Math.max(...runs.map((r) => r.latency.p99));
      const sum = (key: 'non2xx' | 'errors' | 'timeouts') => runs.reduce((total, r) => total + r[key], 0);
      return (
        `  ${name.padEnd(10)} ${(requests / (duration * runs.length)).toFixed(0).padStart(8)} req/s   p99 ${String(p99).padStart(5)} ms   ` +
        `CPU ${cpu.toFixed(1).padStart(5)} µs per request   ` +
        `(${requests} requests, ${sum('non2xx')} non-2xx, ${sum('errors')} errors, ${sum('timeouts')} timeouts)`
      );
    };
    const ways: Array<{ name: string; headers: Record<string, string>; status: number; goal?: number }> = [
      { name: `plain JSON (${targets.bytes} bytes)`, headers: {}, status: 200, goal: 0.85 },
      {
        name: `Accept-Encoding: br, gzip (${targets.brotliBytes} bytes)`,
        headers: { 'accept-encoding': 'br, gzip' },
        status: 200,
      },
      { name: 'If-None-Match (304)', headers: { 'if-none-match': targets.etag }, status: 304, goal: 0.9 },
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
        app.push(await timed(() => loadApp(duration)));
        bare.push(await timed(() => loadBare(duration)));
      }
      const ratios = app.map((r, i) => r.requests.total / bare[i]!.requests.total);
      console.log(way.name);
      console.log(row('Koa app', app));
      console.log(row('bare', bare));
      console.log(
        `  ratio app/bare: ${median(ratios).toFixed(3)} (median of the rounds' ${ratios.map((r) => r.toFixed(3)).join(', ')})` +
          (way.goal === undefined
            ? ''
            : `; goal ≥ ${way.goal}× bare: ${median(ratios) >= way.goal ? 'met' : 'missed'}`),
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
else if (process.env.BENCH_METRICS_OVERHEAD) await metricsOverhead();
else if (process.env.BENCH_CALIBRATE) await calibrate();
else await main();
