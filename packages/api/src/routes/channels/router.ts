import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../app.js';
import { nextTimerBoundary } from '../../cache/timerBoundary.js';
import { limitAttempts, type AttemptPolicy } from '../../http/rateLimit.js';
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
} from './service.js';

export const TOO_MANY_LOOKUPS = 'Too many channel lookups. Please wait a few minutes and try again.';

/**
 * Lookups that may reach YouTube (preview, connect, refresh), per user and per IP, so one account cannot
 * spend the day's API quota. Input the parser refuses (400) reaches nothing and costs nothing.
 */
export const lookupAttempts: AttemptPolicy = {
  budgets: (ctx) => [
    { limit: 'lookupsPerUser', key: String((ctx.state as AppState).user?.id) },
    { limit: 'lookupsPerIp', key: ctx.ip },
  ],
  spends: (status) => status !== 400,
  message: TOO_MANY_LOOKUPS,
};

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
      ctx.body = await previewChannel(deps.youtube, params.input);
    }),
  );

  router.post(
    paths.channels,
    lookups,
    validate(endpoints.channels.connect, async (ctx, { body }) => {
      const { channel, created } = await connectChannel(deps, currentUser(ctx).id, body.channelId);
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
