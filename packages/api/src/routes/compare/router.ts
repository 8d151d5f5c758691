import { endpoints, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { readComparison } from '../../domain/compare/compare.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';

/** GET paths.compare: 2 to 8 of the user's channels on one chart (another user's channel: 404). */
export function compareRouter({ db, clock }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  router.get(
    paths.compare,
    validate(endpoints.compare.read, async (ctx, { query }) => {
      ctx.body = await readComparison(db, currentUser(ctx).id, query, clock.now());
    }),
  );
  return router;
}
