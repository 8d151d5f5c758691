import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertEmulatorNotInProduction,
  createFirebaseTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
} from '../src/identity/firebase.js';
import { startFakeJwks, type FakeJwks } from './fakes/jwks.js';

let jwks: FakeJwks;
beforeAll(async () => {
  jwks = await startFakeJwks('cc-verifier-test');
});
afterAll(() => jwks.close());

const hour = 3600;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function verifier(options: { emulatorHost?: string; projectId?: string } = {}) {
  return createFirebaseTokenVerifier({
    projectId: options.projectId ?? jwks.projectId,
    jwksUrl: jwks.url,
    emulatorHost: options.emulatorHost ?? null,
  });
}

describe('Firebase ID-token verification', () => {
  it('accepts a token signed with a published key and returns the identity', async () => {
    const token = await jwks.mint({ sub: 'uid-42', email: 'Ada@Example.com', name: 'Ada' });
    await expect(verifier().verify(token)).resolves.toEqual({
      uid: 'uid-42',
      email: 'Ada@Example.com',
      emailVerified: true,
      displayName: 'Ada',
      signInProvider: 'google.com',
    });
  });

  it('fetches the key set once for many verifications', async () => {
    const v = verifier();
    const before = jwks.fetchCount;
    for (let i = 0; i < 3; i += 1) await v.verify(await jwks.mint({ sub: `uid-${i}` }));
    expect(jwks.fetchCount - before).toBe(1);
  });

  const now = new Date();
  const refused: Array<[string, () => Promise<string>]> = [
    ['a wrong audience', () => jwks.mint({ claims: { aud: 'someone-else' } })],
    ['a wrong issuer', () => jwks.mint({ claims: { iss: 'https://securetoken.google.com/someone-else' } })],
    ['an issuer of another service', () => jwks.mint({ claims: { iss: 'https://accounts.google.com' } })],
    [
      'an expired token',
      () => jwks.mint({ claims: { iat: seconds(now) - 2 * hour, exp: seconds(now) - hour } }),
    ],
    ['a token issued in the future', () => jwks.mint({ claims: { iat: seconds(now) + hour } })],
    ['an auth_time in the future', () => jwks.mint({ claims: { auth_time: seconds(now) + hour } })],
    ['a missing auth_time', () => jwks.mint({ claims: { auth_time: undefined } })],
    ['an empty sub', () => jwks.mint({ claims: { sub: '' } })],
    ['a sub over 128 characters', () => jwks.mint({ claims: { sub: 'x'.repeat(129) } })],
    ['a bad signature', () => jwks.mint({ signWith: 'unpublished' })],
    ['an unknown key id', () => jwks.mint({ kid: 'not-a-published-kid' })],
    ['alg none outside emulator mode', async () => jwks.mintUnsigned()],
    ['garbage', async () => 'not.a.jwt'],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await jwks.mint()).split('.');
        const forged = Buffer.from(JSON.stringify({ sub: 'admin', aud: jwks.projectId })).toString(
          'base64url',
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
  ];
  it.each(refused)('refuses %s', async (_name, token) => {
    await expect(verifier().verify(await token())).rejects.toBeInstanceOf(InvalidIdTokenError);
  });

  describe('emulator mode', () => {
    it('accepts an unsigned token only with the emulator variable and a demo- project', async () => {
      const demo = await startFakeJwks('demo-cc');
      try {
        const token = demo.mintUnsigned({ sub: 'emu-1', email: 'emu@example.com' });
        const emulated = createFirebaseTokenVerifier({
          projectId: 'demo-cc',
          jwksUrl: demo.url,
          emulatorHost: '127.0.0.1:9099',
        });
        expect(emulated.emulatorMode).toBe(true);
        await expect(emulated.verify(token)).resolves.toMatchObject({
          uid: 'emu-1',
          email: 'emu@example.com',
        });
        const withoutVariable = createFirebaseTokenVerifier({ projectId: 'demo-cc', jwksUrl: demo.url });
        await expect(withoutVariable.verify(token)).rejects.toBeInstanceOf(InvalidIdTokenError);
      } finally {
        await demo.close();
      }
    });

    it('does not trust unsigned tokens for a real (non demo-) project even with the variable set', async () => {
      const v = verifier({ emulatorHost: '127.0.0.1:9099' });
      expect(v.emulatorMode).toBe(false);
      await expect(v.verify(jwks.mintUnsigned())).rejects.toBeInstanceOf(InvalidIdTokenError);
    });

    it('still checks audience and expiry of unsigned tokens', async () => {
      const v = createFirebaseTokenVerifier({
        projectId: 'demo-cc',
        jwksUrl: jwks.url,
        emulatorHost: 'localhost:9099',
      });
      const otherProject = jwks.mintUnsigned({
        claims: { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' },
      });
      await expect(v.verify(otherProject)).rejects.toBeInstanceOf(InvalidIdTokenError);
      const expired = jwks.mintUnsigned({
        claims: {
          aud: 'demo-cc',
          iss: 'https://securetoken.google.com/demo-cc',
          exp: seconds(now) - hour,
          iat: seconds(now) - 2 * hour,
        },
      });
      await expect(v.verify(expired)).rejects.toBeInstanceOf(InvalidIdTokenError);
    });

    it('refuses to run with the emulator variable in production', () => {
      expect(() => assertEmulatorNotInProduction('production', '127.0.0.1:9099')).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST/,
      );
      expect(() => assertEmulatorNotInProduction('production', undefined)).not.toThrow();
      expect(() => assertEmulatorNotInProduction('development', '127.0.0.1:9099')).not.toThrow();
    });
  });

  it('reports an unreachable key server as unavailable, not as a bad token', async () => {
    const v = createFirebaseTokenVerifier({ projectId: jwks.projectId, jwksUrl: 'http://127.0.0.1:9/keys' });
    await expect(v.verify(await jwks.mint())).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});
