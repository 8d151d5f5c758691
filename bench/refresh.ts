/**
 * Benchmark (a script, not a test): a full scheduled refresh of 1,000 tracked YouTube channels against the
 * fake YouTube on loopback, SQLite in a temp DATA_DIR. 200 of the channels are tracked by a second user too
 * (1,200 rows), so the figures also show that a shared channel is fetched once.
 *
 *   npm run bench:refresh
 *
 * Prints, for the Data API provider, the quota units one full refresh spends and how long it takes (the
 * scheduler's ticks run back to back, without the minute between them); then the same refresh without a
 * key (one public page per channel, no units) and one full poll of the 1,000 feeds.
 * Exits 1 when a channel was not refreshed or was fetched twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ManualClock } from '../packages/api/src/clock.js';
import { loadConfig } from '../packages/api/src/config.js';
import { createDb, type Db } from '../packages/api/src/db/knex.js';
import { migrateToLatest } from '../packages/api/src/db/migrations/index.js';
import { channelJobsFor } from '../packages/api/src/jobs/index.js';
import { memoryUserVersions } from '../packages/api/src/cache/userVersions.js';
import { createLogger } from '../packages/api/src/logger.js';
import { createChannelProvider, createQuotaMeter } from '../packages/api/src/youtube/index.js';
import { FAKE_CREATOR, startFakeYouTube, type FakeChannel } from '../packages/api/test/fakes/youtube.js';

const CHANNELS = 1000;
const SHARED = 200;
const HOUR = 60 * 60 * 1000;

const channelId = (n: number) => `UCbench${String(n).padStart(17, '0')}`;

function fakeChannel(n: number): FakeChannel {
  return {
    ...FAKE_CREATOR,
    id: channelId(n),
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

async function seed(db: Db, now: Date) {
  const [alice, bob] = await db('users')
    .insert(
      ['bench_a', 'bench_b'].map((username) => ({
        username,
        role: 'user',
        is_active: true,
        created_at: now,
      })),
    )
    .returning('id');
  const youtubeChannels = [];
  const rows = [];
  for (let n = 0; n < CHANNELS; n++) {
    youtubeChannels.push({
      id: channelId(n),
      channel_name: `Bench channel ${n}`,
      last_fetched: now,
      created_at: now,
      updated_at: now,
    });
    const row = { channel_id: channelId(n), created_at: now, updated_at: now };
    rows.push({ ...row, user_id: (alice as { id: number }).id });
    if (n < SHARED) rows.push({ ...row, user_id: (bob as { id: number }).id });
  }
  await db.batchInsert('youtube_channels', youtubeChannels, 200);
  await db.batchInsert('channels', rows, 200);
}

async function run(withKey: boolean) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-refresh-'));
  const fake = await startFakeYouTube();
  for (let n = 0; n < CHANNELS; n++) fake.addChannel(fakeChannel(n));
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
    await seed(db, clock.now());
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

    clock.advance(7 * HOUR);
    const unitsBefore = await quota.remaining();
    const requestsBefore = fake.requests.length;
    let started = performance.now();
    let refreshed = 0;
    let ticks = 0;
    for (;;) {
      const report = await jobs.refreshDueChannels();
      if (report.due === 0) break;
      if (report.quotaStopped || report.failed > 0)
        throw new Error(`refresh stopped: ${JSON.stringify(report)}`);
      refreshed += report.refreshed;
      ticks++;
    }
    const refreshMs = performance.now() - started;
    const units = unitsBefore - (await quota.remaining());
    const upstream = fake.requests.length - requestsBefore;
    const channelReads = fake.requests
      .slice(requestsBefore)
      .filter(
        (line) => line.startsWith('GET /youtube/v3/channels?') || line.startsWith('GET /channel/'),
      ).length;

    started = performance.now();
    let polled = 0;
    for (;;) {
      const report = await jobs.pollDueFeeds();
      if (report.due === 0) break;
      polled += report.polled;
    }
    const feedMs = performance.now() - started;
    const stale = await db('youtube_channels')
      .where('last_fetched', '<', clock.now())
      .count({ n: '*' })
      .first();
    return {
      refreshed,
      ticks,
      refreshMs,
      units,
      upstream,
      channelReads,
      polled,
      feedMs,
      stale: Number(stale?.n ?? 0),
    };
  } finally {
    await db.destroy();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const dataApi = await run(true);
const keyless = await run(false);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `full refresh of ${CHANNELS} channels (${CHANNELS + SHARED} rows, ${SHARED} tracked by two users), fake YouTube on loopback, SQLite`,
);
console.log(
  `  Data API: ${dataApi.units} quota units, ${dataApi.upstream} upstream requests, ${seconds(dataApi.refreshMs)} ` +
    `(${dataApi.ticks} scheduler ticks back to back), ${dataApi.refreshed} channels refreshed`,
);
console.log(
  `  keyless:  0 quota units, ${keyless.upstream} upstream requests (${keyless.channelReads} channel pages, the rest feeds), ` +
    `${seconds(keyless.refreshMs)}, ${keyless.refreshed} channels refreshed`,
);
console.log(
  `  feeds:    ${dataApi.polled} feeds polled (first poll, seeding 3 uploads each) in ${seconds(dataApi.feedMs)}`,
);
const ok =
  dataApi.refreshed === CHANNELS &&
  keyless.refreshed === CHANNELS &&
  keyless.channelReads === CHANNELS &&
  dataApi.channelReads === CHANNELS / 50 &&
  dataApi.stale === 0 &&
  keyless.stale === 0;
if (!ok) {
  console.error('FAILED: every channel refreshed exactly once', { dataApi, keyless });
  process.exit(1);
}
