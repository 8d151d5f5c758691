import { firebaseAuthRequestSchema, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../../app.js';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/HttpError.js';
import {
  createFailureLimiter,
  limitFailedSignIns,
  MemoryRateLimitStore,
  signInKey,
} from '../../http/rateLimit.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import {
  createFirebaseTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  type FirebaseTokenVerifier,
} from '../../identity/firebase.js';
import { findOrCreateGoogleUser } from '../../identity/googleAccounts.js';
import { signIn } from '../auth/router.js';
import { ACCOUNT_DEACTIVATED } from '../auth/service.js';
import { userDto } from '../presenters.js';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const INVALID_ID_TOKEN = 'Invalid or expired Google sign-in token';
export const IDENTITY_UNAVAILABLE = 'Could not verify the Google sign-in. Please try again.';

/** The deps' verifier, or one built from FIREBASE_* when Google sign-in is configured; null otherwise. */
export function firebaseVerifierFor(deps: AppDeps): FirebaseTokenVerifier | null {
  if (deps.identity) return deps.identity;
  const { projectId, jwksUrl, emulatorHost } = deps.config.firebase;
  if (!projectId) return null;
  return createFirebaseTokenVerifier({ projectId, jwksUrl, emulatorHost, now: () => deps.clock.now() });
}

/**
 * POST /api/auth/firebase {idToken}: exchanges a verified Firebase ID token for a session of the Google
 * account's user (found by Firebase uid or created), answering the user JSON with email. Refused tokens
 * count as failed sign-ins of the calling IP, limited like password sign-ins.
 */
export function firebaseRouter(deps: AppDeps): Router<AppState> {
  const verifier = firebaseVerifierFor(deps);
  const limiter = createFailureLimiter({ store: deps.rateLimitStore ?? new MemoryRateLimitStore() });
  const router = new Router<AppState>();

  router.post(
    paths.firebaseAuth,
    limitFailedSignIns(limiter, (ctx) => signInKey('firebase', '', ctx.ip)),
    validate({ body: firebaseAuthRequestSchema }, async (ctx, { body }) => {
      if (!verifier) throw notFound(GOOGLE_NOT_CONFIGURED);
      const identity = await verifier.verify(body.idToken).catch((error: unknown) => {
        if (error instanceof InvalidIdTokenError) throw unauthorized(INVALID_ID_TOKEN);
        if (error instanceof IdentityProviderUnavailableError) throw new HttpError(502, IDENTITY_UNAVAILABLE);
        throw error;
      });
      const user = await findOrCreateGoogleUser(deps.db, identity, deps.clock.now());
      if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
      await signIn(ctx as unknown as Koa.Context, user);
      ctx.body = userDto(user);
    }),
  );

  return router;
}
