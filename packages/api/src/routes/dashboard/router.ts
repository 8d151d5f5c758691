import { paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { nextTimerBoundary } from '../../domain/timers/boundary.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { dashboardStats } from '../../domain/dashboard/service.js';

export function dashboardRouter({ db, clock, polledReads }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  router.get(paths.dashboardStats, async (ctx) => {
    const userId = currentUser(ctx).id;
    await polledReads.send(ctx, { resource: 'dashboard-stats', userId }, async () => {
      const now = clock.now();
      const [data, expiresAt] = await Promise.all([
        dashboardStats(db, userId, now),
        nextTimerBoundary(db, userId, now),
      ]);
      return { data, expiresAt };
    });
  });
  return router;
}
