import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's securetoken JWKS endpoint on loopback, plus a signer that mints Firebase-shaped
 * ID tokens with the published key (good) or with a key the server never published (bad signature).
 */
export interface FakeJwks {
  /** Point FIREBASE_JWKS_URL here. */
  url: string;
  projectId: string;
  /** How many times the key set was fetched (the verifier should cache it). */
  readonly fetchCount: number;
  /** A token as Firebase would mint it; `claims` overrides or (with undefined) removes claims. */
  mint(options?: MintOptions): Promise<string>;
  /** An unsigned (alg none) token, as the Auth emulator mints them. */
  mintUnsigned(options?: Omit<MintOptions, 'signWith' | 'kid'>): string;
  close(): Promise<void>;
}

export interface MintOptions {
  sub?: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string;
  /** Claims merged over the defaults; a key set to undefined is removed. */
  claims?: Record<string, unknown>;
  /** 'published' (default) or 'unpublished': a key the JWKS does not hold, under the published kid. */
  signWith?: 'published' | 'unpublished';
  kid?: string;
  /** Issue the token as of this time (default: now). */
  now?: Date;
}

const KID = 'fake-securetoken-key-1';

export async function startFakeJwks(projectId = 'cc-test-project'): Promise<FakeJwks> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let fetchCount = 0;

  const server = http.createServer((req, res) => {
    fetchCount += 1;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function payloadFor(options: MintOptions): JWTPayload {
    const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const sub = options.sub ?? 'firebase-uid-1';
    const email = options.email === undefined ? `${sub}@example.com` : options.email;
    const base: Record<string, unknown> = {
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub,
      user_id: sub,
      iat: nowSeconds,
      auth_time: nowSeconds,
      exp: nowSeconds + 3600,
      email: email ?? undefined,
      email_verified: email ? (options.emailVerified ?? true) : undefined,
      name: options.name,
      firebase: { sign_in_provider: 'google.com', identities: email ? { email: [email] } : {} },
    };
    const merged = { ...base, ...options.claims };
    return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  }

  return {
    url: `http://127.0.0.1:${port}/service_accounts/v1/jwk/securetoken`,
    projectId,
    get fetchCount() {
      return fetchCount;
    },
    async mint(options = {}) {
      const key: CryptoKey =
        options.signWith === 'unpublished' ? unpublished.privateKey : published.privateKey;
      return new SignJWT(payloadFor(options))
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
        .sign(key);
    },
    mintUnsigned(options = {}) {
      return new UnsecuredJWT(payloadFor(options)).encode();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
