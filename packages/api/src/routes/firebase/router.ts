import { paths, INVALID_ID_TOKEN, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import { decodeJwt } from 'jose';
import type { AppDeps, RouterDeps } from '../../deps.js';
import { forbidden, notFound, notSignedIn, UpstreamFailedError } from '../../errors.js';
import { limitAttempts, type AttemptPolicy } from '../../http/rateLimit.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import {
  createFirebaseTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  type FirebaseTokenVerifier,
} from '../../identity/firebase.js';
import { assertCookieCanBeSet, signIn, TOO_MANY_SIGN_INS } from '../../http/signIn.js';
import { ACCOUNT_DEACTIVATED, signInWithGoogle } from '../../domain/auth/service.js';
import { userDto } from '../../domain/users/presenter.js';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const IDENTITY_UNAVAILABLE = 'Could not verify the Google sign-in. Please try again.';

/** The deps' verifier, or one built from FIREBASE_* when Google sign-in is configured; null otherwise. */
export function firebaseVerifierFor(deps: AppDeps): FirebaseTokenVerifier | null {
  if (deps.identity) return deps.identity;
  const { projectId, jwksUrl, emulatorHost } = deps.config.firebase;
  if (!projectId) return null;
  return createFirebaseTokenVerifier({ projectId, jwksUrl, emulatorHost, now: () => deps.clock.now() });
}

/**
 * The account a token claims to be for, read without verifying it: only a limiter key, so that behind one
 * NAT address a client sending bad tokens uses up its own budget, not every user's.
 */
export function claimedSubject(idToken: unknown): string {
  try {
    const { sub } = decodeJwt(String(idToken));
    return typeof sub === 'string' && sub.length <= 128 ? sub : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Refused tokens per (IP, claimed account); a good token forgets them. */
const googleAttempts: AttemptPolicy = {
  budgets: (ctx) => [
    {
      limit: 'googleFailures',
      key: `${ctx.ip}:${claimedSubject((ctx.request as { body?: { idToken?: unknown } }).body?.idToken)}`,
    },
  ],
  spends: (status) => status === 401,
  forgetOnSuccess: ['googleFailures'],
  message: TOO_MANY_SIGN_INS,
};

/**
 * POST /api/auth/firebase {idToken}: exchanges a verified Firebase ID token for a session of the Google
 * account's user (found by Firebase uid or created), answering the user JSON with email (not the Google
 * account's when another account holds it: the user is told in the app). Refused tokens count as failed
 * sign-ins, limited like password sign-ins.
 */
export function firebaseRouter(deps: RouterDeps): Router<AppState> {
  const verifier = firebaseVerifierFor(deps);
  const router = new Router<AppState>();

  router.post(
    paths.firebaseAuth,
    limitAttempts(deps.rateLimiters, googleAttempts),
    validate(endpoints.auth.firebase, async (ctx, { body }) => {
      if (!verifier) throw notFound(GOOGLE_NOT_CONFIGURED);
      assertCookieCanBeSet(ctx, deps.config);
      const identity = await verifier.verify(body.idToken).catch((error: unknown) => {
        if (error instanceof InvalidIdTokenError) throw notSignedIn(INVALID_ID_TOKEN);
        if (error instanceof IdentityProviderUnavailableError)
          throw new UpstreamFailedError(IDENTITY_UNAVAILABLE);
        throw error;
      });
      const user = await signInWithGoogle(deps, identity, deps.clock.now());
      if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
      await signIn(ctx, user, deps);
      ctx.body = userDto(user);
    }),
  );

  return router;
}
