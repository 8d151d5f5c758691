/**
 * Benchmark (a script, not a test): the scheduled refresh of BENCH_CHANNELS tracked YouTube channels (100,000)
 * against the fake YouTube on loopback, which makes each channel up from its id when asked (it holds none of
 * them). A fifth of the channels are tracked by a second user too (120,000 rows at 100,000), so the figures
 * also show that a shared channel is fetched once.
 *
 *   npm run bench:refresh
 *   BENCH_CHANNELS (100000)  BENCH_WORKER_CHANNELS (10000)
 *   BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test; a database of its own is made and dropped)
 *   BENCH_REDIS_URL (redis://127.0.0.1:6379/9: its queue keys and the users' data versions are removed after)
 *
 * 1. In this process on SQLite (the one-instance setup), the scheduler's refresh job run tick after tick without
 *    the minute between them: with a Data API key, the units one full refresh spends and its time, checked
 *    against CHANNEL_REFRESH_INTERVAL and 80 % of the default daily quota spent at that interval; then the same
 *    without a key (one channel page and one feed per channel, no units).
 * 2. The worker's throughput, one worker process against two (packages/api/src/worker.ts, started as the cluster
 *    starts it) sharing a PostgreSQL database and Redis, as several instances must (docs/operations.md, "Production"): the
 *    workers split the scheduler's tick jobs through BullMQ, each job taken by one of them; the bench registers
 *    the schedule as a server does and keeps a tick job waiting for each worker, as a backlog of ticks would, so
 *    the workers run back to back. Every channel is due, as in a full refresh, and each run is timed over the
 *    first BENCH_WORKER_CHANNELS (10,000) the ticks take, a slice never refreshed before for each run (so both
 *    start from the same state, and the bench stays within minutes). Channels refreshed per second, whether
 *    every channel of the slice was asked of YouTube exactly once across the workers and none twice (the ids of
 *    the fake's channels.list requests), and where the CPU went: each worker's (its /metrics), this process's
 *    (the fake YouTube) and that of PostgreSQL's backends serving the bench's database (from /proc).
 * Exits 1 when a channel was not refreshed or was fetched twice.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import knexFactory from 'knex';
import { ManualClock, systemClock } from '../packages/api/src/clock.js';
import { loadConfig } from '../packages/api/src/config.js';
import { createDb, postgresConfig, type Db } from '../packages/api/src/db/knex.js';
import { migrateToLatest } from '../packages/api/src/db/migrations/index.js';
import { channelJobsFor, startBullMqScheduler, TICK_JOB } from '../packages/api/src/jobs/index.js';
import { TICK_MS } from '../packages/api/src/jobs/pacing.js';
import { memoryUserVersions } from '../packages/api/src/cache/userVersions.js';
import { createLogger } from '../packages/api/src/logger.js';
import { createChannelProvider, createQuotaMeter } from '../packages/api/src/youtube/index.js';
import { FAKE_CREATOR, startFakeYouTube, type FakeChannel } from '../packages/api/test/fakes/youtube.js';
import { appProcess, type ClusterProcess } from '../scripts/cluster/cluster.js';
import { envNumber, machineLoad } from './lib/run.js';

const CHANNELS = envNumber('BENCH_CHANNELS', 100_000);
/** Tracked by a second user too: 200 of 1,000, as before the bench grew. */
const SHARED = Math.floor(CHANNELS / 5);
/** Timed in each workers' run (one worker, then two): the oldest due channels, at most half of them. */
const WORKER_CHANNELS = Math.min(envNumber('BENCH_WORKER_CHANNELS', 10_000), Math.floor(CHANNELS / 2));
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** knex inserts many rows into SQLite as one compound SELECT, which takes at most 500 terms. */
const ROWS_PER_INSERT = 400;
/** No progress for this long ends a workers' run as failed. */
const STALL_MS = 120_000;

