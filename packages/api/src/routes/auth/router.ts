import { loginRequestSchema, paths, registerRequestSchema } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type Koa from 'koa';
import type { AppDeps } from '../../app.js';
import type { User } from '../../db/models/index.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import { destroySession, getSession } from '../../http/session.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { userDto } from '../presenters.js';
import { authenticate, registerUser } from './service.js';

/** Signs the user in on a fresh session id (no fixation of an id handed out before sign-in). */
export async function signIn(ctx: Koa.Context, user: User): Promise<void> {
  const session = getSession(ctx);
  if (!session) throw new Error('session middleware missing');
  session.userId = user.id;
  await session.regenerate();
  ctx.state.user = user;
}

export function authRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.post(
    paths.register,
    validate({ body: registerRequestSchema }, async (ctx, { body }) => {
      const user = await registerUser(db, body, clock.now());
      await signIn(ctx as unknown as Koa.Context, user);
      ctx.status = 201;
      ctx.body = userDto(user);
    }),
  );

  router.post(
    paths.login,
    validate({ body: loginRequestSchema }, async (ctx, { body }) => {
      const user = await authenticate(db, body, clock.now());
      await signIn(ctx as unknown as Koa.Context, user);
      ctx.body = userDto(user);
    }),
  );

  router.post(paths.logout, async (ctx) => {
    destroySession(ctx as unknown as Koa.Context);
    ctx.body = { message: 'Logged out' };
  });

  router.get(paths.user, requireUser, async (ctx) => {
    ctx.body = userDto(currentUser(ctx));
  });

  return router;
}
