import { endpoints, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import {
  createGroup,
  deleteGroup,
  listGroups,
  setChannelGroups,
  updateGroup,
} from '../../domain/groups/service.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';

/** The user's channel groups (kept per data version, as the dashboard's drawn page reads them), and the groups a channel is in. */
export function groupsRouter({ db, clock, polledReads }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(
    paths.groups,
    validate(endpoints.groups.list, async (ctx) => {
      const userId = currentUser(ctx).id;
      await polledReads.send(ctx, { resource: 'groups', userId }, async () => ({
        data: await listGroups(db, userId),
        expiresAt: Infinity,
      }));
    }),
  );

  router.post(
    paths.groups,
    validate(endpoints.groups.create, async (ctx, { body }) => {
      ctx.status = 201;
      ctx.body = await createGroup(db, currentUser(ctx).id, body, clock.now());
    }),
  );

  router.patch(
    paths.group.pattern,
    validate(endpoints.groups.update, async (ctx, { params, body }) => {
      ctx.body = await updateGroup(db, currentUser(ctx).id, params.id, body);
    }),
  );

  router.delete(
    paths.group.pattern,
    validate(endpoints.groups.remove, async (ctx, { params }) => {
      await deleteGroup(db, currentUser(ctx).id, params.id);
      ctx.body = { message: 'Group deleted' };
    }),
  );

  router.put(
    paths.channelGroups.pattern,
    validate(endpoints.groups.setChannelGroups, async (ctx, { params, body }) => {
      ctx.body = await setChannelGroups(db, currentUser(ctx).id, params.id, body.groupIds);
    }),
  );

  return router;
}
