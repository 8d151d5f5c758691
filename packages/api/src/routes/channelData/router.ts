import { channelHistoryQuerySchema, channelParamsSchema, isAdmin, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { rangeStart, readHistory } from '../../domain/channelData/snapshots.js';
import { listUploads } from '../../domain/channelData/uploads.js';
import type { Db } from '../../db/knex.js';
import type { User } from '../../db/users.js';
import { notFound } from '../../errors.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { CHANNEL_NOT_FOUND } from '@channel-countdown/contract';
import type { OwnChannel } from '../../domain/channels/service.js';
import { listCycles } from '../../domain/channelData/cycles.js';
import { listSparklines } from '../../domain/channelData/sparklines.js';

/**
 * One of the user's channel rows (its id and YouTube channel); an admin may name any row. Another user's row
 * is a 404 like a missing one, so its existence is never revealed.
 */
async function channelRowOf(db: Db, user: User, id: number): Promise<OwnChannel> {
  const channel = (await db('channels')
    .where('id', id)
    .modify((query) => (isAdmin(user) ? query : query.where('user_id', user.id)))
    .first('id', 'channel_id')) as { id: number; channel_id: string } | undefined;
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  return { id: Number(channel.id), channelId: channel.channel_id };
}

/** The YouTube channel behind one of the user's channel rows (as channelRowOf). */
const youtubeChannelOf = async (db: Db, user: User, id: number) =>
  (await channelRowOf(db, user, id)).channelId;

/**
 * A channel's figures over time and its uploads (data kept per YouTube channel, shared by its users), its
 * cycle history, and the dashboard cards' sparklines.
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
    validate({ params: channelParamsSchema }, async (ctx, { params }) => {
      const { range } = channelHistoryQuerySchema.parse(ctx.query);
      const youtubeChannelId = await youtubeChannelOf(db, currentUser(ctx), params.id);
      ctx.body = await readHistory(db, youtubeChannelId, rangeStart(range, clock.now()));
    }),
  );

  router.get(
    paths.channelUploads.pattern,
    validate({ params: channelParamsSchema }, async (ctx, { params }) => {
      ctx.body = await listUploads(db, await youtubeChannelOf(db, currentUser(ctx), params.id));
    }),
  );

  router.get(
    paths.channelCycles.pattern,
    validate({ params: channelParamsSchema }, async (ctx, { params }) => {
      const channel = await channelRowOf(db, currentUser(ctx), params.id);
      ctx.body = await listCycles(db, channel.id, clock.now());
    }),
  );

  return router;
}
