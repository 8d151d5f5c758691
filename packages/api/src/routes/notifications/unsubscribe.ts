import { DEFAULT_SETTINGS, endpoints, pageHref, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { invalidInput } from '../../errors.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { verifyUnsubscribeToken } from '../../notify/unsubscribeToken.js';
import { getSettings, saveSettings } from '../../domain/settings/service.js';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>Unsubscribed</h1><p>You will no longer receive reminder emails from Channel Countdown.
You can turn them on again in Settings, Notifications.</p><p><a href="${pageHref('settings')}">Open settings</a></p></body></html>`;

/**
 * GET and POST /api/notifications/unsubscribe?token=: the link in every email, and the one-click
 * unsubscribe of mail clients (RFC 8058, List-Unsubscribe-Post). No sign-in: the token is signed with the
 * session secret. Turns the user's emailUpdates setting off; doing it twice is harmless.
 */
export function unsubscribeRouter({ db, clock, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  const unsubscribe = async (token: string) => {
    const userId = verifyUnsubscribeToken(token, config.sessionKeys);
    if (userId === null) throw invalidInput('This unsubscribe link is not valid');
    const user = await db('users').where('id', userId).first('id');
    if (!user) throw invalidInput('This unsubscribe link is not valid');
    const settings = await getSettings(db, userId);
    const notifications = {
      ...(settings.notifications ?? DEFAULT_SETTINGS.notifications),
      emailUpdates: false,
    };
    await saveSettings(db, userId, { ...settings, notifications }, clock.now());
  };

  router.get(
    paths.notificationsUnsubscribe,
    validate(endpoints.notifications.unsubscribePage, async (ctx, { query }) => {
      await unsubscribe(query.token);
      ctx.type = 'text/html';
      ctx.body = PAGE;
    }),
  );
  router.post(
    paths.notificationsUnsubscribe,
    validate(endpoints.notifications.unsubscribe, async (ctx, { query }) => {
      await unsubscribe(query.token);
      ctx.body = { message: 'Unsubscribed' };
    }),
  );
  return router;
}
