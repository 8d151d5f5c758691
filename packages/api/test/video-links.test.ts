import { channelPreviewSchema } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';
import { RECORDED_WATCH_PAGES, recordedText } from './fixtures/youtube/recorded.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** Issue 17: people paste video links; the channel that uploaded the video is the one they mean. */

const preview = (t: TestApp, client: ReturnType<TestApp['client']>, input: string) =>
  client.get(`/api/channels/preview/${encodeURIComponent(input)}`);

const REFUSED = [
  'https://www.youtube.com/playlist?list=PLW5y1tjAOzI3orQNF1yGGVL5x-pR2K1d',
  'https://www.youtube.com/feed/subscriptions',
  'https://www.youtube.com/results?search_query=fake+creator',
  'https://www.youtube.com/watch?list=PLW5y1tjAOzI3orQNF1yGGVL5x-pR2K1d',
  'https://www.youtube.com/hashtag/cooking',
];

describe.each(databases)('video links on %s', (kind) => {
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

    it.each([
      [`https://youtu.be/${FAKE_CREATOR.uploads[0]!.videoId}?si=share`, FAKE_CREATOR],
      [`https://www.youtube.com/watch?v=${ANOTHER_CREATOR.uploads[0]!.videoId}&t=42s`, ANOTHER_CREATOR],
      [`https://m.youtube.com/shorts/${FAKE_CREATOR.uploads[1]!.videoId}`, FAKE_CREATOR],
    ])('previews and connects %s as the channel that uploaded it', async (input, channel) => {
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;
      const previewed = await preview(t, client, input);
      expect(previewed.status).toBe(200);
      expect(channelPreviewSchema.parse(previewed.body)).toMatchObject({
        channelId: channel.id,
        channelName: channel.title,
      });
      // How the video was resolved: videos.list (1 quota unit) with a key, the public watch page without.
      const videoId = /([A-Za-z0-9_-]{11})(?:[?&]|$)/.exec(input)?.[1] ?? '';
      if (apiKey)
        expect(t.fake.requests).toContainEqual(
          expect.stringMatching(new RegExp(`^GET /youtube/v3/videos\\?part=snippet&id=${videoId}&`)),
        );
      else expect(t.fake.requests).toContain(`GET /watch?v=${videoId}&hl=en`);

      const created = await client.post('/api/channels', { channelId: input });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        channelId: channel.id,
        channelName: channel.title,
        timer: { isActive: true },
      });
    });

    it.each([
      // youtube.com/Name is a legacy username here: /c/Name misses, /user/Name finds it.
      [
        'https://www.youtube.com/fakecreatoruser',
        FAKE_CREATOR,
        ['/c/fakecreatoruser', '/user/fakecreatoruser'],
      ],
      // …and here a name that only a handle answers to.
      [
        'youtube.com/quietchannel',
        QUIET_CHANNEL,
        ['/c/quietchannel', '/user/quietchannel', '/@quietchannel'],
      ],
    ])('resolves the old-style link %s as YouTube redirects it', async (input, channel, pages) => {
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;
      const previewed = await preview(t, client, input);
      expect(previewed.status).toBe(200);
      expect(previewed.body).toMatchObject({ channelId: channel.id });
      expect(t.fake.requests.filter((r) => !r.includes('/youtube/v3/') && !r.includes('/feeds/'))).toEqual(
        pages.map((path) => `GET ${path}?hl=en`),
      );
    });

    it('answers 404 for a video YouTube does not have', async () => {
      const client = t.client();
      await signUp(client);
      const response = await preview(t, client, 'https://www.youtube.com/watch?v=zzzzzzzzzzz');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Channel not found' });
    });

    it.each(REFUSED)('refuses %s with 400 and asks YouTube nothing', async (input) => {
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;
      const previewed = await preview(t, client, input);
      expect(previewed.status).toBe(400);
      expect(previewed.body).toEqual({ message: 'Invalid YouTube channel format' });
      const created = await client.post('/api/channels', { channelId: input });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: 'Invalid YouTube channel format' });
      expect(t.fake.requests).toHaveLength(0);
    });
  });

  describe('with the keyless provider and recorded watch pages', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
      // Recorded by other projects (test/fixtures/youtube/SOURCES.md): the watch pages, and ONE Media's channel
      // page (microlinkhq/metascraper packages/metascraper-youtube/test/fixtures/youtube-channel.html @ fd882061).
      for (const page of RECORDED_WATCH_PAGES) t.fake.serveWatchPage(page.videoId, recordedText(page.file));
      t.fake.servePage('/channel/UCzcRQ3vRNr6fJ1A9rqFn7QA', recordedText('channel-2024-es-onemedia.html.gz'));
    });
    afterAll(async () => {
      await t.close();
    });

    it('resolves a 2024 watch page (uploader only in ytInitialPlayerResponse) to its channel and counts', async () => {
      const client = t.client();
      await signUp(client);
      const response = await preview(t, client, 'https://youtu.be/hwMkbaS_M_c');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        channelId: 'UCzcRQ3vRNr6fJ1A9rqFn7QA',
        channelName: 'ONE Media',
        subscriberCount: 4_690_000,
        videoCount: 6_800,
        countsApproximate: true,
      });
      const created = await client.post('/api/channels', {
        channelId: 'https://www.youtube.com/watch?v=hwMkbaS_M_c&feature=share',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        channelId: 'UCzcRQ3vRNr6fJ1A9rqFn7QA',
        subscriberCount: 4_690_000,
      });
    });

    it('resolves a 2021 watch page (itemprop channelId) to its channel page', async () => {
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;
      // That channel's own page is not among the recordings: the fake answers 404 for it.
      const response = await preview(t, client, 'https://www.youtube.com/watch?v=2lAe1cqCOXo');
      expect(t.fake.requests).toEqual([
        'GET /watch?v=2lAe1cqCOXo&hl=en',
        'GET /channel/UCBR8-60-B28hp2BmDPdntcQ?hl=en',
      ]);
      expect(response.status).toBe(404);
    });
  });
});
