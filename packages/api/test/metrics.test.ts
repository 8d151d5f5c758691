import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { PageRenderer } from '../src/http/pageRenderer.js';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { QUEUE_NAME } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { startWorker, type RunningWorker } from '../src/workerProcess.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { Scrape } from './support/prometheus.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INDEX =
  '<!doctype html><html lang="en"><head><title>CC</title></head><body><div id="root"></div></body></html>';

/** A stand-in for the host's built renderer (the e2e journeys run the real one). */
const renderer: PageRenderer = {
  render: vi.fn<PageRenderer['render']>(async () => ({ head: '', body: '<div id="root">drawn</div>' })),
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(url: string): Promise<Scrape> {
  const response = await fetch(`${url}/metrics`, { headers: bearer(TOKEN) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Scrape(await response.text());
}

/** Every label value of the scrape: none may be a raw id or path of a request. */
const labelValues = (metrics: Scrape) => metrics.samples.flatMap((sample) => Object.values(sample.labels));

/** A request with headers fetch would refuse to send (a huge one), answered by the server as it is. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(databases)('metrics at /metrics on %s', (kind) => {
  let t: TestApp;
  let off: TestApp;
  let smtp: FakeSmtp;
  let jobs: ChannelJobs;
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    smtp = await startFakeSmtp();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, MAIL_FROM: 'reminders@countdown.example' },
      spa: { root: dist, renderer },
    });
    off = await startTestApp(kind, { spa: { root: dist, renderer } });
    jobs = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger: createLogger('silent'),
      metrics: t.metrics,
    });
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
    await smtp?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is off unless METRICS_TOKEN is set: a JSON 404 like any unknown path, never the app page', async () => {
    for (const [headers, path] of [
      [{}, '/metrics'],
      [bearer(TOKEN), '/metrics'],
      [bearer(TOKEN), '/metrics/'],
    ] as const) {
      const response = await off.client(headers).get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toEqual({ message: 'Not Found' });
    }
    expect(off.metrics.enabled).toBe(false);
    // The probes answer either way.
    expect((await off.client().get('/livez')).body).toEqual({ status: 'ok' });
  });

  it('refuses a scrape without the token, with a wrong one or another scheme: 401 JSON, no metric', async () => {
    const refusals = [
      {},
      bearer('metrics-token-0123456789abcdeF'),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${TOKEN} ${TOKEN}` },
      { authorization: `Bearer` },
      bearer('x'.repeat(8000)),
    ];
    for (const headers of refusals) {
      const response = await t.client(headers).get<{ message: string }>('/metrics');
      expect(response.status, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(response.body.message).toMatch(
        /^(Metrics need the metrics token|The metrics token is not valid)/,
      );
      expect(JSON.stringify(response.body)).not.toContain('cc_');
    }
    // With a trailing slash it is the same path: refused too, never the app's page.
    expect((await t.client().get('/metrics/')).status).toBe(401);
    expect((await t.client(bearer(TOKEN)).get('/metrics/')).status).toBe(200);
    // The scheme's name is case-insensitive (RFC 9110); the token is not.
    expect((await t.client({ authorization: `bearer ${TOKEN}` }).get('/metrics')).status).toBe(200);
  });

  it('answers GET and HEAD only, and a header too large for the server is a 431, not a 5xx', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await t.client(bearer(TOKEN)).request(method, '/metrics', {});
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.body).toEqual({ message: 'Only GET and HEAD are allowed here.' });
    }
    const head = await fetch(`${t.url}/metrics`, { method: 'HEAD', headers: bearer(TOKEN) });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const huge = await rawGet(`${t.url}/metrics`, bearer('x'.repeat(40_000)));
    expect(huge.status).toBe(431);
    expect(huge.body).not.toContain('cc_');
  });

  it('after a scenario, exposes each family with plausible values and no raw id in a label', async () => {
    const client = t.client();
    await signUp(client, `metrics_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
    });
    const connected = await client.post<{ id: number }>(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(connected.status).toBe(201);
    const { id } = connected.body;
    expect((await client.post(`/api/channels/${id}/refresh`)).status).toBe(200);
    expect((await client.delete('/api/channels/987654')).status).toBe(404);
    // The polled list: built once, then answered from the cache.
    expect((await client.get(paths.channels)).status).toBe(200);
    expect((await client.get(paths.channels)).status).toBe(200);
    expect((await client.get('/api/no/such/path/4242')).status).toBe(404);
    // A page drawn by the server (a visitor's sign-in page).
    const page = await t.client().get<string>('/auth');
    expect(page.body).toContain('drawn');
    // A jobs pass, then one after the cycle ended: its reminder is mailed.
    await jobs.runOnce();
    t.clock.advance(7 * DAY + HOUR);
    await jobs.runOnce();
    expect(smtp.received.length).toBeGreaterThanOrEqual(1);

    const metrics = await scrape(t.url);
    const http = 'cc_http_request_duration_seconds';
    expect(metrics.types.get(http)).toBe('histogram');
    expect(
      metrics.sum(`${http}_count`, { method: 'POST', route: '/api/channels', status: '201', role: 'server' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metrics.sum(`${http}_count`, { method: 'POST', route: '/api/channels/:id/refresh', status: '200' }),
    ).toBe(1);
    expect(
      metrics.sum(`${http}_count`, { method: 'DELETE', route: '/api/channels/:id', status: '404' }),
    ).toBe(1);
    expect(metrics.sum(`${http}_count`, { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(metrics.sum(`${http}_count`, { route: '/auth', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(metrics.sum(`${http}_sum`, { route: '/api/channels' })).toBeGreaterThan(0);
    expect(metrics.sum(`${http}_sum`, { route: '/api/channels' })).toBeLessThan(60);
    const labels = labelValues(metrics);
    expect(labels).not.toContain(`/api/channels/${id}/refresh`);
    expect(labels.filter((value) => /\/\d+(\/|$)|4242|987654/.test(value))).toEqual([]);

    expect(metrics.sum('cc_page_render_duration_seconds_count', { page: 'auth', outcome: 'drawn' })).toBe(1);
    expect(
      metrics.sum('cc_polled_read_cache_total', { resource: 'channels', result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metrics.sum('cc_polled_read_cache_total', { resource: 'channels', result: 'hit' }),
    ).toBeGreaterThanOrEqual(1);

    const pool = ['used', 'free', 'pending'].map((state) =>
      metrics.find('cc_db_pool_connections', { state }),
    );
    for (const [sample] of pool) expect(sample?.value).toBeGreaterThanOrEqual(0);
    expect(pool[0]![0]!.value + pool[1]![0]!.value).toBeGreaterThanOrEqual(1);

    for (const job of ['refresh', 'feeds', 'reminders', 'deliveries', 'admin_figures']) {
      expect(
        metrics.sum('cc_job_runs_total', { queue: 'channel-data', job, outcome: 'succeeded' }),
        job,
      ).toBe(2);
      expect(metrics.sum('cc_job_duration_seconds_count', { queue: 'channel-data', job })).toBe(2);
    }
    expect(metrics.find('cc_job_queue_jobs', { queue: 'channel-import', state: 'waiting' })[0]?.value).toBe(
      0,
    );

    expect(
      metrics.sum('cc_youtube_calls_total', { provider: 'youtube-data-api', call: 'lookup', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metrics.sum('cc_youtube_calls_total', {
        provider: 'youtube-data-api',
        call: 'lookup_many',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics.sum('cc_youtube_calls_total', { provider: 'feed', outcome: 'ok' })).toBeGreaterThanOrEqual(
      1,
    );
    const spent = metrics.sum('cc_youtube_quota_units_spent_total');
    expect(spent).toBeGreaterThanOrEqual(2);
    // The units left are those of the clock's quota day: the pass after the cycle ended spent on a later day.
    const remaining = metrics.sum('cc_youtube_quota_units_remaining');
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThan(10_000);

    expect(
      metrics.sum('cc_notification_deliveries_total', { medium: 'email', outcome: 'sent' }),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics.sum('cc_sessions_active')).toBeGreaterThanOrEqual(1);

    for (const family of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(metrics.has(family), family).toBe(true);
  });
});

describe.runIf(redisAnswers).each(databases)("a worker's metrics and probes on %s", (kind) => {
  let t: TestApp;
  let worker: RunningWorker;
  let prefix: string;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: { METRICS_TOKEN: TOKEN, REDIS_URL: REDIS_TEST_URL },
    });
    prefix = `cc-test-metrics-${randomBytes(4).toString('hex')}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.database.dataDir,
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
      YOUTUBE_API_BASE_URL: t.fake.apiBaseUrl,
      YOUTUBE_WEB_BASE_URL: t.fake.webBaseUrl,
      YOUTUBE_API_KEY: 'test-api-key',
      REDIS_URL: REDIS_TEST_URL,
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: '0',
    });
    worker = await startWorker(config, { logger: createLogger('silent'), clock: t.clock, prefix });
  });
  afterAll(async () => {
    await worker?.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t?.close();
  });

  it('answers /metrics, /livez and /readyz on its own port, the same way the server does', async () => {
    const url = worker.operatorsUrl!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const live = await fetch(`${url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { status: 'ok' }, redis: { status: 'ok' }, migrations: { status: 'ok' } },
    });
    const refused = await fetch(`${url}/metrics`, { headers: bearer('not-the-metrics-token') });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'The metrics token is not valid.' });
    const posted = await fetch(`${url}/metrics`, { method: 'POST', headers: bearer(TOKEN) });
    expect(posted.status).toBe(405);
    const elsewhere = await fetch(`${url}/api/channels`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ message: 'Not Found' });
    const huge = await rawGet(`${url}/metrics`, bearer('x'.repeat(40_000)));
    expect(huge.status).toBe(431);
  });

  it('counts the jobs it ran, their queue, Redis and YouTube', async () => {
    const client = t.client();
    await signUp(client, `worker_metrics_${kind}`);
    expect((await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).status).toBe(201);
    t.clock.advance(7 * HOUR);
    // A tick, as the job scheduler adds one every minute.
    const connection = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE_NAME, { connection, prefix });
    await queue.add('tick', {});
    let metrics: Scrape | undefined;
    for (let attempt = 0; attempt < 200; attempt++) {
      metrics = await scrape(worker.operatorsUrl!);
      if (
        metrics.sum('cc_youtube_calls_total', { call: 'lookup_many' }) >= 1 &&
        metrics.sum('cc_job_runs_total', { job: 'admin_figures' }) >= 1
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await queue.close();
    connection.disconnect();
    metrics = await scrape(worker.operatorsUrl!);

    expect(
      metrics.sum('cc_job_runs_total', {
        role: 'worker',
        queue: 'channel-data',
        job: 'refresh',
        outcome: 'succeeded',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics.sum('cc_job_duration_seconds_count', { queue: 'channel-data' })).toBeGreaterThanOrEqual(5);
    expect(metrics.sum('cc_job_queue_wait_seconds_count', { queue: 'channel-data' })).toBeGreaterThanOrEqual(
      1,
    );
    for (const queueName of ['channel-data', 'channel-import'])
      expect(metrics.find('cc_job_queue_jobs', { queue: queueName, state: 'waiting' })).toHaveLength(1);
    expect(metrics.sum('cc_redis_commands_total', { client: 'scheduler', outcome: 'ok' })).toBeGreaterThan(0);
    expect(metrics.sum('cc_redis_command_duration_seconds_count', { client: 'scheduler' })).toBeGreaterThan(
      0,
    );
    expect(
      metrics.sum('cc_youtube_calls_total', {
        provider: 'youtube-data-api',
        call: 'lookup_many',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics.sum('cc_youtube_quota_units_spent_total')).toBeGreaterThanOrEqual(1);
    expect(metrics.sum('cc_youtube_quota_units_remaining')).toBeGreaterThan(0);
    expect(metrics.find('cc_db_pool_connections', { state: 'used' })).toHaveLength(1);
    expect(metrics.has('process_cpu_user_seconds_total')).toBe(true);
    // A worker serves no requests and keeps no sessions.
    expect(metrics.find('cc_http_request_duration_seconds_count')).toEqual([]);
    expect(metrics.find('cc_sessions_active')).toEqual([]);

    // The server's own Redis client (sessions, versions) is counted on the server's scrape.
    const server = await scrape(t.url);
    expect(
      server.sum('cc_redis_commands_total', { client: 'app', outcome: 'ok', role: 'server' }),
    ).toBeGreaterThan(0);
  });
});
