import { paths, endpoints, CHANNEL_NOT_FOUND } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { rangeStart, readHistory } from '../../domain/channelData/snapshots.js';
import { listUploads } from '../../domain/channelData/uploads.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { readableChannel } from '../../domain/channels/ownership.js';
import { listCycles } from '../../domain/channelData/cycles.js';
import { listSparklines } from '../../domain/channelData/sparklines.js';
import { restartsOnUpload, setRestartsOnUpload } from '../../domain/timers/cadence.js';
import { notFound } from '../../errors.js';

/**
 * A channel's figures over time and its uploads (data kept per YouTube channel, shared by its users), its
 * cycle history and cadence (GET and PATCH paths.channelCadence {restartOnUpload}; another user's channel:
 * 404), and the dashboard cards' sparklines.
 */
export function channelDataRouter(deps: RouterDeps): Router<AppState> {
  const { db, clock } = deps;
  const router = new Router<AppState>();
  router.use(requireUser);

  // A fixed segment: declared before the `:id` routes, and this router is mounted before the channels
  // router, so 'sparklines' is never read (and refused) as a channel id.
  router.get(paths.channelSparklines, async (ctx) => {
    ctx.body = await listSparklines(db, currentUser(ctx).id, clock.now());
  });

  router.get(
    paths.channelHistory.pattern,
    validate(endpoints.channels.history, async (ctx, { params, query }) => {
      const { channelId: youtubeChannelId } = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await readHistory(db, youtubeChannelId, rangeStart(query.range, clock.now()));
    }),
  );

  router.get(
    paths.channelUploads.pattern,
    validate(endpoints.channels.uploads, async (ctx, { params }) => {
      ctx.body = await listUploads(db, (await readableChannel(db, currentUser(ctx), params.id)).channelId);
    }),
  );

  router.get(
    paths.channelCycles.pattern,
    validate(endpoints.channels.cycles, async (ctx, { params }) => {
      const channel = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await listCycles(db, { id: channel.id, youtubeChannelId: channel.channelId }, clock.now());
    }),
  );

  router.get(
    paths.channelCadence.pattern,
    validate(endpoints.channels.cadence, async (ctx, { params }) => {
      const restartOnUpload = await restartsOnUpload(db, currentUser(ctx).id, params.id);
      if (restartOnUpload === null) throw notFound(CHANNEL_NOT_FOUND);
      ctx.body = { restartOnUpload };
    }),
  );
  router.patch(
    paths.channelCadence.pattern,
    validate(endpoints.channels.setCadence, async (ctx, { params, body }) => {
      if (!(await setRestartsOnUpload(db, currentUser(ctx).id, params.id, body.restartOnUpload)))
        throw notFound(CHANNEL_NOT_FOUND);
      ctx.body = body;
    }),
  );

  return router;
}
