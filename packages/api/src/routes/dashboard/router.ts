import { paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../app.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { dashboardStats } from './service.js';

export function dashboardRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  router.get(paths.dashboardStats, async (ctx) => {
    ctx.body = await dashboardStats(db, currentUser(ctx).id, clock.now());
  });
  return router;
}
