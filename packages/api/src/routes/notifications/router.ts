import { paths, CHANNEL_NOT_FOUND, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { notFound } from '../../errors.js';
import {
  channelMuted,
  listNotifications,
  markNotificationsRead,
  setChannelMuted,
} from '../../domain/notifications/store.js';
import { getReminderChoices, setReminderChoices } from '../../domain/notifications/reminderChoices.js';

/**
 * GET /api/notifications (newest first, paged, unread count; the first page, as the bell polls it and every
 * drawn page reads it, kept per data version: raising a notification and marking one read move it on),
 * POST /api/notifications/read, and the per-channel choices: GET and PUT paths.channelReminders (which events
 * reach which media; contract reminderChoices.ts) and their whole-channel switch, GET and PATCH
 * paths.channelMute {muted} (another user's channel: 404).
 */
export function notificationsRouter({ db, clock, polledReads }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(
    paths.notifications,
    validate(endpoints.notifications.list, async (ctx, { query }) => {
      const userId = currentUser(ctx).id;
      if (ctx.querystring !== '') {
        ctx.body = await listNotifications(db, userId, query);
        return;
      }
      await polledReads.send(ctx, { resource: 'notifications', userId }, async () => ({
        data: await listNotifications(db, userId, query),
        expiresAt: Infinity,
      }));
    }),
  );

  router.post(
    paths.notificationsRead,
    validate(endpoints.notifications.markRead, async (ctx, { body }) => {
      const marked = await markNotificationsRead(db, currentUser(ctx).id, body, clock.now());
      ctx.body = { message: `${marked} marked read` };
    }),
  );

  router.get(
    paths.channelMute.pattern,
    validate(endpoints.notifications.mute, async (ctx, { params }) => {
      const muted = await channelMuted(db, currentUser(ctx).id, params.id);
      if (muted === null) throw notFound(CHANNEL_NOT_FOUND);
      ctx.body = { muted };
    }),
  );
  router.patch(
    paths.channelMute.pattern,
    validate(endpoints.notifications.setMute, async (ctx, { params, body }) => {
      if (!(await setChannelMuted(db, currentUser(ctx).id, params.id, body.muted)))
        throw notFound(CHANNEL_NOT_FOUND);
      ctx.body = { muted: body.muted };
    }),
  );

  router.get(
    paths.channelReminders.pattern,
    validate(endpoints.notifications.reminders, async (ctx, { params }) => {
      ctx.body = await getReminderChoices(db, currentUser(ctx).id, params.id);
    }),
  );
  router.put(
    paths.channelReminders.pattern,
    validate(endpoints.notifications.setReminders, async (ctx, { params, body }) => {
      ctx.body = await setReminderChoices(db, currentUser(ctx).id, params.id, body);
    }),
  );

  return router;
}
