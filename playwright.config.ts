import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config';
import { appFirebaseEnv } from './scripts/firebase-emulator.mjs';

/**
 * Journeys run the built host on the real server (`node packages/api/dist/server.js`, as `npm start` does)
 * on temporary SQLite databases, with YouTube answered by the local fake. The admin journey gets a server
 * of its own, so "the first account is the administrator" holds whatever else ran before it. The Google
 * journeys (issue 13) get a server of their own too, trusting the Firebase Auth emulator started beside it,
 * and so do the journeys in other languages (issue 42), whose newcomers sign up from the same address, and
 * the integrations journey (issue 44), whose server may send webhooks to the loopback receiver the journey
 * starts (WEBHOOK_ALLOWED_HOSTS names that receiver's port alone), and the numbers journeys (issue 43:
 * cycles, gains, compare, groups), which move the clock weeks on.
 */
const FAKE_YOUTUBE_PORT = Number(process.env.E2E_FAKE_YOUTUBE_PORT ?? 4401);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4400);
const ADMIN_APP_PORT = Number(process.env.E2E_ADMIN_APP_PORT ?? 4402);
const GOOGLE_APP_PORT = Number(process.env.E2E_GOOGLE_APP_PORT ?? 4403);
const LANGUAGES_APP_PORT = Number(process.env.E2E_LANGUAGES_APP_PORT ?? 4404);
const INTEGRATIONS_APP_PORT = Number(process.env.E2E_INTEGRATIONS_APP_PORT ?? 4405);
// The webhook receiver e2e/integrations.spec.ts starts (it reads the same variable).
const INTEGRATIONS_RECEIVER_PORT = Number(process.env.E2E_INTEGRATIONS_RECEIVER_PORT ?? 4406);
const NUMBERS_APP_PORT = Number(process.env.E2E_NUMBERS_APP_PORT ?? 4407);
// Not 9099, so a run never meets the emulator of a running `npm run start:google`.
const FIREBASE_EMULATOR_PORT = Number(process.env.E2E_FIREBASE_EMULATOR_PORT ?? 9399);
const fakeYouTube = `http://127.0.0.1:${FAKE_YOUTUBE_PORT}`;

// Workers inherit the environment, so every process of this run agrees on the same directories.
const tempDir = (name: string) =>
  (process.env[name] ??= mkdtempSync(path.join(os.tmpdir(), `cc-${name.toLowerCase()}-`)));

/**
 * The journeys' movable clock (TEST_CLOCK_FILE, never set in production): a file holding how many ms the
 * app servers and the fake YouTube run ahead of the real time. A journey writes it to move time on, and
 * writes 0 back when done (e2e/channel-page.spec.ts).
 */
const clockFile = (process.env.E2E_CLOCK_FILE ??= path.join(tempDir('E2E_CLOCK_DIR'), 'offset-ms'));
writeFileSync(clockFile, '0');

const appServer = (port: number, dataDir: string, extraEnv: Record<string, string> = {}) => ({
  command: 'node packages/api/dist/server.js',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    YOUTUBE_API_KEY: 'e2e-fake-key',
    YOUTUBE_API_BASE_URL: `${fakeYouTube}/youtube/v3`,
    YOUTUBE_WEB_BASE_URL: fakeYouTube,
    TEST_CLOCK_FILE: clockFile,
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: /(admin|google|languages|integrations|numbers)\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${APP_PORT}` },
    },
    {
      name: 'admin',
      testMatch: /admin\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${ADMIN_APP_PORT}` },
    },
    {
      // Its newcomers sign up on a server of their own: the journeys' server has spent most of the hour's
      // sign-ups one address may make.
      name: 'languages',
      testMatch: /languages\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${LANGUAGES_APP_PORT}` },
    },
    {
      // Webhooks to a receiver on loopback: a server of its own, allowed to reach that receiver alone.
      name: 'integrations',
      testMatch: /integrations\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${INTEGRATIONS_APP_PORT}` },
    },
    {
      // Its account signs up on a server of their own (the journeys' server is at the hour's sign-ups one
      // address may make), and its clock moves weeks on.
      name: 'numbers',
      testMatch: /numbers\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${NUMBERS_APP_PORT}` },
    },
    {
      name: 'google',
      testMatch: /google\.spec\.ts/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${GOOGLE_APP_PORT}` },
      // The 'journeys' server has no Firebase configuration at all.
      metadata: { unconfiguredBaseURL: `http://127.0.0.1:${APP_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npx tsx packages/api/test/fakes/youtube-server.ts',
      port: FAKE_YOUTUBE_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_YOUTUBE_PORT: String(FAKE_YOUTUBE_PORT), TEST_CLOCK_FILE: clockFile },
    },
    appServer(APP_PORT, tempDir('E2E_DATA_DIR')),
    appServer(ADMIN_APP_PORT, tempDir('E2E_ADMIN_DATA_DIR')),
    appServer(LANGUAGES_APP_PORT, tempDir('E2E_LANGUAGES_DATA_DIR')),
    appServer(INTEGRATIONS_APP_PORT, tempDir('E2E_INTEGRATIONS_DATA_DIR'), {
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${INTEGRATIONS_RECEIVER_PORT}`,
      WEBHOOK_TIMEOUT: '5s',
    }),
    appServer(NUMBERS_APP_PORT, tempDir('E2E_NUMBERS_DATA_DIR')),
    {
      // Installs tools/firebase-emulator first when missing. Its start compiles the API spec: slow on a busy
      // machine. SIGINT lets it remove its hub file; the whole process group is killed after that anyway.
      command: `node scripts/firebase-emulator.mjs start --port ${FIREBASE_EMULATOR_PORT}`,
      url: `http://127.0.0.1:${FIREBASE_EMULATOR_PORT}/`,
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
    },
    appServer(GOOGLE_APP_PORT, tempDir('E2E_GOOGLE_DATA_DIR'), appFirebaseEnv(FIREBASE_EMULATOR_PORT)),
  ],
});
