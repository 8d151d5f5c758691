import { endpoints, pageHref, paths } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { RouterDeps } from '../../deps.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import {
  unsubscribeByLink,
  unsubscribeLinkState,
  type UnsubscribeLinkState,
} from '../../domain/notifications/unsubscribe.js';
import { UNSUBSCRIBE_LINK_DAYS } from '../../notify/unsubscribeToken.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SETTINGS_LINK = `<p><a href="${pageHref('settings')}">Open settings</a></p>`;

/** What each outcome tells a person, the status it answers, and the JSON message of a mail client's POST. */
const OUTCOMES: Record<
  Exclude<UnsubscribeLinkState, 'ready'> | 'done',
  { status: number; title: string; text: string; message: string }
> = {
  done: {
    status: 200,
    title: 'Unsubscribed',
    text: 'You will no longer receive reminder emails from Channel Countdown. You can turn them on again in Settings, Notifications.',
    message: 'Unsubscribed',
  },
  used: {
    status: 410,
    title: 'This link has already been used',
    text: 'Reminder emails were turned off with this link already. You can turn them on or off in Settings, Notifications.',
    message: 'This unsubscribe link has already been used',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    text: `Unsubscribe links work for ${UNSUBSCRIBE_LINK_DAYS} days after their email was sent. You can turn reminder emails off in Settings, Notifications, or with the link in a newer email.`,
    message: 'This unsubscribe link has expired',
  },
  invalid: {
    status: 400,
    title: 'This link is not valid',
    text: 'This unsubscribe link is incomplete or was not sent by Channel Countdown. You can turn reminder emails off in Settings, Notifications.',
    message: 'This unsubscribe link is not valid',
  },
};

/**
 * A small page of its own: the API's policy (sandbox, nothing allowed) would block its form, so it gets
 * one that allows its inline style and a form posting back here, and nothing else.
 */
function sendPage(ctx: Context, status: number, title: string, content: string) {
  ctx.status = status;
  ctx.type = 'text/html';
  ctx.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1>${content}</body></html>`;
}

function sendOutcome(ctx: Context, outcome: keyof typeof OUTCOMES, asPage: boolean) {
  const { status, title, text, message } = OUTCOMES[outcome];
  if (asPage) return sendPage(ctx, status, title, `<p>${escapeHtml(text)}</p>${SETTINGS_LINK}`);
  ctx.status = status;
  ctx.body = { message };
}

/**
 * GET /api/notifications/unsubscribe?token=: the link in every email shows a page asking to confirm, and
 * changes nothing (mail scanners open links). POST: the page's button, and mail clients' one-click
 * unsubscribe (RFC 8058: List-Unsubscribe-Post), turns the user's reminder emails off. No sign-in: the
 * token is signed with the session secret, works for UNSUBSCRIBE_LINK_DAYS and once; a used, expired or
 * forged link gets a page (or, to a mail client, a message) saying so.
 */
export function unsubscribeRouter({ db, clock, config, versions }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    paths.notificationsUnsubscribe,
    validate(endpoints.notifications.unsubscribePage, async (ctx, { query }) => {
      const state = await unsubscribeLinkState(db, query.token, config.sessionKeys, clock.now());
      if (state !== 'ready') return sendOutcome(ctx, state, true);
      const action = `${paths.notificationsUnsubscribe}?token=${encodeURIComponent(query.token)}`;
      sendPage(
        ctx,
        200,
        'Stop reminder emails?',
        `<p>Press the button to stop receiving reminder emails from Channel Countdown. Nothing changes until you do.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Stop reminder emails</button></form>${SETTINGS_LINK}`,
      );
    }),
  );
  router.post(
    paths.notificationsUnsubscribe,
    validate(endpoints.notifications.unsubscribe, async (ctx, { query }) => {
      const outcome = await unsubscribeByLink({ db, versions }, query.token, config.sessionKeys, clock.now());
      // The page's button wants a page back; a mail client's one-click POST gets the JSON message.
      sendOutcome(ctx, outcome, ctx.accepts('json', 'html') === 'html');
    }),
  );
  return router;
}
