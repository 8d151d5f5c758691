import {
  channelParamsSchema,
  channelPreviewParamsSchema,
  createChannelRequestSchema,
  paths,
} from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../app.js';
import { sendJson } from '../../http/json.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { connectChannel, listChannels, previewChannel, refreshChannel } from './service.js';

export function channelsRouter(deps: AppDeps): Router<AppState> {
  const { db, clock } = deps;
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.channels, async (ctx) => {
    sendJson(ctx, await listChannels(db, currentUser(ctx).id, clock.now()));
  });

  router.get(
    `${paths.channels}/preview/:input`,
    validate({ params: channelPreviewParamsSchema }, async (ctx, { params }) => {
      ctx.body = await previewChannel(deps.youtube, params.input);
    }),
  );

  router.post(
    paths.channels,
    validate({ body: createChannelRequestSchema }, async (ctx, { body }) => {
      const { channel, created } = await connectChannel(deps, currentUser(ctx).id, body.channelId);
      ctx.status = created ? 201 : 200;
      ctx.body = channel;
    }),
  );

  router.post(
    `${paths.channels}/:id/refresh`,
    validate({ params: channelParamsSchema }, async (ctx, { params }) => {
      ctx.body = await refreshChannel(deps, currentUser(ctx).id, params.id);
    }),
  );

  return router;
}
