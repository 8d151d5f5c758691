import {
  TIMER_CYCLE_MS,
  channelSchema,
  channelsResponseSchema,
  dashboardStatsSchema,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;

const INPUT_FORMS = [
  FAKE_CREATOR.id,
  `https://www.youtube.com/channel/${FAKE_CREATOR.id}`,
  'https://www.youtube.com/@fakecreator',
  '@fakecreator',
  'fakecreator',
  'https://www.youtube.com/c/FakeCreator',
  'https://www.youtube.com/user/fakecreatoruser',
];

describe.each(databases)('channels on %s', (kind) => {
  describe.each([
    ['Data API provider', 'test-api-key'],
    ['keyless provider', undefined],
  ])('with the %s', (_name, apiKey) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { apiKey });
    });
    afterAll(async () => {
      await t.close();
    });

    it.each(INPUT_FORMS)('connects a channel typed as %s and starts a running 7-day timer', async (input) => {
      const client = t.client();
      await signUp(client);
      const now = t.clock.now();
      const response = await client.post('/api/channels', { channelId: input });
      expect(response.status).toBe(201);
      const channel = channelSchema.parse(response.body);
      expect(channel).toMatchObject({
        channelId: FAKE_CREATOR.id,
        channelName: 'Fake Creator',
        lastFetched: now.toISOString(),
        lastUpload: '2026-11-17T15:00:05.000Z',
        createdAt: now.toISOString(),
        notes: [],
        noteCount: 0,
        cycles: { total: 1, completed: 0 },
      });
      // The list carries what the screens show: the YouTube description is the admin's.
      expect(response.body).not.toHaveProperty('channelDescription');
      expect(channel.timer).toEqual({
        id: expect.any(Number),
        channelId: channel.id,
        startTime: now.toISOString(),
        endTime: new Date(now.getTime() + TIMER_CYCLE_MS).toISOString(),
        isActive: true,
        isPaused: false,
        pausedAt: null,
      });
      if (apiKey) {
        expect(channel).toMatchObject({ subscriberCount: 1_250_000, videoCount: 342 });
        expect(channel.thumbnailUrl).toBe(`${t.fake.url}/thumbs/fake-creator.svg?s=800`);
      } else {
        expect(channel).toMatchObject({ subscriberCount: null, videoCount: null });
        expect(channel.thumbnailUrl).toBe(`${t.fake.url}/thumbs/fake-creator.svg?s=900`);
      }
      expect((await client.get('/api/dashboard/stats')).body).toEqual({
        totalChannels: 1,
        activeTimers: 1,
        completedCycles: 0,
      });
    });

    it('previews a channel, and the connect that follows costs no second upstream lookup', async () => {
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;
      const preview = await client.get(
        `/api/channels/preview/${encodeURIComponent('https://www.youtube.com/@anothercreator')}`,
      );
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({
        channelId: ANOTHER_CREATOR.id,
        channelName: 'Another Creator & Friends',
        thumbnailUrl: expect.stringContaining('/thumbs/another-creator.svg'),
        subscriberCount: apiKey ? 48_200 : null,
        videoCount: apiKey ? 87 : null,
        viewCount: apiKey ? 2_100_450 : null,
        countsApproximate: false,
      });
      const upstreamAfterPreview = t.fake.requests.length;
      expect(upstreamAfterPreview).toBeGreaterThan(0);
      const created = await client.post('/api/channels', {
        channelId: 'https://www.youtube.com/@anothercreator',
      });
      expect(created.status).toBe(201);
      expect(t.fake.requests.length).toBe(upstreamAfterPreview);
      // The cache lasts 10 minutes.
      t.clock.advance(11 * 60 * 1000);
      await client.get(`/api/channels/preview/${encodeURIComponent('@anothercreator')}`);
      expect(t.fake.requests.length).toBeGreaterThan(upstreamAfterPreview);
    });

    it("connects by the preview's channel id: preview and connect cost one upstream lookup, a connect alone one", async () => {
      const client = t.client();
      await signUp(client);
      // Past what earlier tests left in the lookup cache.
      t.clock.advance(11 * 60 * 1000);
      t.fake.requests.length = 0;
      const preview = await client.get(`/api/channels/preview/${encodeURIComponent('@anothercreator')}`);
      expect(preview.body).toMatchObject({ channelId: ANOTHER_CREATOR.id });
      const oneLookupByHandle = t.fake.requests.length;
      expect(oneLookupByHandle).toBeGreaterThan(0);
      // The connect dialog's confirm step sends the id the preview resolved.
      const created = await client.post('/api/channels', { channelId: preview.body.channelId });
      expect(created).toMatchObject({ status: 201, body: { channelId: ANOTHER_CREATOR.id } });
      expect(t.fake.requests).toHaveLength(oneLookupByHandle);

      // Past the cache: one lookup by id, whether a preview or a connect asks.
      t.clock.advance(11 * 60 * 1000);
      t.fake.requests.length = 0;
      await client.get(`/api/channels/preview/${ANOTHER_CREATOR.id}`);
      const oneLookupById = [...t.fake.requests];
      expect(oneLookupById.length).toBeGreaterThan(0);
      t.clock.advance(11 * 60 * 1000);
      t.fake.requests.length = 0;
      const other = t.client();
      await signUp(other);
      expect((await other.post('/api/channels', { channelId: ANOTHER_CREATOR.id })).status).toBe(201);
      expect(t.fake.requests).toEqual(oneLookupById);
    });

    it('reports a hidden subscriber count and a channel without uploads as null', async () => {
      const client = t.client();
      await signUp(client);
      const channel = (await client.post('/api/channels', { channelId: '@quietchannel' })).body;
      expect(channel).toMatchObject({ channelId: QUIET_CHANNEL.id, subscriberCount: null, lastUpload: null });
      expect(channel.videoCount).toBe(apiKey ? 0 : null);
    });

    it('completes a cycle when the clock passes 7 days, restarts it on a new connect, and refuses while running', async () => {
      const client = t.client();
      await signUp(client);
      const first = (await client.post('/api/channels', { channelId: '@fakecreator' })).body;

      const whileRunning = await client.post('/api/channels', { channelId: FAKE_CREATOR.id });
      expect(whileRunning).toMatchObject({
        status: 409,
        body: { message: 'This channel already has a running timer' },
      });

      t.clock.advance(7 * DAY + 1000);
      expect((await client.get('/api/dashboard/stats')).body).toEqual({
        totalChannels: 1,
        activeTimers: 0,
        completedCycles: 1,
      });
      const [completed] = (await client.get('/api/channels')).body;
      expect(completed.cycles).toEqual({ total: 1, completed: 1 });
      expect(completed.timer).toMatchObject({ id: first.timer.id, isActive: true });

      const again = await client.post('/api/channels', { channelId: '@fakecreator' });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.id);
      expect(again.body.timer.id).not.toBe(first.timer.id);
      expect(again.body.timer.startTime).toBe(t.clock.now().toISOString());
      expect(again.body.cycles).toEqual({ total: 2, completed: 1 });
      expect((await client.get('/api/dashboard/stats')).body).toEqual({
        totalChannels: 1,
        activeTimers: 1,
        completedCycles: 1,
      });
      expect((await client.get('/api/channels')).body).toHaveLength(1);
    });

    it('deletes a timer (kept as history), leaving the channel without one, and a new connect starts a cycle', async () => {
      const client = t.client();
      await signUp(client);
      const channel = (await client.post('/api/channels', { channelId: '@fakecreator' })).body;
      const deleted = await client.delete(`/api/timers/${channel.timer.id}`);
      expect(deleted).toMatchObject({ status: 200, body: { message: 'Timer deleted' } });
      const [after] = (await client.get('/api/channels')).body;
      expect(after.timer).toBeNull();
      expect(after.cycles).toEqual({ total: 1, completed: 0 });
      expect((await client.get('/api/timers/active')).body).toEqual([]);
      expect(await client.delete(`/api/timers/${channel.timer.id}`)).toMatchObject({
        status: 404,
        body: { message: 'No timer found' },
      });
      expect(await t.db('timers').where({ id: channel.timer.id }).first()).toBeDefined();

      const restarted = await client.post('/api/channels', { channelId: FAKE_CREATOR.id });
      expect(restarted.status).toBe(200);
      expect(restarted.body.timer).toMatchObject({ isActive: true });
      expect(restarted.body.cycles).toEqual({ total: 2, completed: 0 });
    });

    it('lists active timers with the channel summary the /timers page shows', async () => {
      const client = t.client();
      await signUp(client);
      const channel = (await client.post('/api/channels', { channelId: '@fakecreator' })).body;
      const timers = await client.get('/api/timers/active');
      expect(timers.status).toBe(200);
      expect(timers.body).toEqual([
        {
          ...channel.timer,
          channel: {
            id: channel.id,
            channelId: FAKE_CREATOR.id,
            channelName: 'Fake Creator',
            thumbnailUrl: channel.thumbnailUrl,
            subscriberCount: channel.subscriberCount,
            videoCount: channel.videoCount,
          },
        },
      ]);
    });

    it('refreshes channel data from YouTube, bypassing the lookup cache', async () => {
      const client = t.client();
      await signUp(client);
      const channel = (await client.post('/api/channels', { channelId: '@fakecreator' })).body;
      const fake = t.fake.channels.find((c) => c.id === FAKE_CREATOR.id)!;
      const original = { ...fake };
      fake.title = 'Fake Creator (renamed)';
      fake.subscriberCount = '1300000';
      t.clock.advance(60 * 1000);
      try {
        const refreshed = await client.post(`/api/channels/${channel.id}/refresh`);
        expect(refreshed.status).toBe(200);
        expect(refreshed.body).toMatchObject({
          id: channel.id,
          channelName: 'Fake Creator (renamed)',
          lastFetched: t.clock.now().toISOString(),
          timer: channel.timer,
        });
        if (apiKey) expect(refreshed.body.subscriberCount).toBe(1_300_000);
      } finally {
        Object.assign(fake, original);
      }
    });

    it.each([
      ['blank', '', 'Please enter a YouTube channel URL or ID'],
      ['spaces', '   ', 'Please enter a YouTube channel URL or ID'],
      ['501 characters', 'x'.repeat(501), 'Channel input is too long'],
      ['a /channel/ URL without id', 'https://www.youtube.com/channel/', 'Invalid YouTube channel format'],
      ['a lone @', '@', 'Invalid YouTube channel format'],
    ])('refuses %s input with 400 %j', async (_label, input, message) => {
      const client = t.client();
      await signUp(client);
      expect(await client.post('/api/channels', { channelId: input })).toMatchObject({
        status: 400,
        body: { message },
      });
      if (input.trim()) {
        expect(await client.get(`/api/channels/preview/${encodeURIComponent(input)}`)).toMatchObject({
          status: 400,
          body: { message },
        });
      }
    });

    it('starts the first cycle at the length chosen as the channel is connected; a length out of 1–30 is 400', async () => {
      const client = t.client();
      await signUp(client);
      for (const [durationDays, message] of [
        [0, 'durationDays must be at least 1'],
        [31, 'durationDays must be at most 30'],
        [2.5, 'durationDays'],
        ['14', 'durationDays'],
      ] as const) {
        const refused = await client.post('/api/channels', { channelId: FAKE_CREATOR.id, durationDays });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toContain(message);
      }
      expect((await client.get('/api/channels')).body).toEqual([]);
      const now = t.clock.now();
      const connected = await client.post('/api/channels', { channelId: FAKE_CREATOR.id, durationDays: 14 });
      expect(connected.status).toBe(201);
      expect(channelSchema.parse(connected.body).timer?.endTime).toBe(
        new Date(now.getTime() + 14 * DAY).toISOString(),
      );
    });

    it('answers an unknown channel with 404 Channel not found', async () => {
      const client = t.client();
      await signUp(client);
      for (const input of [
        '@nosuchcreator',
        'UCnosuchchannel000000000',
        'https://www.youtube.com/c/NoSuchName',
        'https://www.youtube.com/user/nosuchuser',
      ]) {
        expect(await client.get(`/api/channels/preview/${encodeURIComponent(input)}`)).toMatchObject({
          status: 404,
          body: { message: 'Channel not found' },
        });
      }
      expect(await client.post('/api/channels', { channelId: '@nosuchcreator' })).toMatchObject({
        status: 404,
      });
      expect((await client.get('/api/channels')).body).toEqual([]);
    });

    it.each([
      [
        'quota',
        apiKey
          ? "This site has used up today's YouTube lookups. Please try again tomorrow."
          : 'YouTube is not answering right now. Please try again in a few minutes.',
      ],
      ['malformed', 'YouTube is not answering right now. Please try again in a few minutes.'],
      ['error', 'YouTube is not answering right now. Please try again in a few minutes.'],
    ] as const)('maps an upstream %s answer to 502 %j', async (mode, message) => {
      const client = t.client();
      await signUp(client);
      t.fake.setMode(mode);
      try {
        expect(
          await client.get(`/api/channels/preview/${encodeURIComponent('@anothercreator_x')}`),
        ).toMatchObject({ status: 502, body: { message } });
        expect(await client.post('/api/channels', { channelId: '@anothercreator_x' })).toMatchObject({
          status: 502,
          body: { message },
        });
      } finally {
        t.fake.setMode('normal');
      }
    });

    it('returns channels that match the contract, newest first, with their notes', async () => {
      const client = t.client();
      await signUp(client);
      const a = (await client.post('/api/channels', { channelId: '@fakecreator' })).body;
      t.clock.advance(1000);
      const b = (await client.post('/api/channels', { channelId: '@anothercreator' })).body;
      await client.post(`/api/channels/${a.id}/notes`, { content: 'first' });
      t.clock.advance(1000);
      await client.post(`/api/channels/${a.id}/notes`, { content: 'second', color: 'pink' });
      const list = channelsResponseSchema.parse((await client.get('/api/channels')).body);
      expect(list.map((c) => c.id)).toEqual([b.id, a.id]);
      expect(list[1]!.notes.map((n) => [n.content, n.color])).toEqual([
        ['second', 'pink'],
        ['first', 'blue'],
      ]);
      expect(list[0]!.notes).toEqual([]);
      dashboardStatsSchema.parse((await client.get('/api/dashboard/stats')).body);
    });
  });

  describe.each([
    ['Data API provider', 'test-api-key'],
    ['keyless provider', undefined],
  ])('when YouTube does not answer in time, the %s', (_name, apiKey) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { apiKey, youtubeTimeoutMs: 300 });
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers 502 after its timeout', async () => {
      const client = t.client();
      await signUp(client);
      t.fake.setMode('timeout');
      try {
        const started = Date.now();
        const response = await client.get(`/api/channels/preview/${encodeURIComponent('@fakecreator')}`);
        expect(response).toMatchObject({
          status: 502,
          body: { message: 'YouTube is not answering right now. Please try again in a few minutes.' },
        });
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        t.fake.setMode('normal');
      }
    });
  });
});
