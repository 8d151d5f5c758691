import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { deleteTimer, listActiveTimers, setTimerPaused } from '../../domain/timers/service.js';

export function timersRouter({ db, clock, polledReads }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.activeTimers, async (ctx) => {
    const userId = currentUser(ctx).id;
    // The list holds the timers as stored (the page counts them down itself): only writes change it.
    await polledReads.send(ctx, { resource: 'active-timers', userId }, async () => ({
      data: await listActiveTimers(db, userId),
      expiresAt: Number.POSITIVE_INFINITY,
    }));
  });

  router.delete(
    paths.timer.pattern,
    validate(endpoints.timers.remove, async (ctx, { params }) => {
      await deleteTimer(db, currentUser(ctx).id, params.timerId, clock.now());
      ctx.body = { message: 'Timer deleted' };
    }),
  );

  router.patch(
    paths.timer.pattern,
    validate(endpoints.timers.pause, async (ctx, { params, body }) => {
      ctx.body = await setTimerPaused(db, currentUser(ctx).id, params.timerId, body.isPaused, clock.now());
    }),
  );

  return router;
}
