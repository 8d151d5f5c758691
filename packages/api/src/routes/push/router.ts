import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { ConflictError, invalidInput } from '../../errors.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { pushEndpointRefusal } from '../../notify/pushEndpoint.js';
import { removePushSubscription, savePushSubscription } from '../../domain/push/service.js';

/**
 * POST /api/push/subscriptions (this browser may receive the user's pushes) and DELETE (it may no longer).
 * Only the browsers' push services are accepted as endpoints (notify/pushEndpoint.ts).
 */
export function pushRouter({ db, clock, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.post(
    paths.pushSubscriptions,
    validate(endpoints.push.subscribe, async (ctx, { body }) => {
      if (!config.push.vapid) throw new ConflictError('Push notifications are not configured on this server');
      const refusal = pushEndpointRefusal(body.endpoint, config.push.endpointAllowlist);
      if (refusal) throw invalidInput(refusal);
      ctx.status = 201;
      ctx.body = await savePushSubscription(db, currentUser(ctx).id, body, clock.now());
    }),
  );

  router.delete(
    paths.pushSubscriptions,
    validate(endpoints.push.unsubscribe, async (ctx, { body }) => {
      const removed = await removePushSubscription(db, currentUser(ctx).id, body.endpoint);
      ctx.body = { message: removed ? 'Unsubscribed' : 'Not subscribed' };
    }),
  );

  return router;
}
