/**
 * `npm run demo`: the app on a throwaway SQLite database filled with demo users, channels, cycles in every
 * state, notes and a few weeks of history, beside a local fake YouTube, so the app can be tried (and a
 * channel connected) without the internet. Everything lives in a temporary DATA_DIR removed on exit.
 *
 *   npm run demo                      builds, then serves http://127.0.0.1:3000 (PORT, HOST to change)
 *   tsx --conditions=@channel-countdown/source scripts/demo/main.ts --from-source
 *                                     the server from its TypeScript sources (no build; the API only unless
 *                                     packages/host/dist exists)
 *
 * DEMO_YOUTUBE_PORT fixes the fake YouTube's port (a free one otherwise).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../../packages/api/src/clock.js';
import { createDb } from '../../packages/api/src/db/knex.js';
import { migrateToLatest } from '../../packages/api/src/db/migrations/index.js';
import { createChannelProvider } from '../../packages/api/src/youtube/index.js';
import { startFakeYouTube, type FakeYouTube } from '../../packages/api/test/fakes/youtube.js';
import { demoChannels, UNCONNECTED_HANDLES } from './channels.js';
import { seedDemo, type DemoAccount } from './seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromSource = process.argv.includes('--from-source');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
/** Any key: the fake answers the Data API, so the demo exercises the same provider as production. */
const DEMO_API_KEY = 'demo-key';

async function startYouTube(now: Date): Promise<FakeYouTube> {
  const fake = await startFakeYouTube({ port: Number(process.env.DEMO_YOUTUBE_PORT ?? 0) });
  for (const channel of demoChannels(now)) fake.addChannel(channel);
  return fake;
}

async function seed(dataDir: string, fake: FakeYouTube, now: Date): Promise<DemoAccount[]> {
  const db = createDb({ dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
    const youtube = createChannelProvider(
      {
        youtube: {
          apiKey: DEMO_API_KEY,
          apiBaseUrl: fake.apiBaseUrl,
          webBaseUrl: fake.webBaseUrl,
          dailyQuota: 10_000,
          // The demo's seeding makes every lookup itself, not on a user's behalf: the whole day is its share.
          userDailyUnits: 10_000,
        },
      },
      systemClock,
    );
    return await seedDemo({ db, youtube, webBaseUrl: fake.webBaseUrl, fakeChannels: fake.channels, now });
  } finally {
    await db.destroy();
  }
}

function startServer(dataDir: string, fake: FakeYouTube): ChildProcess {
  const [command, args] = fromSource
    ? [
        process.execPath,
        ['--import', 'tsx', '--conditions=@channel-countdown/source', 'packages/api/src/server.ts'],
      ]
    : [process.execPath, ['packages/api/dist/server.js']];
  return spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      YOUTUBE_API_KEY: DEMO_API_KEY,
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
      YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

function banner(url: string, accounts: DemoAccount[], fake: FakeYouTube): string {
  const width = Math.max(...accounts.map((account) => account.username.length));
  return [
    '',
    `Channel Countdown demo: ${url}`,
    '',
    'Sign in as',
    ...accounts.map(
      (account) =>
        `  ${account.username.padEnd(width)}  password ${account.password}  (${account.role === 'admin' ? 'administrator' : 'creator'})`,
    ),
    '',
    `YouTube is the local fake at ${fake.url}: connect ${UNCONNECTED_HANDLES.join(' or ')} offline.`,
    'The database is thrown away when you stop the demo (Ctrl+C).',
    '',
  ].join('\n');
}

async function main() {
  const now = new Date();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-demo-'));
  const fake = await startYouTube(now);
  let server: ChildProcess | undefined;
  const stop = (code: number) => {
    server?.kill('SIGTERM');
    const finish = () => {
      rmSync(dataDir, { recursive: true, force: true });
      void fake.close().then(() => process.exit(code));
    };
    if (server && server.exitCode === null) server.once('exit', finish);
    else finish();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  try {
    const accounts = await seed(dataDir, fake, now);
    server = startServer(dataDir, fake);
    server.once('exit', (code) => {
      if (code !== 0 && code !== null) stop(code);
    });
    const url = `http://${host}:${port}`;
    await waitForHealth(url, server);
    console.log(banner(url, accounts, fake));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stop(1);
  }
}

void main();
