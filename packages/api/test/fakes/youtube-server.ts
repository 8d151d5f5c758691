/**
 * Runs the fake YouTube on its own, for the Playwright journeys:
 *   FAKE_YOUTUBE_PORT=4010 npx tsx packages/api/test/fakes/youtube-server.ts
 * then start the server with YOUTUBE_WEB_BASE_URL (and, for the Data API, YOUTUBE_API_BASE_URL=<url>/youtube/v3
 * with any YOUTUBE_API_KEY). It knows @fakecreator ('Fake Creator'), @anothercreator, @quietchannel and
 * @mixedkinds (Shorts, a live stream and regular videos, with their per-kind playlist feeds), and
 * here also @growingchannel, whose figures rise by the day of its clock, and @cadencechannel, which publishes on
 * days 1, 3 and 10 after the fake starts (the numbers journey's cycles). With TEST_CLOCK_FILE its clock is
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

/**
 * A channel only the numbers journey uses (e2e/numbers.spec.ts): it uploads 1, 3 and 10 days after the fake
 * starts (CADENCE_UPLOAD_DAYS), so cycles started as the journey moves the clock have uploads, or none.
 */
export const CADENCE_CHANNEL: FakeChannel = {
  ...QUIET_CHANNEL,
  id: 'UCCadenceChannelWeekly05',
  title: 'Cadence Channel',
  description: 'A channel that uploads on a rhythm of its own.',
  handle: '@cadencechannel',
  slug: 'cadence-channel',
  subscriberCount: '8400',
  hiddenSubscriberCount: false,
  videoCount: '40',
  viewCount: '250000',
  uploads: [],
};
export const CADENCE_UPLOAD_DAYS = [1, 3, 10];

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 0);
const clockFile = process.env.TEST_CLOCK_FILE;
const fake = await startFakeYouTube({ port, ...(clockFile ? { clock: fileOffsetClock(clockFile) } : {}) });
fake.addChannel(GROWING_CHANNEL);
fake.grow(GROWING_CHANNEL.id, { subscribersPerDay: 1500, videosPerDay: 1, viewsPerDay: 40_000 });
fake.addChannel(CADENCE_CHANNEL);
const DAY_MS = 24 * 60 * 60 * 1000;
const startedAt = clockFile ? fileOffsetClock(clockFile).now().getTime() : Date.now();
CADENCE_UPLOAD_DAYS.forEach((day, index) =>
  fake.scheduleUpload(CADENCE_CHANNEL.id, {
    videoId: `cdVid00000${index + 1}`,
    title: `Cadence upload ${index + 1}`,
    publishedAt: new Date(startedAt + day * DAY_MS).toISOString(),
  }),
);
console.log(fake.url);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
