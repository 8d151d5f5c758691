/**
 * Runs the fake YouTube on its own, for the Playwright journeys:
 *   FAKE_YOUTUBE_PORT=4010 npx tsx packages/api/test/fakes/youtube-server.ts
 * then start the server with YOUTUBE_WEB_BASE_URL (and, for the Data API, YOUTUBE_API_BASE_URL=<url>/youtube/v3
 * with any YOUTUBE_API_KEY). It knows @fakecreator ('Fake Creator'), @anothercreator and @quietchannel, and
 * here also @growingchannel, whose figures rise by the day of its clock. With TEST_CLOCK_FILE its clock is
 * the app server's movable one (the same file), so a journey that moves time sees the figures move.
 */
import { fileOffsetClock } from '../../src/clock.js';
import { QUIET_CHANNEL, startFakeYouTube, type FakeChannel } from './youtube.js';

/** A channel only the channel page journey uses: its figures change as the clock moves. */
export const GROWING_CHANNEL: FakeChannel = {
  ...QUIET_CHANNEL,
  id: 'UCGrowingChannelDaily004',
  title: 'Growing Channel',
  description: 'A channel whose figures rise every day.',
  handle: '@growingchannel',
  slug: 'growing-channel',
  subscriberCount: '52000',
  hiddenSubscriberCount: false,
  videoCount: '120',
  viewCount: '3400000',
  uploads: [
    { videoId: 'grVid000001', title: 'Day one of the challenge', publishedAt: '2026-11-16T10:00:00Z' },
  ],
};

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 0);
const clockFile = process.env.TEST_CLOCK_FILE;
const fake = await startFakeYouTube({ port, ...(clockFile ? { clock: fileOffsetClock(clockFile) } : {}) });
fake.addChannel(GROWING_CHANNEL);
fake.grow(GROWING_CHANNEL.id, { subscribersPerDay: 1500, videosPerDay: 1, viewsPerDay: 40_000 });
console.log(fake.url);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
