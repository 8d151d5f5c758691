import { randomBytes } from 'node:crypto';
import type {
  createDestinationRequestSchema,
  updateDestinationRequestSchema,
} from '@channel-countdown/contract';
import {
  DESTINATION_ADDRESS_REFUSED,
  DESTINATION_FIELD_NOT_FOR_KIND,
  DESTINATION_LOG_MAX,
  DESTINATION_NOT_FOUND,
  DESTINATION_UNKNOWN_CHANNEL,
  DESTINATIONS_MAX,
  TOO_MANY_DESTINATIONS,
  WEBHOOK_SECRET_PREFIX,
  notificationLink,
  type CreatedDestination,
  type Destination,
  type DestinationDelivery,
  type DestinationTestResult,
} from '@channel-countdown/contract';
import type { z } from 'zod';
import type { Db } from '../../db/knex.js';
import { conflict, invalidInput, notFound } from '../../errors.js';
import { destinationTexts } from '../../i18n/index.js';
import { outboundUrlRefusal, type Allowlist } from '../../notify/outboundAddress.js';
import { OutboundError, postOutbound } from '../../notify/outboundHttp.js';
import { openSecret, sealSecret } from '../../notify/secretBox.js';
import { getSettingsOf } from '../settings/service.js';
import { writingLocale } from '../settings/writingLocale.js';
import { destinationRequest, type DeliveryMessage, type DestinationTarget } from './messages.js';
import { channelIdsColumn, deliveryDto, destinationDto, eventsColumn } from './presenter.js';

/** What sending to a destination needs from the server's configuration. */
export interface DestinationSendOptions {
  allowlist: Allowlist;
  timeoutMs: number;
  /** Answers longer than this are cut off (a receiver's answer is never read beyond a status). */
  maxResponseBytes?: number;
  /** The session keys seal and open the destinations' secrets. */
  sessionKeys: readonly string[];
  /** Where the messages' links point. */
  publicUrl: string;
}

export const MAX_RESPONSE_BYTES = 64 * 1024;

type NewDestination = z.output<typeof createDestinationRequestSchema>;
type DestinationChange = z.output<typeof updateDestinationRequestSchema>;

/** A webhook signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

function checkAddress(url: string, allowlist: Allowlist) {
  if (outboundUrlRefusal(url, allowlist)) throw invalidInput(DESTINATION_ADDRESS_REFUSED);
}

async function checkChannels(db: Db, userId: number, channelIds: readonly number[] | null | undefined) {
  if (!channelIds) return;
  const owned = (await db('channels')
    .where('user_id', userId)
    .whereIn('id', channelIds)
    .pluck('id')) as number[];
  if (owned.length !== channelIds.length) throw invalidInput(DESTINATION_UNKNOWN_CHANNEL);
}

async function ownRow(db: Db, userId: number, id: number): Promise<Record<string, unknown>> {
  const row = (await db('destinations').where({ id, user_id: userId }).first()) as
    Record<string, unknown> | undefined;
  if (!row) throw notFound(DESTINATION_NOT_FOUND);
  return row;
}

/** The user's destinations, oldest first. */
export async function listDestinations(db: Db, userId: number): Promise<Destination[]> {
  const rows = (await db('destinations').where('user_id', userId).orderBy('id')) as Record<string, unknown>[];
  return rows.map(destinationDto);
}

/**
 * Adds a destination. Its address must be one the server sends to (never a private or local one, unless
 * WEBHOOK_ALLOWED_HOSTS allows it); its channels must be the user's. A webhook gets a signing secret, given
 * back this once; a Telegram bot token is kept sealed the same way and never shown again.
 */
export async function createDestination(
  db: Db,
  userId: number,
  input: NewDestination,
  options: Pick<DestinationSendOptions, 'allowlist' | 'sessionKeys'>,
  now: Date,
): Promise<CreatedDestination> {
  checkAddress(input.url, options.allowlist);
  await checkChannels(db, userId, input.channelIds);
  const secret =
    input.kind === 'webhook' ? newWebhookSecret() : input.kind === 'telegram' ? input.botToken : null;
  const row = await db.transaction(async (trx) => {
    const held = await trx('destinations').where('user_id', userId).count({ n: '*' }).first();
    if (Number(held?.n ?? 0) >= DESTINATIONS_MAX) throw conflict(TOO_MANY_DESTINATIONS);
    const [inserted] = (await trx('destinations')
      .insert({
        user_id: userId,
        kind: input.kind,
        name: input.name,
        url: input.url,
        topic: input.kind === 'ntfy' ? input.topic : null,
        chat_id: input.kind === 'telegram' ? input.chatId : null,
        secret: secret === null ? null : sealSecret(secret, options.sessionKeys),
        secret_hint: secret === null ? null : secret.slice(0, input.kind === 'webhook' ? 10 : 6),
        events: eventsColumn(input.events),
        channel_ids: channelIdsColumn(input.channelIds),
        created_at: now,
      })
      .returning('*')) as Record<string, unknown>[];
    return inserted!;
  });
  return { ...destinationDto(row), secret: input.kind === 'webhook' ? secret : null };
}

