import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { analyticsFor } from '../../domain/analytics/service.js';

/** GET /api/analytics?range=7d|30d|90d|1y: the signed-in user's figures for the range and the one before it. */
export function analyticsRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  // A bad or repeated range is a ZodError: 400 {message} naming `range`.
  router.get(
    paths.analytics,
    validate(endpoints.analytics.get, async (ctx, { query }) => {
      ctx.body = await analyticsFor(db, currentUser(ctx).id, query.range, clock.now());
    }),
  );
  return router;
}
