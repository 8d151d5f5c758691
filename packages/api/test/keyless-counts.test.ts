import { channelPreviewSchema, channelSchema } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshChannel } from '../src/domain/channels/service.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import {
  RECORDED_CHANNELS,
  recordedJson,
  recordedText,
  type RecordedChannel,
} from './fixtures/youtube/recorded.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * Issue 17: without an API key, counts come from the channel page's ytInitialData. Every page here was
 * recorded from YouTube by another project (test/fixtures/youtube/SOURCES.md: repository, path, commit).
 */

/** Serves a recorded channel at its own made-up handle: several recordings are of the same channel. */
function serve(t: TestApp, recorded: RecordedChannel, index: number): string {
  const handle = `recorded-${index}`;
  if (recorded.kind === 'page') t.fake.servePage(`/@${handle}`, recordedText(recorded.file));
  else t.fake.serveInitialData(`/@${handle}`, recordedJson(recorded.file));
  return `https://www.youtube.com/@${handle}`;
}

const shownCounts = (recorded: RecordedChannel) => ({
  subscriberCount: recorded.subscriberCount,
  videoCount: recorded.videoCount,
  viewCount: recorded.viewCount,
  // Page figures are rounded display text; a page that shows none has nothing to be approximate about.
  countsApproximate:
    recorded.subscriberCount !== null || recorded.videoCount !== null || recorded.viewCount !== null,
});

describe.each(databases)('keyless counts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(RECORDED_CHANNELS.map((recorded, index) => [recorded.file, recorded, index] as const))(
    'previews and connects the recorded %s with its counts',
    async (_file, recorded, index) => {
      const input = serve(t, recorded, index);
      const client = t.client();
      await signUp(client);
      t.fake.requests.length = 0;

      const preview = await client.get(`/api/channels/preview/${encodeURIComponent(input)}`);
      expect(preview.status).toBe(200);
      expect(channelPreviewSchema.strict().parse(preview.body)).toEqual({
        channelId: recorded.channelId,
        channelName: recorded.channelName,
        thumbnailUrl: expect.stringMatching(/^https:\/\/yt3\./),
        ...shownCounts(recorded),
      });
      // The page is asked for in English.
      expect(t.fake.requests).toContain(`GET /@recorded-${index}?hl=en`);

      const created = await client.post('/api/channels', { channelId: input });
      expect(created.status).toBe(201);
      expect(channelSchema.parse(created.body)).toMatchObject({
        channelId: recorded.channelId,
        ...shownCounts(recorded),
      });
      const listed = await client.get('/api/channels');
      expect(listed.body).toEqual([
        expect.objectContaining({ channelId: recorded.channelId, ...shownCounts(recorded) }),
      ]);
    },
  );

  it('a keyless refresh keeps a figure the new page does not show, and stays approximate', async () => {
    const client = t.client();
    await signUp(client);
    // ProgrammingKnowledge, recorded with a video count (pytubefix @ 0d170926) and without one (pytube @ 1dd4662a).
    const path = '/channel/UCs6nmQViDpUw0nuIx9c_WvA';
    t.fake.servePage(path, recordedText('channel-2024-en-programmingknowledge.html.gz'));
    const created = await client.post('/api/channels', { channelId: `https://www.youtube.com${path}` });
    expect(created.body).toMatchObject({
      subscriberCount: 1_660_000,
      videoCount: 3_400,
      countsApproximate: true,
    });

    t.fake.servePage(path, recordedText('channel-2021-en-programmingknowledge.html.gz'));
    t.clock.advance(61_000); // a refresh takes cached figures under a minute old
    const refreshed = await client.post(`/api/channels/${created.body.id}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      subscriberCount: 1_380_000,
      videoCount: 3_400,
      viewCount: null,
      countsApproximate: true,
    });
  });
});

describe.each(databases)('a Data API channel refreshed without a key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the exact counts when the keyless lookup reads none', async () => {
    const client = t.client();
    const user = await signUp(client);
    const created = await client.post('/api/channels', { channelId: '@fakecreator' });
    expect(created.status).toBe(201);
    const exact = {
      subscriberCount: 1_250_000,
      videoCount: 342,
      viewCount: 98_765_432,
      countsApproximate: false,
    };
    expect(created.body).toMatchObject(exact);

    // The same database, now looked up without a key (the server restarted without YOUTUBE_API_KEY): the
    // fake's generated page shows no counts, like a page whose format we cannot read.
    const keyless = createKeylessProvider({ webBaseUrl: t.fake.webBaseUrl, timeoutMs: 2000 });
    t.clock.advance(60_000);
    const refreshed = await refreshChannel(
      { db: t.db, versions: t.versions, youtube: keyless, clock: t.clock },
      user.id,
      created.body.id,
    );
    expect(refreshed).toMatchObject({
      channelId: FAKE_CREATOR.id,
      lastFetched: t.clock.now().toISOString(),
      ...exact,
    });
    expect((await client.get('/api/channels')).body).toEqual([expect.objectContaining(exact)]);
  });
});
