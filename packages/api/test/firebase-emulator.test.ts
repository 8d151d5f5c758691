import { paths, userSchema } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFirebaseEnv, startEmulator, type RunningEmulator } from '../../../scripts/firebase-emulator.mjs';
import { INVALID_ID_TOKEN } from '@channel-countdown/contract';
import { databases } from './support/databases.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * Issue 13: ID tokens minted by the real Firebase Auth emulator (firebase-tools, run once for this file and
 * stopped after it, its whole process group) against the server's POST /api/auth/firebase. The emulator's
 * tokens are unsigned: the server takes them only in emulator mode, for its own demo- project, unexpired.
 */
// Not 9099 (a running `npm run start:google`) nor 9399 (the Playwright run).
const EMULATOR_PORT = Number(process.env.API_TEST_FIREBASE_EMULATOR_PORT ?? 9299);
// The emulator's start compiles its API spec: about 15 s on an idle machine, minutes on a busy one.
const EMULATOR_START_TIMEOUT_MS = 300_000;
const ONE_HOUR_MS = 3_600_000;

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: EMULATOR_PORT, timeoutMs: EMULATOR_START_TIMEOUT_MS });
}, EMULATOR_START_TIMEOUT_MS + 10_000);
afterAll(async () => {
  await emulator?.stop();
});

let accountSequence = 0;

/** Signs a Google account in at the emulator (its REST API, any key) and returns the emulator's ID token. */
async function mintEmulatorIdToken(email: string) {
  accountSequence += 1;
  const googleClaims = { sub: `google-${Date.now()}-${accountSequence}`, email, email_verified: true };
  const response = await fetch(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(JSON.stringify(googleClaims))}&providerId=google.com`,
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  expect(response.status).toBe(200);
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

function expectRefusedToken(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(401);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  expect(response.body).toEqual({ message: INVALID_ID_TOKEN });
}

describe.each(databases)('emulator ID tokens at POST /api/auth/firebase on %s', (kind) => {
  let emulatorMode: TestApp;
  let otherProject: TestApp;
  let withoutEmulator: TestApp;
  beforeAll(async () => {
    const env = appFirebaseEnv(EMULATOR_PORT);
    const { FIREBASE_AUTH_EMULATOR_HOST: _unset, ...withoutEmulatorEnv } = env;
    [emulatorMode, otherProject, withoutEmulator] = await Promise.all([
      startTestApp(kind, { env }),
      startTestApp(kind, { env: { ...env, FIREBASE_PROJECT_ID: 'demo-another-project' } }),
      startTestApp(kind, { env: withoutEmulatorEnv }),
    ]);
    // The emulator stamps its tokens with the real time; the servers' clocks start there too.
    for (const app of [emulatorMode, otherProject, withoutEmulator]) app.clock.set(Date.now());
  });
  afterAll(async () => {
    await Promise.all([emulatorMode, otherProject, withoutEmulator].map((app) => app?.close()));
  });

  it('signs the Google account in as a user named after its email, keeping the email', async () => {
    const email = `grace.hopper.${kind}@gmail.com`;
    const client = emulatorMode.client();
    const response = await client.post(paths.firebaseAuth, { idToken: await mintEmulatorIdToken(email) });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      username: `grace_hopper_${kind}`,
      email,
      role: expect.any(String),
      avatarUrl: null,
      hasPassword: false,
    });
    expect((await client.get(paths.user)).body).toMatchObject({ id: response.body.id, email });
  });

  it('refuses a token of the emulator for another project with 401 JSON', async () => {
    const idToken = await mintEmulatorIdToken(`elsewhere.${kind}@gmail.com`);
    const client = otherProject.client();
    expectRefusedToken(await client.post(paths.firebaseAuth, { idToken }));
    expect((await client.get(paths.user)).status).toBe(401);
  });

  it('refuses an expired emulator token with 401 JSON', async () => {
    const idToken = await mintEmulatorIdToken(`late.${kind}@gmail.com`);
    // Emulator tokens live an hour; past that (and the few seconds of tolerated skew) they are refused.
    emulatorMode.clock.advance(ONE_HOUR_MS + 60_000);
    try {
      const client = emulatorMode.client();
      expectRefusedToken(await client.post(paths.firebaseAuth, { idToken }));
      expect((await client.get(paths.user)).status).toBe(401);
    } finally {
      emulatorMode.clock.set(Date.now());
    }
  });

  it('refuses the same emulator token once the emulator variable is unset', async () => {
    const idToken = await mintEmulatorIdToken(`unset.${kind}@gmail.com`);
    const refused = withoutEmulator.client();
    expectRefusedToken(await refused.post(paths.firebaseAuth, { idToken }));
    expect((await refused.get(paths.user)).status).toBe(401);
    // The very same token is good in emulator mode: only the missing variable refused it.
    expect((await emulatorMode.client().post(paths.firebaseAuth, { idToken })).status).toBe(200);
  });
});
