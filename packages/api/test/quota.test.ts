import { paths } from '@channel-countdown/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { quotaDay } from '../src/youtube/quota.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { FAKE_CREATOR } from './fakes/youtube.js';

/** Upstream requests a block of calls caused, read off the fake YouTube's log. */
async function upstreamCalls(t: TestApp, act: () => Promise<unknown>): Promise<number> {
  const before = t.fake.requests.length;
  await act();
  return t.fake.requests.length - before;
}

describe('the quota day', () => {
  it('is the Pacific Time date, and ends at Pacific midnight', () => {
    expect(quotaDay(new Date('2026-11-23T07:59:59Z'))).toEqual({ day: '2026-11-22', secondsLeft: 1 });
    expect(quotaDay(new Date('2026-11-23T08:00:00Z'))).toEqual({ day: '2026-11-23', secondsLeft: 86_400 });
  });
});

describe.each(databases)('YouTube quota spent by user lookups on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('refuses lookups with 503, Retry-After and a message once the daily budget is spent, asking YouTube nothing more', async () => {
    t = await startTestApp(kind, {
      apiKey: 'test-key',
      env: { YOUTUBE_DAILY_QUOTA: '5', YOUTUBE_USER_QUOTA_SHARE: '100' },
    });
    const client = t.client();
    await signUp(client, 'quota_user');
    // A lookup by handle costs two units here: channels.list and the uploads playlist.
    expect((await client.get(`/api/channels/preview/${encodeURIComponent('@fakecreator')}`)).status).toBe(
      200,
    );
    expect((await client.get(`/api/channels/preview/${encodeURIComponent('@anothercreator')}`)).status).toBe(
      200,
    );
    expect(await t.db('youtube_quota').where('day', quotaDay(t.clock.now()).day).first()).toMatchObject({
      units: 4,
    });

    let refused: Awaited<ReturnType<typeof client.get>> | undefined;
    const calls = await upstreamCalls(t, async () => {
      // One unit is left: the unknown handle's channels.list takes it, its forUsername retry is refused, and so
      // is every lookup after.
      await client.get(`/api/channels/preview/${encodeURIComponent('@thirdcreator')}`);
      refused = await client.post(paths.channels, { channelId: 'UCSomeOtherChannel000001' });
    });
    expect(calls).toBe(1);
    expect(refused?.status).toBe(503);
    expect(refused?.body).toEqual({
      message: "Today's YouTube lookups are used up. Please try again after the daily reset.",
    });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db('youtube_quota').sum({ units: 'units' }).first()).toMatchObject({ units: 5 });
  });

  it.each([
    // 00:30 PST on the day the clocks go forward: 22.5 hours to the next Pacific midnight (07:00Z).
    ['forward', '2026-03-08T08:30:00Z', 81_000, '2026-03-09T07:00:00Z'],
    // 00:30 PDT on the day the clocks go back: 24.5 hours to the next Pacific midnight (08:00Z).
    ['back', '2026-11-01T07:30:00Z', 88_200, '2026-11-02T08:00:00Z'],
  ])(
    'on the day the clocks go %s, Retry-After counts to the next Pacific midnight, when lookups start again',
    async (_, start, retryAfter, midnight) => {
      t = await startTestApp(kind, {
        apiKey: 'test-key',
        env: { YOUTUBE_DAILY_QUOTA: '2', YOUTUBE_USER_QUOTA_SHARE: '100' },
      });
      t.clock.set(new Date(start));
      const client = t.client();
      await signUp(client, 'dst_user');
      const preview = (handle: string) => client.get(`/api/channels/preview/${encodeURIComponent(handle)}`);
      expect((await preview('@fakecreator')).status).toBe(200);
      const refused = await preview('@anothercreator');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBe(retryAfter);

      t.clock.set(new Date(Date.parse(midnight) - 1000));
      expect(Number((await preview('@anothercreator')).headers.get('retry-after'))).toBe(1);
      t.clock.set(new Date(midnight));
      expect((await preview('@anothercreator')).status).toBe(200);
    },
  );

  it('remembers a name YouTube does not know for two minutes', async () => {
    t = await startTestApp(kind, { apiKey: 'test-key' });
    const client = t.client();
    await signUp(client, 'miss_user');
    const first = await upstreamCalls(t, () => client.get('/api/channels/preview/nobody_here_at_all'));
    expect(first).toBeGreaterThan(0);
    const again = await upstreamCalls(t, async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await client.get('/api/channels/preview/nobody_here_at_all')).status).toBe(404);
    });
    expect(again).toBe(0);
    t.clock.advance(2 * 60 * 1000);
    expect(await upstreamCalls(t, () => client.get('/api/channels/preview/nobody_here_at_all'))).toBe(first);
  });

  it('asks YouTube once for refreshes of a channel within a minute', async () => {
    t = await startTestApp(kind, { apiKey: 'test-key' });
    const client = t.client();
    await signUp(client, 'refresh_user');
    const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
    t.clock.advance(60 * 1000);
    const calls = await upstreamCalls(t, async () => {
      for (let i = 0; i < 5; i += 1)
        expect((await client.post(`/api/channels/${channel.id}/refresh`)).status).toBe(200);
    });
    expect(calls).toBe(2); // channels.list and the uploads playlist, once
  });
});
