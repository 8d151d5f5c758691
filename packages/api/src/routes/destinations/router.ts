import { endpoints, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import {
  createDestination,
  deleteDestination,
  listDestinationDeliveries,
  listDestinations,
  testDestination,
  updateDestination,
} from '../../domain/destinations/service.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';

/** The user's webhook and chat destinations, their "Send test" and their delivery logs. */
export function destinationsRouter({ db, clock, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);
  const sending = {
    ...config.webhooks,
    sessionKeys: config.sessionKeys,
    publicUrl: config.publicUrl,
  };

  router.get(
    paths.destinations,
    validate(endpoints.destinations.list, async (ctx) => {
      ctx.body = await listDestinations(db, currentUser(ctx).id);
    }),
  );

  router.post(
    paths.destinations,
    validate(endpoints.destinations.create, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createDestination(db, currentUser(ctx).id, body, sending, clock.now());
    }),
  );

  router.patch(
    paths.destination.pattern,
    validate(endpoints.destinations.update, async (ctx, { params, body }) => {
      ctx.body = await updateDestination(db, currentUser(ctx).id, params.id, body, sending);
    }),
  );

  router.delete(
    paths.destination.pattern,
    validate(endpoints.destinations.delete, async (ctx, { params }) => {
      await deleteDestination(db, currentUser(ctx).id, params.id);
      ctx.body = { message: 'Destination deleted' };
    }),
  );

  router.post(
    paths.destinationTest.pattern,
    validate(endpoints.destinations.test, async (ctx, { params }) => {
      ctx.body = await testDestination(db, currentUser(ctx).id, params.id, sending, clock.now());
    }),
  );

  router.get(
    paths.destinationDeliveries.pattern,
    validate(endpoints.destinations.deliveries, async (ctx, { params }) => {
      ctx.body = await listDestinationDeliveries(db, currentUser(ctx).id, params.id);
    }),
  );

  return router;
}
