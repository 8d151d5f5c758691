import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { storableEmail, storableTextOrNull } from '../db/storableText.js';

/**
 * Firebase ID-token verification, following Google's rules for third-party verification
 * (https://firebase.google.com/docs/auth/admin/verify-id-tokens#verify_id_tokens_using_a_third-party_jwt_library):
 * RS256 signed by one of the securetoken keys, aud = the project id, iss = securetoken.google.com/<project>,
 * exp in the future, iat and auth_time in the past, sub a non-empty string of at most 128 characters.
 *
 * The Firebase Auth emulator signs nothing (alg "none"). Such tokens are accepted only in emulator mode —
 * the emulator variable is set AND the project is a `demo-` project, which no real Firebase project can be —
 * so a forged unsigned token can never sign anyone in against a real project.
 */

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Clock skew tolerated on exp, iat and auth_time: servers' clocks differ by a few seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;
const MAX_UID_LENGTH = 128;

/** What the rest of the server learns from a valid token. */
export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  signInProvider: string | null;
}

/** The token is not a valid ID token for this project: the caller answers 401. */
export class InvalidIdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid ID token: ${reason}`);
    this.name = 'InvalidIdTokenError';
  }
}

/** Google's signing keys could not be fetched: not the caller's fault (502). */
export class IdentityProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Could not fetch the identity provider keys', { cause });
    this.name = 'IdentityProviderUnavailableError';
  }
}

export interface FirebaseVerifierOptions {
  projectId: string;
  jwksUrl: string;
  /** FIREBASE_AUTH_EMULATOR_HOST; unsigned tokens are accepted only when this is set (and the project is demo-). */
  emulatorHost?: string | null;
  /** The injected clock; tests move time instead of waiting. */
  now?: () => Date;
}

export interface FirebaseTokenVerifier {
  readonly emulatorMode: boolean;
  verify(idToken: string): Promise<FirebaseIdentity>;
}

/** True when unsigned emulator tokens may be accepted: the emulator is configured for a demo- project. */
export function isEmulatorMode(projectId: string, emulatorHost: string | null | undefined): boolean {
  return Boolean(emulatorHost) && projectId.startsWith('demo-');
}

/**
 * Refuse to run a production server that would trust the emulator. Called from the config validation so the
 * server never starts in that state.
 */
export function assertEmulatorNotInProduction(
  nodeEnv: string | undefined,
  emulatorHost: string | null | undefined,
) {
  if (nodeEnv === 'production' && emulatorHost) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
}

export function createFirebaseTokenVerifier(options: FirebaseVerifierOptions): FirebaseTokenVerifier {
  const { projectId } = options;
  const now = options.now ?? (() => new Date());
  const issuer = `https://securetoken.google.com/${projectId}`;
  const emulatorMode = isEmulatorMode(projectId, options.emulatorHost);
  const remoteKeys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });

  // A token naming an unknown key id is the caller's fault (401); failing to reach the key server is not.
  const getKey: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
        throw error;
      throw new IdentityProviderUnavailableError(error);
    }
  };

  async function verifiedPayload(idToken: string): Promise<JWTPayload> {
    let alg: unknown;
    try {
      alg = decodeProtectedHeader(idToken).alg;
    } catch {
      throw new InvalidIdTokenError('malformed token');
    }
    const currentDate = now();
    const claims = { issuer, audience: projectId, currentDate, clockTolerance: CLOCK_TOLERANCE_SECONDS };
    if (alg === 'none') {
      if (!emulatorMode) throw new InvalidIdTokenError('unsigned token outside emulator mode');
      return UnsecuredJWT.decode(idToken, claims).payload;
    }
    const { payload } = await jwtVerify(idToken, getKey, {
      ...claims,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload;
  }

  return {
    emulatorMode,
    async verify(idToken) {
      let payload: JWTPayload;
      try {
        payload = await verifiedPayload(idToken);
      } catch (error) {
        if (error instanceof IdentityProviderUnavailableError || error instanceof InvalidIdTokenError)
          throw error;
        if (error instanceof errors.JOSEError) throw new InvalidIdTokenError(error.code);
        throw error;
      }
      checkFirebaseClaims(payload, now());
      return identityFrom(payload);
    },
  };
}

/** The claims jose does not check itself: iat and auth_time in the past, a usable sub. */
export function checkFirebaseClaims(payload: JWTPayload, now: Date) {
  const latest = now.getTime() / 1000 + CLOCK_TOLERANCE_SECONDS;
  if (typeof payload.exp !== 'number') throw new InvalidIdTokenError('missing exp');
  if (typeof payload.iat !== 'number' || payload.iat > latest)
    throw new InvalidIdTokenError('iat in the future');
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > latest)
    throw new InvalidIdTokenError('auth_time in the future');
  const { sub } = payload;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_UID_LENGTH || sub.includes('\u0000')) {
    throw new InvalidIdTokenError('bad sub');
  }
}

function identityFrom(payload: JWTPayload): FirebaseIdentity {
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid: payload.sub as string,
    email: storableEmail(payload.email),
    emailVerified: payload.email_verified === true,
    displayName: typeof payload.name === 'string' ? storableTextOrNull(payload.name, 200) : null,
    signInProvider: typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : null,
  };
}
