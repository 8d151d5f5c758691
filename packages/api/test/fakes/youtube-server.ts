/**
 * Runs the fake YouTube on its own, for the Playwright journeys:
 *   FAKE_YOUTUBE_PORT=4010 npx tsx packages/api/test/fakes/youtube-server.ts
 * then start the server with YOUTUBE_WEB_BASE_URL (and, for the Data API, YOUTUBE_API_BASE_URL=<url>/youtube/v3
 * with any YOUTUBE_API_KEY). It knows @fakecreator ('Fake Creator'), @anothercreator and @quietchannel.
 */
import { startFakeYouTube } from './youtube.js';

const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 0);
const fake = await startFakeYouTube({ port });
console.log(fake.url);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
