import { endpoints, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { createApiToken, listApiTokens, revokeApiToken } from '../../domain/apiTokens/service.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';

/** The user's personal API tokens; a signed-in browser's calls only (the table's `scope: null`). */
export function apiTokensRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(
    paths.apiTokens,
    validate(endpoints.tokens.list, async (ctx) => {
      ctx.body = await listApiTokens(db, currentUser(ctx).id);
    }),
  );

  router.post(
    paths.apiTokens,
    validate(endpoints.tokens.create, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createApiToken(db, currentUser(ctx), body, clock.now());
    }),
  );

  router.delete(
    paths.apiToken.pattern,
    validate(endpoints.tokens.revoke, async (ctx, { params }) => {
      await revokeApiToken(db, currentUser(ctx).id, params.id);
      ctx.body = { message: 'Token revoked' };
    }),
  );

  return router;
}
