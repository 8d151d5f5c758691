import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  paths,
  updateUserRequestSchema,
} from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type Koa from 'koa';
import type { RouterDeps } from '../../app.js';
import { limitAttempts, usernameKey, type AttemptPolicy } from '../../http/rateLimit.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import { destroySession, getSession } from '../../http/session.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { signIn, TOO_MANY_SIGN_INS } from '../auth/router.js';
import { userDto } from '../presenters.js';
import { changePassword, deleteAccount, updateUser } from './service.js';

/** Wrong current passwords count like failed sign-ins: a stolen session cannot guess the password. */
const passwordChecks: AttemptPolicy = {
  budgets: (ctx) => {
    const user = (ctx.state as AppState).user;
    return user ? [{ limit: 'signInFailuresPerUser', key: `${usernameKey(user.username)}:${ctx.ip}` }] : null;
  },
  spends: (status) => status === 400,
  message: TOO_MANY_SIGN_INS,
};

/** The signed-in user's own account: password, username and email, deletion. */
export function userRouter({ db, clock, rateLimiters }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const checksPassword = limitAttempts(rateLimiters, passwordChecks);

  router.post(
    paths.userPassword,
    requireUser,
    checksPassword,
    validate({ body: changePasswordRequestSchema }, async (ctx, { body }) => {
      const user = await changePassword(db, currentUser(ctx), body);
      // Every session ended; this browser continues on a new one.
      await signIn(ctx as unknown as Koa.Context, user, clock);
      ctx.body = { message: 'Password changed' };
    }),
  );

  router.patch(
    paths.user,
    requireUser,
    validate({ body: updateUserRequestSchema }, async (ctx, { body }) => {
      const user = await updateUser(db, currentUser(ctx), body);
      ctx.state.user = user;
      ctx.body = userDto(user);
    }),
  );

  router.delete(
    paths.user,
    requireUser,
    checksPassword,
    validate({ body: deleteAccountRequestSchema }, async (ctx, { body }) => {
      const session = getSession(ctx as unknown as Koa.Context) ?? {};
      await deleteAccount(db, currentUser(ctx), body, session, clock.now());
      destroySession(ctx as unknown as Koa.Context);
      ctx.body = { message: 'Account deleted' };
    }),
  );

  return router;
}
