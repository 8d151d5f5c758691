import {
  localeDirection,
  notificationLink,
  type Locale,
  type NotificationSettings,
  type PushPayload,
} from '@channel-countdown/contract';
import { emailTexts } from '../i18n/index.js';

/** A stored notification as the push and email messages read it. */
export interface DeliveredNotification {
  id: number;
  title: string;
  body: string;
  channelId: number | null;
}

/** A short double buzz when the user keeps vibration on; nothing otherwise. */
const VIBRATION_PATTERN = [200, 100, 200];

/** What one push shows; the user's sound and vibration settings decide how it alerts. */
export function pushPayload(
  notification: DeliveredNotification,
  settings: NotificationSettings,
): PushPayload {
  return {
    title: notification.title,
    body: notification.body,
    url: notificationLink(notification.channelId),
    tag: `notification-${notification.id}`,
    silent: !settings.soundEnabled && !settings.vibrationEnabled,
    vibrate: settings.vibrationEnabled ? VIBRATION_PATTERN : [],
  };
}

export interface EmailMessage {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * One email for the events one scheduler pass found for a user (events close together never arrive as a
 * burst of mails): each event's title, its text (which names the channel) and a link to the channel's page,
 * then the one-click unsubscribe link. A plain-text part always; the HTML part says the same. In the user's
 * language, as the reminders themselves were written.
 */
export function emailDigest(
  notifications: readonly DeliveredNotification[],
  { publicUrl, unsubscribeUrl, locale }: { publicUrl: string; unsubscribeUrl: string; locale: Locale },
): EmailMessage {
  const words = emailTexts(locale);
  const [first] = notifications;
  const subject =
    notifications.length === 1 && first
      ? `${first.title}: ${first.body}`
      : words.subjectOfMany(notifications.length);
  const items = notifications.map((notification) => ({
    ...notification,
    link: `${publicUrl}${notificationLink(notification.channelId)}`,
  }));
  const { footer } = words;
  const text = [
    ...items.map((item) => `${item.title}\n${item.body}\n${item.link}\n`),
    `${footer}\n${words.unsubscribe}: ${unsubscribeUrl}\n`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}" dir="${localeDirection(locale)}"><body style="font-family:sans-serif">`,
    ...items.map(
      (item) =>
        `<p><strong>${escapeHtml(item.title)}</strong><br>${escapeHtml(item.body)}<br>` +
        `<a href="${escapeHtml(item.link)}">${escapeHtml(words.openChannel)}</a></p>`,
    ),
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject, text, html };
}
