import { adminSystemSchema, paths, type AdminSystem } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import type { TestClient } from './support/client.js';
import { Scrape } from './support/prometheus.js';

const TOKEN = 'a-metrics-token-for-the-admin-view';

describe.each(databases)("the admin dashboard's system figures on %s", (kind) => {
  let t: TestApp;
  /** The first account, the administrator. */
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key', env: { METRICS_TOKEN: TOKEN } });
    admin = t.client();
    await signUp(admin, `system_admin_${kind}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("are an administrator's: 401 signed out, 403 for a user", async () => {
    const member = t.client();
    await signUp(member, `system_member_${kind}`);
    expect(await t.client().get(paths.adminSystem)).toMatchObject({
      status: 401,
      body: { message: expect.any(String) },
    });
    const refused = await member.get(paths.adminSystem);
    expect(refused).toMatchObject({ status: 403, body: { message: expect.any(String) } });
    expect(refused.body).not.toHaveProperty('health');
  });

  it('read the readiness checks, the quota meter and the load the metrics read', async () => {
    // One lookup spends a Data API unit (a user's channel connected).
    const member = t.client();
    await signUp(member, `system_spender_${kind}`);
    expect((await member.post(paths.channels, { channelId: FAKE_CREATOR.id })).status).toBe(201);

    const answer = await admin.get<AdminSystem>(paths.adminSystem);
    expect(answer.status).toBe(200);
    const system = adminSystemSchema.parse(answer.body);
    expect(system.health).toMatchObject({
      percent: 100,
      checks: [
        { name: 'database', status: 'ok' },
        { name: 'redis', status: 'skipped' },
        { name: 'migrations', status: 'ok' },
        { name: 'renderer', status: 'skipped' },
      ],
    });
    expect(system.health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(system.youtube.dailyQuota).toBe(t.config.youtube.dailyQuota);
    expect(system.youtube.unitsSpentToday).toBeGreaterThanOrEqual(1);
    expect(system.youtube.unitsSpentToday! + system.youtube.unitsLeftToday!).toBe(
      t.config.youtube.dailyQuota,
    );
    expect(system.load.eventLoopPercent).toBeGreaterThanOrEqual(0);
    expect(system.load.eventLoopPercent).toBeLessThanOrEqual(100);

    // The operators' figures for the same moments: the same units left, a load between 0 and 1.
    const scraped = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    const metrics = new Scrape(await scraped.text());
    expect(metrics.sum('cc_youtube_quota_units_remaining')).toBe(system.youtube.unitsLeftToday);
    const eventLoop = metrics.sum('cc_server_load_ratio', { measure: 'event_loop' });
    expect(eventLoop).toBeGreaterThanOrEqual(0);
    expect(eventLoop).toBeLessThanOrEqual(1);
    expect(metrics.has('cc_server_load_ratio')).toBe(true);
  });

  it('counts a failing check against health, as /readyz fails it', async () => {
    const last = (await t.db('knex_migrations').orderBy('id', 'desc').first()) as {
      id: number;
      name: string;
    };
    await t.db('knex_migrations').where('id', last.id).delete();
    try {
      const system = (await admin.get<AdminSystem>(paths.adminSystem)).body;
      expect(system.health.checks).toContainEqual({ name: 'migrations', status: 'failing' });
      // One of the two checks in use passes (Redis and the renderer are not in use here).
      expect(system.health.percent).toBe(50);
      expect((await t.client().get('/readyz')).status).toBe(503);
    } finally {
      await t.db('knex_migrations').insert(last);
    }
    expect((await admin.get<AdminSystem>(paths.adminSystem)).body.health.percent).toBe(100);
  });
});

describe('without a Data API key', () => {
  it('has no YouTube units to report', async () => {
    const t = await startTestApp('sqlite');
    try {
      const admin = t.client();
      await signUp(admin, 'keyless_admin');
      expect((await admin.get<AdminSystem>(paths.adminSystem)).body.youtube).toEqual({
        unitsSpentToday: null,
        unitsLeftToday: null,
        dailyQuota: null,
      });
    } finally {
      await t.close();
    }
  });
});
