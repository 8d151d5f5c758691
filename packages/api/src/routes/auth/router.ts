import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { limitAttempts, usernameKey, type AttemptPolicy } from '../../http/rateLimit.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import { destroySession } from '../../http/session.js';
import { assertCookieCanBeSet, signIn, TOO_MANY_SIGN_INS } from '../../http/signIn.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { userDto } from '../../domain/users/presenter.js';
import { authenticate, registerUser } from '../../domain/auth/service.js';

export const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this network. Please try again later.';

/** Failed password sign-ins, per (username, IP) and per IP; the right password forgets the first. */
const signInAttempts: AttemptPolicy = {
  budgets(ctx) {
    const username = (ctx.request as { body?: { username?: unknown } }).body?.username;
    if (typeof username !== 'string') return null;
    return [
      { limit: 'signInFailuresPerUser', key: `${usernameKey(username)}:${ctx.ip}` },
      { limit: 'signInFailuresPerIp', key: ctx.ip },
    ];
  },
  spends: (status) => status === 401,
  forgetOnSuccess: ['signInFailuresPerUser'],
  message: TOO_MANY_SIGN_INS,
};

/** Sign-ups per IP: an account made, or a name found taken (which tells a prober the name exists). */
const signUpAttempts: AttemptPolicy = {
  budgets: (ctx) => [{ limit: 'registrationsPerIp', key: ctx.ip }],
  spends: (status) => status === 201 || status === 409,
  message: TOO_MANY_SIGN_UPS,
};

export function authRouter({ db, clock, config, rateLimiters }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post(
    paths.register,
    limitAttempts(rateLimiters, signUpAttempts),
    validate(endpoints.auth.register, async (ctx, { body }) => {
      assertCookieCanBeSet(ctx, config);
      const user = await registerUser(db, body, clock.now());
      try {
        await signIn(ctx, user, { db, clock });
      } catch (error) {
        // No account without its session: a retry must not find the name taken.
        await db('users').where('id', user.id).delete();
        throw error;
      }
      ctx.status = 201;
      ctx.body = userDto(user);
    }),
  );

  router.post(
    paths.login,
    limitAttempts(rateLimiters, signInAttempts),
    validate(endpoints.auth.login, async (ctx, { body }) => {
      assertCookieCanBeSet(ctx, config);
      const user = await authenticate(db, body, clock.now());
      await signIn(ctx, user, { db, clock });
      ctx.body = userDto(user);
    }),
  );

  router.post(paths.logout, async (ctx) => {
    destroySession(ctx);
    ctx.body = { message: 'Logged out' };
  });

  router.get(paths.user, requireUser, async (ctx) => {
    ctx.body = userDto(currentUser(ctx));
  });

  return router;
}
