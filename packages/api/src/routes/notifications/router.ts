import { markNotificationsReadRequestSchema, notificationsQuerySchema, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../app.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { listNotifications, markNotificationsRead } from '../../notify/store.js';

/** GET /api/notifications (newest first, paged, unread count) and POST /api/notifications/read. */
export function notificationsRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.notifications, async (ctx) => {
    const query = notificationsQuerySchema.parse(ctx.query);
    ctx.body = await listNotifications(db, currentUser(ctx).id, query);
  });

  router.post(
    paths.notificationsRead,
    validate({ body: markNotificationsReadRequestSchema }, async (ctx, { body }) => {
      const marked = await markNotificationsRead(db, currentUser(ctx).id, body, clock.now());
      ctx.body = { message: `${marked} marked read` };
    }),
  );

  return router;
}
