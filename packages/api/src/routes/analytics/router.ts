import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { analyticsFor } from '../../domain/analytics/service.js';
import { ownGroupChannelIds } from '../../domain/groups/service.js';

/**
 * GET /api/analytics?range=7d|30d|90d|1y[&group=<id>]: the signed-in user's figures for the range and the one
 * before it, of all their channels or of one of their groups' (another user's group: 404).
 */
export function analyticsRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  // A bad or repeated range is a ZodError: 400 {message} naming `range`.
  router.get(
    paths.analytics,
    validate(endpoints.analytics.get, async (ctx, { query }) => {
      const userId = currentUser(ctx).id;
      const only = query.group === undefined ? null : await ownGroupChannelIds(db, userId, query.group);
      ctx.body = await analyticsFor(db, userId, query.range, clock.now(), only);
    }),
  );
  return router;
}
