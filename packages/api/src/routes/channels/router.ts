import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { nextTimerBoundary } from '../../domain/timers/boundary.js';
import { lookupAttempts } from '../../http/lookupAttempts.js';
import { limitAttempts } from '../../http/rateLimit.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import {
  connectChannel,
  listChannels,
  previewChannel,
  refreshChannel,
  removeChannel,
  startCycle,
} from '../../domain/channels/service.js';

export function channelsRouter(deps: RouterDeps): Router<AppState> {
  const { db, clock } = deps;
  const router = new Router<AppState>();
  const lookups = limitAttempts(deps.rateLimiters, lookupAttempts);
  router.use(requireUser);

  router.get(paths.channels, async (ctx) => {
    const userId = currentUser(ctx).id;
    await deps.polledReads.send(ctx, { resource: 'channels', userId }, async () => {
      const now = clock.now();
      const [data, expiresAt] = await Promise.all([
        listChannels(db, userId, now),
        nextTimerBoundary(db, userId, now),
      ]);
      return { data, expiresAt };
    });
  });

  router.get(
    paths.channelPreview.pattern,
    lookups,
    validate(endpoints.channels.preview, async (ctx, { params }) => {
      ctx.body = await previewChannel(deps, currentUser(ctx).id, params.input);
    }),
  );

  router.post(
    paths.channels,
    lookups,
    validate(endpoints.channels.connect, async (ctx, { body }) => {
      const { channel, created } = await connectChannel(
        deps,
        currentUser(ctx).id,
        body.channelId,
        body.durationDays,
      );
      ctx.status = created ? 201 : 200;
      ctx.body = channel;
    }),
  );

  router.post(
    paths.channelRefresh.pattern,
    lookups,
    validate(endpoints.channels.refresh, async (ctx, { params }) => {
      ctx.body = await refreshChannel(deps, currentUser(ctx).id, params.id);
    }),
  );

  router.delete(
    paths.channel.pattern,
    validate(endpoints.channels.remove, async (ctx, { params }) => {
      await removeChannel(db, currentUser(ctx).id, params.id);
      ctx.body = { message: 'Channel removed' };
    }),
  );

  router.post(
    paths.channelTimer.pattern,
    validate(endpoints.channels.startCycle, async (ctx, { params, body }) => {
      ctx.status = 201;
      ctx.body = await startCycle(deps, currentUser(ctx).id, params.id, body.durationDays);
    }),
  );

  return router;
}