const ID_DIGITS = 17;
const channelId = (n: number) => `UCbench${String(n).padStart(ID_DIGITS, '0')}`;
const BENCH_ID = new RegExp(`^UCbench(\\d{${ID_DIGITS}})$`);

/** The fake's channel of a bench id, made when asked. */
function benchChannel(id: string): FakeChannel | undefined {
  const match = BENCH_ID.exec(id);
  const n = match ? Number(match[1]) : NaN;
  if (!(n < CHANNELS)) return undefined;
  return {
    ...FAKE_CREATOR,
    id,
    title: `Bench channel ${n}`,
    handle: `@bench${n}`,
    customName: null,
    username: null,
    slug: `bench-${n}`,
    subscriberCount: String(1000 + n),
    videoCount: String(n % 500),
    viewCount: String(100_000 + n),
    uploads: [0, 1, 2].map((k) => ({
      videoId: `bv${String(n).padStart(6, '0')}_${k}${k}`,
      title: `Video ${k} of channel ${n}`,
      publishedAt: new Date(Date.UTC(2026, 9, 20 - k)).toISOString(),
    })),
  };
}

/**
 * Two users (the second tracks the first SHARED channels too) and the YouTube channels, fetched at `fetchedAt`;
 * every feed read at `now` and today's history roll-up done, so a tick's work is the refresh. Answers the users' ids.
 */
async function seed(db: Db, now: Date, fetchedAt: Date): Promise<number[]> {
  const users = (await db('users')
    .insert(
      ['bench_a', 'bench_b'].map((username) => ({
        username,
        role: 'user',
        is_active: true,
        created_at: now,
      })),
    )
    .returning('id')) as Array<{ id: number }>;
  const [alice, bob] = users.map((user) => user.id) as [number, number];
  const youtubeChannels = [];
  const rows = [];
  const feedPolls = [];
  for (let n = 0; n < CHANNELS; n++) {
    const id = channelId(n);
    youtubeChannels.push({
      id,
      channel_name: `Bench channel ${n}`,
      last_fetched: fetchedAt,
      created_at: now,
      updated_at: now,
    });
    rows.push({ channel_id: id, user_id: alice, created_at: now, updated_at: now });
    if (n < SHARED) rows.push({ channel_id: id, user_id: bob, created_at: now, updated_at: now });
    feedPolls.push({ youtube_channel_id: id, polled_at: now });
  }
  await db.batchInsert('youtube_channels', youtubeChannels, ROWS_PER_INSERT);
  await db.batchInsert('channels', rows, ROWS_PER_INSERT);
  await db.batchInsert('channel_feed_polls', feedPolls, ROWS_PER_INSERT);
  await db('scheduler_runs').insert({ job: 'rollup', last_run_at: now, last_result: null });
  return [alice, bob];
}

/** How often each channel id was asked of the fake since `from` (its channels.list ids, its channel pages). */
function askedIds(requests: string[], from: number): Map<string, number> {
  const asked = new Map<string, number>();
  const count = (id: string) => asked.set(id, (asked.get(id) ?? 0) + 1);
  for (const line of requests.slice(from)) {
    const [, target = ''] = line.split(' ');
    const url = new URL(target, 'http://fake');
    if (url.pathname === '/youtube/v3/channels') (url.searchParams.get('id') ?? '').split(',').forEach(count);
    else if (url.pathname.startsWith('/channel/')) count(url.pathname.slice('/channel/'.length));
  }
  return asked;
}

/**
 * Of the bench's channels `from` to `to` (not included): asked once, more than once, never; then the channels
 * asked outside them, and the channels (any) asked more than once.
 */
function onceEach(asked: Map<string, number>, from = 0, to = CHANNELS) {
  let once = 0;
  let twice = 0;
  for (let n = from; n < to; n++) {
    const times = asked.get(channelId(n)) ?? 0;
    if (times === 1) once++;
    else if (times > 1) twice++;
  }
  const twiceAny = [...asked.values()].filter((times) => times > 1).length;
  return { once, twice, missing: to - from - once - twice, others: asked.size - once - twice, twiceAny };
}