/** Changes a destination's name, events, channels or address (an ntfy topic, a Telegram chat). */
export async function updateDestination(
  db: Db,
  userId: number,
  id: number,
  change: DestinationChange,
  options: Pick<DestinationSendOptions, 'allowlist'>,
): Promise<Destination> {
  const row = await ownRow(db, userId, id);
  if (change.topic !== undefined && row.kind !== 'ntfy') throw invalidInput(DESTINATION_FIELD_NOT_FOR_KIND);
  if (change.chatId !== undefined && row.kind !== 'telegram')
    throw invalidInput(DESTINATION_FIELD_NOT_FOR_KIND);
  if (change.url !== undefined) checkAddress(change.url, options.allowlist);
  await checkChannels(db, userId, change.channelIds);
  const update: Record<string, unknown> = {};
  if (change.name !== undefined) update.name = change.name;
  if (change.events !== undefined) update.events = eventsColumn(change.events);
  if (change.channelIds !== undefined) update.channel_ids = channelIdsColumn(change.channelIds);
  if (change.url !== undefined) update.url = change.url;
  if (change.topic !== undefined) update.topic = change.topic;
  if (change.chatId !== undefined) update.chat_id = change.chatId;
  await db('destinations').where({ id, user_id: userId }).update(update);
  return destinationDto(await ownRow(db, userId, id));
}

/** Deletes a destination; its delivery log and queued deliveries go with it. */
export async function deleteDestination(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db('destinations').where({ id, user_id: userId }).delete();
  if (deleted === 0) throw notFound(DESTINATION_NOT_FOUND);
}

/** A destination's recent deliveries, newest first. */
export async function listDestinationDeliveries(
  db: Db,
  userId: number,
  id: number,
): Promise<DestinationDelivery[]> {
  await ownRow(db, userId, id);
  const rows = (await db('notification_outbox')
    .where('destination_id', id)
    .orderBy('id', 'desc')
    .limit(DESTINATION_LOG_MAX)) as Record<string, unknown>[];
  return rows.map(deliveryDto);
}

/** A destinations row as a send needs it: its secret opened. */
export function targetOf(row: Record<string, unknown>, sessionKeys: readonly string[]): DestinationTarget {
  return {
    id: Number(row.id),
    kind: destinationDto(row).kind,
    url: String(row.url),
    topic: row.topic === null ? null : String(row.topic),
    chatId: row.chat_id === null ? null : String(row.chat_id),
    secret:
      row.secret === null || row.secret === undefined ? null : openSecret(String(row.secret), sessionKeys),
  };
}

/** One send, the outcome as the log keeps it. */
export async function sendToDestination(
  target: DestinationTarget,
  message: DeliveryMessage,
  options: Pick<DestinationSendOptions, 'allowlist' | 'timeoutMs' | 'maxResponseBytes'>,
  now: Date,
): Promise<DestinationTestResult> {
  try {
    const answer = await postOutbound(destinationRequest(target, message, now), {
      allowlist: options.allowlist,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? MAX_RESPONSE_BYTES,
    });
    return { sent: true, responseStatus: answer.status, error: null };
  } catch (error) {
    if (error instanceof OutboundError)
      return { sent: false, responseStatus: error.responseStatus, error: error.code };
    return { sent: false, responseStatus: null, error: 'unreachable' };
  }
}

/** Keeps a destination's log bounded: finished deliveries beyond the newest DESTINATION_LOG_MAX go. */
export async function pruneDeliveryLog(db: Db, destinationId: number): Promise<void> {
  const cutoff = (await db('notification_outbox')
    .where('destination_id', destinationId)
    .orderBy('id', 'desc')
    .offset(DESTINATION_LOG_MAX - 1)
    .limit(1)
    .pluck('id')) as number[];
  if (cutoff.length === 0) return;
  await db('notification_outbox')
    .where('destination_id', destinationId)
    .where('id', '<', cutoff[0]!)
    .where((where) => where.whereNotNull('sent_at').orWhereNotNull('failed_at'))
    .delete();
}

/**
 * "Send test": a test message to the destination now, in the user's language, once (no retries), written in
 * its delivery log with what the receiver answered.
 */
export async function testDestination(
  db: Db,
  userId: number,
  id: number,
  options: DestinationSendOptions,
  now: Date,
): Promise<DestinationTestResult> {
  const row = await ownRow(db, userId, id);
  const settings = (await getSettingsOf(db, [userId])).get(userId)!;
  const words = destinationTexts(await writingLocale(db, userId, settings));
  const message: DeliveryMessage = {
    event: 'test',
    messageId: `msg_test_${randomBytes(12).toString('hex')}`,
    title: words.testTitle,
    body: words.testBody,
    link: `${options.publicUrl}${notificationLink(null)}`,
    linkText: words.open,
    channelId: null,
    notificationId: null,
    createdAt: now.toISOString(),
  };
  const result = await sendToDestination(targetOf(row, options.sessionKeys), message, options, now);
  await db('notification_outbox').insert({
    user_id: userId,
    medium: 'webhook',
    destination_id: id,
    event: 'test',
    payload: JSON.stringify(message),
    attempts: 1,
    next_attempt_at: now,
    created_at: now,
    attempted_at: now,
    sent_at: result.sent ? now : null,
    failed_at: result.sent ? null : now,
    response_status: result.responseStatus,
    error_code: result.error,
  });
  await pruneDeliveryLog(db, id);
  return result;
}
