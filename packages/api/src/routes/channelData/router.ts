import { paths, endpoints, CHANNEL_NOT_FOUND } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { readHistory } from '../../domain/channelData/snapshots.js';
import { listUploads } from '../../domain/channelData/uploads.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { findOwnChannel, readableChannel } from '../../domain/channels/ownership.js';
import { readMilestones, setMilestoneAlert } from '../../domain/channelData/milestones.js';
import { listChanges } from '../../domain/channelData/changes.js';
import { listCycles } from '../../domain/channelData/cycles.js';
import { listSparklines, nextUtcDay } from '../../domain/channelData/sparklines.js';
import { gainsCsv, readGains } from '../../domain/channelData/gains.js';
import { exportFileName } from '../../domain/csv.js';
import { restartsOnUpload, setRestartsOnUpload } from '../../domain/timers/cadence.js';
import { notFound } from '../../errors.js';

/**
 * A channel's figures over time and its uploads (data kept per YouTube channel, shared by its users), its
 * cycle history and cadence (GET and PATCH paths.channelCadence {restartOnUpload}; another user's channel:
 * 404), its daily gains table (JSON and CSV), its next milestones and milestone alert (GET and PUT
 * paths.channelMilestones), its change log (paths.channelChanges), and the dashboard cards' sparklines.
 */
export function channelDataRouter(deps: RouterDeps): Router<AppState> {
  const { db, clock } = deps;
  const router = new Router<AppState>();
  router.use(requireUser);

  // A fixed segment: declared before the `:id` routes, and this router is mounted before the channels
  // router, so 'sparklines' is never read (and refused) as a channel id.
  // A polled read of the dashboard: kept for the user's data version (a refresh of one of their channels moves
  // it) until the UTC day ends and the days move on.
  router.get(paths.channelSparklines, async (ctx) => {
    const userId = currentUser(ctx).id;
    await deps.polledReads.send(ctx, { resource: 'sparklines', userId }, async () => {
      const now = clock.now();
      return { data: await listSparklines(db, userId, now), expiresAt: nextUtcDay(now) };
    });
  });

  router.get(
    paths.channelHistory.pattern,
    validate(endpoints.channels.history, async (ctx, { params, query }) => {
      const { channelId: youtubeChannelId } = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await readHistory(db, youtubeChannelId, query.range, clock.now());
    }),
  );

  // The daily gains table, as JSON for the page and as a CSV file to keep.
  router.get(
    paths.channelGains.pattern,
    validate(endpoints.channels.gains, async (ctx, { params, query }) => {
      const { channelId: youtubeChannelId } = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await readGains(db, youtubeChannelId, query.range, clock.now());
    }),
  );
  router.get(
    paths.channelGainsCsv.pattern,
    validate(endpoints.channels.gainsCsv, async (ctx, { params, query }) => {
      const { channelId: youtubeChannelId } = await readableChannel(db, currentUser(ctx), params.id);
      const now = clock.now();
      const gains = await readGains(db, youtubeChannelId, query.range, now);
      ctx.set('Cache-Control', 'no-store');
      ctx.attachment(exportFileName(`gains-${youtubeChannelId}-${query.range}`, 'csv', now));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = gainsCsv(gains.days);
    }),
  );

  // The next milestones with their estimates; the alert is the owner's to set (another user's channel: 404).
  router.get(
    paths.channelMilestones.pattern,
    validate(endpoints.channels.milestones, async (ctx, { params }) => {
      const channel = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await readMilestones(db, channel, clock.now());
    }),
  );
  router.put(
    paths.channelMilestones.pattern,
    validate(endpoints.channels.setMilestoneAlert, async (ctx, { params, body }) => {
      const channel = await findOwnChannel(db, currentUser(ctx).id, params.id);
      ctx.body = await setMilestoneAlert(db, channel, body.alert, clock.now());
    }),
  );

  // What the channel changed, newest first (another user's channel: 404).
  router.get(
    paths.channelChanges.pattern,
    validate(endpoints.channels.changes, async (ctx, { params }) => {
      const channel = await readableChannel(db, currentUser(ctx), params.id);
      ctx.body = await listChanges(db, channel.channelId);
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
      ctx.body = await listCycles(db, channel.id, clock.now());
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