/** One full refresh in this process on SQLite, the ticks back to back. */
async function inProcess(withKey: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-refresh-'));
  const fake = await startFakeYouTube({ generated: benchChannel });
  const clock = new ManualClock(Date.UTC(2026, 10, 1, 12));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
    ...(withKey ? { YOUTUBE_API_KEY: 'bench-key' } : {}),
  });
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    let started = performance.now();
    await seed(db, clock.now(), clock.now());
    const seedMs = performance.now() - started;
    const quota = createQuotaMeter(db, clock, config.youtube.dailyQuota);
    const youtube = createChannelProvider(config, clock, { quota, timeoutMs: 10_000 });
    const jobs = channelJobsFor({
      config,
      db,
      versions: memoryUserVersions(),
      youtube,
      clock,
      logger: createLogger('warn'),
    });

    clock.advance(config.schedule.channelRefreshMs + HOUR);
    const unitsBefore = await quota.remaining();
    const requestsBefore = fake.requests.length;
    started = performance.now();
    let refreshed = 0;
    let ticks = 0;
    let batch = 0;
    let longestTickMs = 0;
    for (;;) {
      const tickStarted = performance.now();
      const report = await jobs.refreshDueChannels();
      if (report.due === 0) break;
      longestTickMs = Math.max(longestTickMs, performance.now() - tickStarted);
      if (report.quotaStopped || report.failed > 0)
        throw new Error(`refresh stopped: ${JSON.stringify(report)}`);
      batch = Math.max(batch, report.due);
      refreshed += report.refreshed;
      ticks++;
    }
    const refreshMs = performance.now() - started;
    const units = unitsBefore - (await quota.remaining());
    const upstream = fake.requests.length - requestsBefore;
    const asked = onceEach(askedIds(fake.requests, requestsBefore));
    const stale = await db('youtube_channels')
      .where('last_fetched', '<', clock.now())
      .count({ n: '*' })
      .first();
    return {
      config,
      seedMs,
      refreshed,
      ticks,
      batch,
      longestTickMs,
      refreshMs,
      units,
      upstream,
      asked,
      stale: Number(stale?.n ?? 0),
    };
  } finally {
    await db.destroy();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A counter's value in a Prometheus text exposition: the sum of its series whose labels include `labels`. */
function counter(text: string, name: string, labels: string[] = []): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels.every((label) => line.includes(label))) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

/** CPU seconds so far of PostgreSQL's backends serving `database` (their process titles name it), from /proc. */
function postgresCpuSeconds(database: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second).
      seconds.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

/** The CPU seconds of `after`'s processes since `before` (a backend that started meanwhile: all of its own). */
const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

interface WorkersRun {
  workers: number;
  seconds: number;
  refreshed: number;
  perSecond: number;
  units: number;
  asked: ReturnType<typeof onceEach>;
  /** Per worker: the refresh jobs it ran, the units it spent and its CPU seconds during the run (its /metrics). */
  perWorker: Array<{ refreshJobs: number; units: number; cpu: number }>;
  /** CPU seconds during the run: this process (the fake YouTube) and PostgreSQL's backends of the database. */
  benchCpu: number;
  postgresCpu: number;
  exitCodes: Array<number | null>;
}

/**
 * `count` worker processes splitting the tick jobs on Redis, on PostgreSQL where every channel is due and the
 * channels `from` to `to` (not included) are the oldest; the bench keeps `count` tick jobs waiting until each of
 * those was refreshed, then lets the ticks already taken finish.
 */
