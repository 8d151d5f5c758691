import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe.each(databases)('app basics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports health', async () => {
    expect(await t.client().get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it("shows anyone liveness only; the scheduler and the quota are an administrator's", async () => {
    expect(await t.client().get(paths.health)).toEqual(
      expect.objectContaining({ status: 200, body: { status: 'ok' } }),
    );
    const admin = t.client();
    await signUp(admin, 'health_admin');
    const member = t.client();
    await signUp(member, 'health_member');
    expect((await member.get(paths.health)).body).toEqual({ status: 'ok' });
    expect((await t.client().get(paths.adminHealth)).status).toBe(401);
    expect((await member.get(paths.adminHealth)).status).toBe(403);
    expect(await admin.get(paths.adminHealth)).toMatchObject({
      status: 200,
      body: { scheduler: { lastRunAt: null, jobs: {} }, quota: { unitsLeftToday: null } },
    });
  });

  it('returns the public config with firebase null when Google sign-in is not configured', async () => {
    expect(await t.client().get('/api/config')).toMatchObject({ status: 200, body: { firebase: null } });
  });

  it('answers an unknown /api path with a 404 JSON message, never HTML', async () => {
    for (const path of ['/api/nope', '/api', '/api/channels/1/unknown']) {
      const response = await t.client().get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toEqual({ message: 'Not Found' });
    }
  });

  it('answers malformed JSON with a 400 JSON message', async () => {
    const response = await t
      .client()
      .request('POST', '/api/login', '{bad', { 'content-type': 'application/json' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Invalid JSON body' } });
  });

  it('answers an over-large body with 413', async () => {
    const response = await t.client().post('/api/login', { username: 'x'.repeat(200_000), password: 'y' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: expect.any(String) });
  });
});
