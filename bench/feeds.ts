/**
 * Benchmark (a script, not a test): what each secret feed costs per request, at a realistic size.
 *
 *   npm run bench:feeds
 *   BENCH_DATABASES=sqlite npm run bench:feeds      (sqlite, postgres or both; PostgreSQL only when
 *                                                    127.0.0.1:5432 answers, in a database of its own)
 *   BENCH_RUNS=100 npm run bench:feeds               (requests per feed, default 50, after 5 warm-ups)
 *
 * One user tracks 100 channels, each with a running cycle; those channels have 1,000 uploads in all and the
 * user 500 reminders (cycle ending, completed, new upload) — the feeds show the newest 100 of each. For every
 * feed (uploads and events as Atom and JSON Feed, the cycles calendar) prints p50/p95 of a full read and of a
 * revalidation (If-None-Match, answered 304) over HTTP on the real app, and the bytes of the answer. Goal:
 * a full read p50 ≤ 50 ms.
 */
import { connect } from 'node:net';
import { FEED_NAMES, paths, type FeedName, type FeedUrls } from '@channel-countdown/contract';
import type { DatabaseKind } from '../packages/api/test/support/databases.js';
import { createChannel, signUp } from '../packages/api/test/support/factories.js';
import { startTestApp, type TestApp } from '../packages/api/test/support/harness.js';
import { percentile } from './lib/stats.js';

const CHANNELS = 100;
const UPLOADS = 1000;
const EVENTS = 500;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UPS = 5;
const GOAL_MS = 50;
const PUBLIC_URL = 'https://countdown.example.com';

function postgresAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(5000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
const available: DatabaseKind[] = (await postgresAnswers()) ? ['sqlite', 'postgres'] : ['sqlite'];
const KINDS = available.filter((kind) => (process.env.BENCH_DATABASES ?? 'sqlite,postgres').includes(kind));
if (!available.includes('postgres'))
  console.error('PostgreSQL does not answer on 127.0.0.1:5432: SQLite only.');

/** The user, their channels, uploads and reminders; the feed addresses. */
async function seed(t: TestApp): Promise<FeedUrls> {
  const client = t.client();
  const user = await signUp(client, 'feeds_bench');
  const now = t.clock.now();
  const youtubeIds: string[] = [];
  const channelIds: number[] = [];
  for (let i = 0; i < CHANNELS; i++) {
    const channel = await createChannel(t.db, user.id, now, { channelName: `Bench channel ${i + 1}` });
    youtubeIds.push(channel.channelId);
    channelIds.push(channel.id);
  }
  const uploads = Array.from({ length: UPLOADS }, (_, i) => ({
    youtube_channel_id: youtubeIds[i % CHANNELS]!,
    video_id: `bench${String(i).padStart(6, '0')}`,
    title: `Upload number ${i + 1}: a title of a usual length, with “quotes” & an ampersand`,
    published_at: new Date(now.getTime() - (UPLOADS - i) * 3_600_000),
    thumbnail_url: `https://i.ytimg.com/vi/bench${i}/hqdefault.jpg`,
    seen_at: now,
  }));
  await t.db.batchInsert('channel_uploads', uploads, 200);
  const kinds = ['cycle-ending', 'cycle-completed', 'new-upload'] as const;
  const events = Array.from({ length: EVENTS }, (_, i) => ({
    user_id: user.id,
    kind: kinds[i % 3]!,
    channel_id: channelIds[i % CHANNELS]!,
    title: 'Timer Ending Soon',
    body: `The timer for Bench channel ${(i % CHANNELS) + 1} ends on 1 December 2026 at 12:00 UTC.`,
    dedupe_key: `bench:${i}`,
    created_at: new Date(now.getTime() - (EVENTS - i) * 600_000),
    read_at: null,
  }));
  await t.db.batchInsert('notifications', events, 200);
  const created = await client.post(paths.feeds);
  if (created.status !== 201) throw new Error(`POST ${paths.feeds}: ${created.status}`);
  return (created.body as { urls: FeedUrls }).urls;
}

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    status: response.status,
    bytes: body.byteLength,
    etag: response.headers.get('etag'),
  };
}

interface Row {
  kind: DatabaseKind;
  feed: FeedName;
  p50: number;
  p95: number;
  p50304: number;
  bytes: number;
  entries: string;
}

const rows: Row[] = [];
for (const kind of KINDS) {
  const t = await startTestApp(kind, { env: { PUBLIC_URL } });
  try {
    const urls = await seed(t);
    for (const feed of FEED_NAMES) {
      const url = urls[feed].replace(PUBLIC_URL, t.url);
      for (let i = 0; i < WARM_UPS; i++) await timed(url);
      const full: number[] = [];
      const revalidated: number[] = [];
      let bytes = 0;
      let etag = '';
      for (let i = 0; i < RUNS; i++) {
        const read = await timed(url);
        if (read.status !== 200) throw new Error(`${feed}: ${read.status}`);
        full.push(read.ms);
        bytes = read.bytes;
        etag = read.etag ?? '';
        // A feed reader's revalidation (fetch would add Cache-Control: no-cache to a conditional request).
        const again = await timed(url, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
        if (again.status !== 304) throw new Error(`${feed} revalidated: ${again.status}`);
        revalidated.push(again.ms);
      }
      full.sort((a, b) => a - b);
      revalidated.sort((a, b) => a - b);
      const text = await (await fetch(url)).text();
      const entries = feed === 'cycles' ? text.split('BEGIN:VEVENT').length - 1 : null;
      rows.push({
        kind,
        feed,
        p50: percentile(full, 50),
        p95: percentile(full, 95),
        p50304: percentile(revalidated, 50),
        bytes,
        entries:
          entries === null
            ? String((text.match(/<entry>|"id": "tag:[^"]*(upload|notification)\//g) ?? []).length)
            : String(entries),
      });
    }
  } finally {
    await t.close();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `Feeds of one user: ${CHANNELS} channels with running cycles, ${UPLOADS} uploads, ${EVENTS} reminders; ${RUNS} requests per feed.`,
);
console.log(
  '| database | feed | entries | bytes | full read p50 | p95 | revalidation (304) p50 | goal p50 ≤ 50 ms |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.kind} | ${row.feed} | ${row.entries} | ${row.bytes.toLocaleString('en-US')} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p50304)} | ${row.p50 <= GOAL_MS ? 'met' : 'missed'} |`,
  );
if (rows.some((row) => row.p50 > GOAL_MS)) process.exitCode = 1;
