import { Webhook } from 'standardwebhooks';
import type { DestinationEvent, DestinationKind } from '@channel-countdown/contract';
import type { OutboundRequest } from '../../notify/outboundHttp.js';

/** A destination as a send needs it: its secret opened. */
export interface DestinationTarget {
  id: number;
  kind: DestinationKind;
  url: string;
  topic: string | null;
  chatId: string | null;
  /** The webhook's `whsec_…` signing secret, or the Telegram bot token. */
  secret: string | null;
}

/** What one delivery says, as the outbox keeps it (in the user's language, written when it was queued). */
export interface DeliveryMessage {
  event: DestinationEvent | 'test';
  /** The same for every attempt of one delivery: a receiver drops a repeat by it (webhook-id). */
  messageId: string;
  title: string;
  body: string;
  /** The page of the app it is about. */
  link: string;
  /** The words of the link. */
  linkText: string;
  channelId: number | null;
  notificationId: number | null;
  /** When the event was raised. */
  createdAt: string;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', 'User-Agent': 'ChannelCountdown-Webhooks/1' };

/** Slack's mrkdwn: &, < and > are its control characters. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTTP header value in ASCII: a text with other characters as RFC 2047 (ntfy decodes it). */
const headerText = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/** ntfy's tags (emoji shortcodes it shows before the title). */
const NTFY_TAGS: Record<DeliveryMessage['event'], string> = {
  'cycle-ending': 'hourglass_flowing_sand',
  'cycle-completed': 'white_check_mark',
  'new-upload': 'tv',
  milestone: 'trophy',
  'channel-changed': 'pencil2',
  test: 'test_tube',
};

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The request that carries a message to a destination, in the shape its receiver documents:
 * - webhook: a JSON event (`type`, `timestamp`, `data`) signed per Standard Webhooks (signed at each attempt,
 *   so the timestamp is fresh; the id stays the same);
 * - Discord: `{content, embeds}` to the webhook URL, mentions off (a channel's name never pings anyone);
 * - Slack: an incoming webhook's `{text, blocks}`;
 * - ntfy: the text POSTed to `<server>/<topic>` with Title, Click and Tags headers;
 * - Telegram: the Bot API's `sendMessage` (`{chat_id, text}`) at `<server>/bot<token>/sendMessage`.
 */
export function destinationRequest(
  target: DestinationTarget,
  message: DeliveryMessage,
  now: Date,
): OutboundRequest {
  switch (target.kind) {
    case 'webhook': {
      const body = JSON.stringify({
        type: `reminder.${message.event}`,
        timestamp: message.createdAt,
        data: {
          event: message.event,
          title: message.title,
          body: message.body,
          url: message.link,
          channelId: message.channelId,
          notificationId: message.notificationId,
        },
      });
      const timestamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const signature = new Webhook(target.secret ?? '').sign(message.messageId, timestamp, body);
      return {
        url: target.url,
        headers: {
          ...JSON_HEADERS,
          'webhook-id': message.messageId,
          'webhook-timestamp': String(timestamp.getTime() / 1000),
          'webhook-signature': signature,
        },
        body,
      };
    }
    case 'discord':
      return {
        url: target.url,
        headers: JSON_HEADERS,
        body: JSON.stringify({
          content: `**${message.title}**`,
          embeds: [{ title: message.linkText, description: message.body, url: message.link }],
          allowed_mentions: { parse: [] },
        }),
      };
    case 'slack':
      return {
        url: target.url,
        headers: JSON_HEADERS,
        body: JSON.stringify({
          text: `${message.title}: ${message.body}`,
          blocks: [
            {
              type: 'section',
              text: {
                type: 'mrkdwn',
                text: `*${slackEscape(message.title)}*\n${slackEscape(message.body)}\n<${message.link}|${slackEscape(message.linkText)}>`,
              },
            },
          ],
        }),
      };
    case 'ntfy':
      return {
        url: `${trimmed(target.url)}/${target.topic ?? ''}`,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'User-Agent': JSON_HEADERS['User-Agent'],
          Title: headerText(message.title),
          Click: message.link,
          Tags: NTFY_TAGS[message.event],
        },
        body: message.body,
      };
    case 'telegram':
      return {
        url: `${trimmed(target.url)}/bot${target.secret ?? ''}/sendMessage`,
        headers: JSON_HEADERS,
        body: JSON.stringify({
          chat_id: target.chatId,
          text: `${message.title}\n${message.body}\n${message.link}`,
        }),
      };
  }
}
