import { paths, timerParamsSchema, updateTimerRequestSchema } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../app.js';
import { sendJson } from '../../http/json.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { deleteTimer, listActiveTimers, setTimerPaused } from './service.js';

export function timersRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.activeTimers, async (ctx) => {
    sendJson(ctx, await listActiveTimers(db, currentUser(ctx).id));
  });

  router.delete(
    '/api/timers/:timerId',
    validate({ params: timerParamsSchema }, async (ctx, { params }) => {
      await deleteTimer(db, currentUser(ctx).id, params.timerId, clock.now());
      ctx.body = { message: 'Timer deleted' };
    }),
  );

  router.patch(
    '/api/timers/:timerId',
    validate({ params: timerParamsSchema, body: updateTimerRequestSchema }, async (ctx, { params, body }) => {
      ctx.body = await setTimerPaused(db, currentUser(ctx).id, params.timerId, body.isPaused, clock.now());
    }),
  );

  return router;
}
