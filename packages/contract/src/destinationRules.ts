/**
 * The plain values and rules of destinations, kept free of zod like limits.ts: the channel page's reminder
 * choices read them without loading the schemas, which live in destinations.ts.
 */
import type { Destination } from './destinations.js';

/**
 * Destinations: other programs a user's reminders reach, next to in-app, Web Push and email. A generic
 * webhook (signed per the Standard Webhooks specification: webhook-id, webhook-timestamp and webhook-signature
 * headers, with a `whsec_…` secret the server makes and shows once), or a preset that speaks a chat service's
 * documented shape: a Discord webhook, a Slack incoming webhook, an ntfy topic, a Telegram bot's chat. Each
 * destination chooses its events and its channels (all, or a list).
 */
export const DESTINATION_KINDS = ['webhook', 'discord', 'slack', 'ntfy', 'telegram'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/**
 * The events a destination may receive: the reminders the server raises (an account notice stays in the app),
 * a channel reaching its milestone alert (milestones.ts) and a channel changing its name, handle, picture or
 * hidden subscriber count (channelChanges.ts) among them.
 */
export const DESTINATION_EVENTS = [
  'cycle-ending',
  'cycle-completed',
  'new-upload',
  'milestone',
  'channel-changed',
] as const;
export type DestinationEvent = (typeof DESTINATION_EVENTS)[number];

/** Destinations a user may hold at once. */
export const DESTINATIONS_MAX = 20;
export const DESTINATION_NAME_MAX_LENGTH = 64;
/** Channels one destination may name (more: choose all). */
export const DESTINATION_CHANNELS_MAX = 200;
/** Deliveries the log keeps per destination (the oldest finished ones go first). */
export const DESTINATION_LOG_MAX = 50;
/** Telegram's Bot API, unless the destination names another server (a self-hosted Bot API server). */
export const TELEGRAM_API_DEFAULT = 'https://api.telegram.org';
/** ntfy's public server, the default of the ntfy preset. */
export const NTFY_DEFAULT_SERVER = 'https://ntfy.sh';
/** Every webhook secret starts with this (the Standard Webhooks convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Whether a destination takes event `event` of channel `channelId`: its own events and its channels (null: all). */
export function destinationTakes(
  destination: Pick<Destination, 'events' | 'channelIds'>,
  event: DestinationEvent,
  channelId: number,
): boolean {
  if (!destination.events.includes(event)) return false;
  return destination.channelIds === null || destination.channelIds.includes(channelId);
}

/** Why a delivery did not arrive; the app says each in a sentence. */
export const DELIVERY_ERRORS = [
  /** The address is private, loopback, link-local or otherwise not on the internet. */
  'address-refused',
  /** The name did not resolve. */
  'not-found',
  /** No connection, or it broke. */
  'unreachable',
  /** No complete answer within the time allowed. */
  'timeout',
  /** The answer was larger than allowed. */
  'too-large',
  /** The answer was a redirect, which is never followed. */
  'redirect',
  /** The answer was an error status (`responseStatus` says which). */
  'rejected',
] as const;
export type DeliveryError = (typeof DELIVERY_ERRORS)[number];