async function workersRun(
  count: number,
  slice: { from: number; to: number },
  shared: {
    db: Db;
    database: string;
    databaseUrl: string;
    prefix: string;
    fake: Awaited<ReturnType<typeof startFakeYouTube>>;
  },
): Promise<WorkersRun> {
  const { db, database, databaseUrl, prefix, fake } = shared;
  const due = slice.to - slice.from;
  const inSlice = () =>
    db('youtube_channels').where('id', '>=', channelId(slice.from)).where('id', '<', channelId(slice.to));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-workers-'));
  const metricsToken = randomBytes(16).toString('hex');
  const lastLines: string[] = [];
  const workers: ClusterProcess[] = Array.from({ length: count }, (_, index) =>
    appProcess(
      `worker-${index + 1}`,
      'worker',
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        JOB_QUEUE_PREFIX: prefix,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        METRICS_TOKEN: metricsToken,
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        YOUTUBE_API_KEY: 'bench-key',
        YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
        YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      },
      {
        fromSource: true,
        onLine: (name, line) => {
          lastLines.push(`${name}: ${line}`);
          if (lastLines.length > 20) lastLines.shift();
        },
      },
    ),
  );
  const scrape = () =>
    Promise.all(
      workers.map((worker) =>
        fetch(`${worker.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then(
          (response) => response.text(),
        ),
      ),
    );
  // The servers' part: the schedule registered, and the queue the ticks are added to.
  const scheduler = await startBullMqScheduler({
    redisUrl: REDIS_URL,
    prefix,
    clock: systemClock,
    logger: createLogger('warn'),
  });
  const { queue } = scheduler;
  const idle = async () => {
    const counts = await queue.getJobCounts('active', 'waiting');
    return counts.active === 0 && counts.waiting === 0;
  };
  try {
    await db('youtube_channels').update({ last_fetched: new Date() });
    await Promise.all(workers.map((worker) => worker.start()));
    // The workers' first ticks (nothing due yet) run before the clock starts.
    while (!(await idle())) await sleep(100);

    const requestsBefore = fake.requests.length;
    const cpuBefore = {
      workers: (await scrape()).map((text) => counter(text, 'process_cpu_seconds_total')),
      bench: process.cpuUsage(),
      postgres: postgresCpuSeconds(database),
    };
    // Every channel due, as in a full refresh; the slice an hour longer, so the ticks take it first.
    const dueAt = Date.now() - 7 * HOUR;
    await db('youtube_channels').update({
      last_fetched: db.raw('case when id >= ? and id < ? then ?::timestamptz else ?::timestamptz end', [
        channelId(slice.from),
        channelId(slice.to),
        new Date(dueAt - HOUR),
        new Date(dueAt),
      ]),
    });
    const startedAt = new Date();
    let refreshed = 0;
    let added = 0;
    let feeding = true;
    const feeder = (async () => {
      while (feeding) {
        const { waiting = 0 } = await queue.getJobCounts('waiting');
        for (let i = waiting; i < count; i++)
          await queue.add(TICK_JOB, {}, { jobId: `bench-${count}-${added++}` });
        await sleep(50);
      }
    })();
    let progressAt = Date.now();
    while (refreshed < due) {
      await sleep(250);
      const row = await inSlice().where('last_fetched', '>=', startedAt).count({ n: '*' }).first();
      const now = Number(row?.n ?? 0);
      if (now > refreshed) progressAt = Date.now();
      refreshed = now;
      if (Date.now() - progressAt > STALL_MS) break;
    }
    feeding = false;
    await feeder;
    // The ticks already taken finish (each finds nothing due, or what another took too).
    const drainDeadline = Date.now() + STALL_MS;
    while (!(await idle()) && Date.now() < drainDeadline) await sleep(250);
    const cpuAfter = {
      texts: await scrape(),
      bench: process.cpuUsage(cpuBefore.bench),
      postgres: postgresCpuSeconds(database),
    };
    const last = (await inSlice().max({ at: 'last_fetched' }).first()) as { at: unknown };
    const seconds = (new Date(last.at as string | Date).getTime() - startedAt.getTime()) / 1000;
    const units = Number(
      ((await db('youtube_quota').sum({ units: 'units' }).first()) as { units: unknown }).units ?? 0,
    );
    await db('youtube_quota').del();
    if (refreshed < due) console.error(lastLines.join('\n'));
    return {
      workers: count,
      seconds,
      refreshed,
      perSecond: refreshed / seconds,
      units,
      asked: onceEach(askedIds(fake.requests, requestsBefore), slice.from, slice.to),
      perWorker: cpuAfter.texts.map((text, index) => ({
        refreshJobs: counter(text, 'cc_job_runs_total', ['job="refresh"', 'outcome="succeeded"']),
        units: counter(text, 'cc_youtube_quota_units_spent_total'),
        cpu: counter(text, 'process_cpu_seconds_total') - (cpuBefore.workers[index] ?? 0),
      })),
      benchCpu: (cpuAfter.bench.user + cpuAfter.bench.system) / 1e6,
      postgresCpu: cpuSince(cpuBefore.postgres, cpuAfter.postgres),
      exitCodes: await Promise.all(workers.map((worker) => worker.stop())),
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await scheduler.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One worker, then two, on a PostgreSQL database of their own; null when PostgreSQL or Redis does not answer. */
async function workerRuns(): Promise<WorkersRun[] | null> {
  const admin = knexFactory(postgresConfig(PG_ADMIN_URL));
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await admin.raw('select 1');
    await redis.connect();
  } catch (error) {
    console.log(`  workers: skipped, PostgreSQL or Redis does not answer (${String(error)})`);
    await admin.destroy();
    redis.disconnect();
    return null;
  }
  const name = `cc_bench_refresh_${randomBytes(4).toString('hex')}`;
  const prefix = `cc-bench-refresh-${randomBytes(4).toString('hex')}`;
  await admin.raw(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = createDb({ dataDir: tmpdir(), databaseUrl });
  const fake = await startFakeYouTube({ generated: benchChannel });
  let userIds: number[] = [];
  try {
    await migrateToLatest(db);
    const now = new Date();
    userIds = await seed(db, now, now);
    await db.raw('analyze');
    const runs = [];
    // Each run its own slice of never-refreshed channels: the same work from the same state.
    for (const [index, count] of [1, 2].entries()) {
      const slice = { from: index * WORKER_CHANNELS, to: (index + 1) * WORKER_CHANNELS };
      runs.push(await workersRun(count, slice, { db, database: name, databaseUrl, prefix, fake }));
    }
    return runs;
  } finally {
    await db.destroy();
    await fake.close();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
    const keys = [...(await redis.keys(`${prefix}:*`)), ...userIds.map((id) => `cc:user-version:${id}`)];
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const number = (value: number) => value.toLocaleString('en-US');
const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const atMost = (value: number, bound: number) => (value <= bound ? '≤' : '>');

console.log(
  `bench:refresh: ${number(CHANNELS)} channels (${number(CHANNELS + SHARED)} rows, ${number(SHARED)} tracked by two users), fake YouTube on loopback; ${machineLoad()}`,
);
const dataApi = await inProcess(true);
const { config } = dataApi;
const intervalMs = config.schedule.channelRefreshMs;
const refreshesPerDay = DAY / intervalMs;
const dailyUnits = dataApi.units * refreshesPerDay;
const quotaGoal = 0.8 * config.youtube.dailyQuota;
// Paced as in production: one tick a minute, each taking `batch` channels.
const pacedMs = dataApi.ticks * TICK_MS;
const intervalMet = pacedMs <= intervalMs && dataApi.longestTickMs <= TICK_MS;
console.log(`  seeded in ${seconds(dataApi.seedMs)} (SQLite)`);
console.log(
  `  Data API, SQLite, this process: ${number(dataApi.units)} quota units, ${number(dataApi.upstream)} upstream requests, ` +
    `${number(dataApi.refreshed)} channels refreshed in ${dataApi.ticks} ticks of ${dataApi.batch}; the ticks' work ` +
    `${seconds(dataApi.refreshMs)} back to back (longest tick ${seconds(dataApi.longestTickMs)})`,
);
console.log(
  `    paced at one tick a minute: ${dataApi.ticks} × 1 min = ${minutes(pacedMs)} ${atMost(pacedMs, intervalMs)} CHANNEL_REFRESH_INTERVAL ` +
    `${minutes(intervalMs)}, each tick within its minute: ${verdict(intervalMet)}`,
);
console.log(
  `    quota: ${number(dataApi.units)} units × ${refreshesPerDay} refreshes a day (24 h / ${minutes(intervalMs)}) = ` +
    `${number(dailyUnits)} ${atMost(dailyUnits, quotaGoal)} 0.8 × ${number(config.youtube.dailyQuota)} = ${number(quotaGoal)}: ${verdict(dailyUnits <= quotaGoal)}`,
);
const keyless = await inProcess(false);
const keylessPacedMs = keyless.ticks * TICK_MS;
console.log(
  `  keyless, SQLite, this process: 0 quota units, ${number(keyless.upstream)} upstream requests ` +
    `(a channel page and a feed per channel), ${number(keyless.refreshed)} channels refreshed in ${keyless.ticks} ticks; ` +
    `the ticks' work ${seconds(keyless.refreshMs)} back to back (longest tick ${seconds(keyless.longestTickMs)}); ` +
    `paced: ${minutes(keylessPacedMs)}: ${verdict(keylessPacedMs <= intervalMs && keyless.longestTickMs <= TICK_MS)}`,
);
const workers = await workerRuns();
const share = (cpu: number, wall: number) => `${cpu.toFixed(1)} s (${Math.round((100 * cpu) / wall)} %)`;
for (const run of workers ?? [])
  console.log(
    `  ${run.workers} worker process${run.workers > 1 ? 'es' : ''}, Data API, PostgreSQL + Redis: the first ${number(WORKER_CHANNELS)} ` +
      `of the ${number(CHANNELS)} due, ${number(run.refreshed)} refreshed in ${run.seconds.toFixed(1)} s = ` +
      `${run.perSecond.toFixed(0)} channels/s, ${number(run.units)} units; asked of YouTube once ${number(run.asked.once)}, ` +
      `more than once ${number(run.asked.twice)}, never ${number(run.asked.missing)} (and ${number(run.asked.others)} ` +
      `of the other due channels by the last ticks, ${number(run.asked.twiceAny)} of any channel more than once); ` +
      run.perWorker
        .map(
          (worker, index) =>
            `worker ${index + 1}: ${worker.refreshJobs} tick jobs, ${number(worker.units)} units, CPU ${share(worker.cpu, run.seconds)}`,
        )
        .join('; ') +
      `; CPU of this process (the fake YouTube) ${share(run.benchCpu, run.seconds)}, of PostgreSQL's backends ` +
      `${share(run.postgresCpu, run.seconds)}; exit codes ${run.exitCodes.join(', ')}`,
  );
if (workers?.length === 2) {
  const [one, two] = workers as [WorkersRun, WorkersRun];
  console.log(`  two workers against one: ${(two.perSecond / one.perSecond).toFixed(2)}×`);
}
console.log(`  ${machineLoad()} at the end`);

const exactlyOnce = (asked: ReturnType<typeof onceEach>, due = CHANNELS) =>
  asked.once === due && asked.twiceAny === 0;
const ok =
  dataApi.refreshed === CHANNELS &&
  keyless.refreshed === CHANNELS &&
  exactlyOnce(dataApi.asked) &&
  exactlyOnce(keyless.asked) &&
  dataApi.asked.others === 0 &&
  keyless.asked.others === 0 &&
  dataApi.upstream === Math.ceil(CHANNELS / 50) &&
  dataApi.stale === 0 &&
  keyless.stale === 0 &&
  (workers ?? []).every(
    (run) => run.refreshed === WORKER_CHANNELS && exactlyOnce(run.asked, WORKER_CHANNELS),
  );
if (!ok) {
  console.error('FAILED: every channel refreshed exactly once');
  process.exit(1);
}
