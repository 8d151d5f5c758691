import { settingsReach, singleEmailAddress, type Settings } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import type { Logger } from '../../logger.js';
import type { Metrics } from '../../observability/metrics.js';
import { getSettingsOf } from '../settings/service.js';
import { writingLocales } from '../settings/writingLocale.js';
import { destinationTexts } from '../../i18n/index.js';
import type { Allowlist } from '../../notify/outboundAddress.js';
import type { DeliveryMessage } from '../destinations/messages.js';
import { eventsOf, channelIdsOf } from '../destinations/presenter.js';
import { reminderChoicesOf } from './reminderChoices.js';
import { pruneDeliveryLog, sendToDestination, targetOf } from '../destinations/service.js';
import { emailDigest, pushPayload, type DeliveredNotification } from '../../notify/messages.js';
import type { Senders } from '../../notify/senders.js';
import { unsubscribeUrl } from '../../notify/unsubscribeToken.js';
import {
  destinationMedium,
  destinationTakes,
  notificationLink,
  reminderReaches,
  type BuiltInMedium,
  type DestinationEvent,
  type ReminderMedium,
  type UploadKind,
} from '@channel-countdown/contract';

const MINUTE_MS = 60_000;
/** A notification older than this when a pass first sees it (the server was down) is not pushed or mailed. */
const FRESH_MS = 60 * MINUTE_MS;
/** A claim older than this belongs to an instance that died mid-send: another may take the row. */
const CLAIM_TIMEOUT_MS = 15 * MINUTE_MS;
/**
 * Retries: 1, 2, 4 … minutes apart, at most 6 hours, and given up after this many attempts. Kept here rather than
 * in BullMQ's attempts and backoff: the outbox is a database table, so a delivery is written with its notification
 * and retried the same way with or without REDIS_URL (BullMQ runs only with Redis).
 */
export const MAX_ATTEMPTS = 8;
const MAX_BACKOFF_MS = 6 * 60 * MINUTE_MS;
/** Rows one pass takes, so a backlog never holds the scheduler long. */
const BATCH = 100;

export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, MINUTE_MS * 2 ** Math.max(0, attempts - 1));

export interface DeliveryDeps {
  db: Db;
  logger: Logger;
  senders: Senders;
  /** For the links in emails. */
  publicUrl: string;
  /** The session keys sign the unsubscribe links. */
  sessionKeys: readonly string[];
  /** Each attempt's medium and outcome. */
  metrics?: Metrics;
  /** Webhook and chat destinations (domain/destinations): where they may send and how long a send may take; absent = none. */
  webhooks?: { allowlist: Allowlist; timeoutMs: number; maxResponseBytes?: number };
}

/** Webhook and chat sends one pass makes at once: a slow receiver holds one lane, not the others. */
const WEBHOOK_LANES = 8;

export interface DeliveryReport {
  queued: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Push subscriptions the push service no longer knows (404/410), removed. */
  expiredSubscriptions: number;
}

/** What the outbox keeps of an email: the message, so a retry sends the same one. */
interface EmailOutboxPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface NotificationRow {
  id: number;
  user_id: number;
  kind: string;
  channel_id: number | null;
  title: string;
  body: string;
  created_at: unknown;
  dedupe_key: string;
}

/** The prefix of a new upload's dedupe key (dueEvents.ts): `upload:<videoId>`. */
const UPLOAD_KEY = 'upload:';

/**
 * The kind of each new-upload notification's video (channel_uploads.kind), by notification id, so a kind the
 * channel mutes after it was raised reaches no medium either.
 */
async function newUploadKinds(db: Db, rows: readonly NotificationRow[]): Promise<Map<number, UploadKind>> {
  const uploads = rows.filter((row) => row.kind === 'new-upload' && row.dedupe_key.startsWith(UPLOAD_KEY));
  const kinds = new Map<number, UploadKind>();
  if (uploads.length === 0) return kinds;
  const videoOf = (row: NotificationRow) => row.dedupe_key.slice(UPLOAD_KEY.length);
  const found = (await db('channel_uploads')
    .join('channels', 'channels.channel_id', 'channel_uploads.youtube_channel_id')
    .whereIn(
      'channels.id',
      uploads.flatMap((row) => (row.channel_id === null ? [] : [row.channel_id])),
    )
    .whereIn('channel_uploads.video_id', uploads.map(videoOf))
    .select('channels.id as channel_id', 'channel_uploads.video_id', 'channel_uploads.kind')) as Array<{
    channel_id: number;
    video_id: string;
    kind: UploadKind;
  }>;
  const kindOf = new Map(found.map((upload) => [`${upload.channel_id} ${upload.video_id}`, upload.kind]));
  for (const row of uploads) {
    const kind = kindOf.get(`${row.channel_id} ${videoOf(row)}`);
    if (kind) kinds.set(row.id, kind);
  }
  return kinds;
}

/**
 * Turns the notifications no pass has seen yet into outbox rows, once across instances (the claim is one
 * UPDATE … WHERE queued_at IS NULL: on PostgreSQL a second instance's update waits for the first and then
 * matches nothing; SQLite runs one writer at a time). What goes where is the user's settings: a push to each
 * of the user's devices (pushNotifications), and one email for all of the pass's events (emailUpdates).
 */
export async function queueDeliveries(deps: DeliveryDeps, now: Date): Promise<number> {
  const { db, senders } = deps;
  const candidates = (await db('notifications')
    .whereNull('queued_at')
    .orderBy('id')
    .limit(BATCH * 5)
    .pluck('id')) as number[];
  if (candidates.length === 0) return 0;
  const claimed = (await db('notifications')
    .whereIn('id', candidates)
    .whereNull('queued_at')
    .update({ queued_at: now })
    .returning('id')) as Array<{ id: number } | number>;
  const claimedIds = claimed.map((row) => (typeof row === 'number' ? row : row.id));
  if (claimedIds.length === 0 || (!senders.push && !senders.mail && !deps.webhooks)) return 0;

  const rows = (await db('notifications')
    .whereIn('id', claimedIds)
    .orderBy('id')
    .select(
      'id',
      'user_id',
      'kind',
      'channel_id',
      'title',
      'body',
      'created_at',
      'dedupe_key',
    )) as NotificationRow[];
  const fresh = rows.filter((row) => (toDate(row.created_at) as Date).getTime() > now.getTime() - FRESH_MS);
  const byUser = new Map<number, DeliveredNotification[]>();
  const rowsOf = new Map<number, NotificationRow[]>();
  for (const row of fresh) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, title: row.title, body: row.body, channelId: row.channel_id });
    byUser.set(row.user_id, list);
    rowsOf.set(row.user_id, [...(rowsOf.get(row.user_id) ?? []), row]);
  }
  const userIds = [...byUser.keys()];
  if (userIds.length === 0) return 0;
  const [settings, users, subscriptions, destinations, choices, uploadKinds] = await Promise.all([
    getSettingsOf(db, userIds),
    db('users').whereIn('id', userIds).where('is_active', true).select('id', 'email') as Promise<
      Array<{ id: number; email: string | null }>
    >,
    senders.push
      ? (db('push_subscriptions').whereIn('user_id', userIds).select('id', 'user_id') as Promise<
          Array<{ id: number; user_id: number }>
        >)
      : Promise.resolve([]),
    deps.webhooks
      ? (db('destinations')
          .whereIn('user_id', userIds)
          .orderBy('id')
          .select('id', 'user_id', 'events', 'channel_ids') as Promise<
          Array<{ id: number; user_id: number; events: string; channel_ids: string | null }>
        >)
      : Promise.resolve([]),
    reminderChoicesOf(
      db,
      fresh.flatMap((notification) => (notification.channel_id === null ? [] : [notification.channel_id])),
    ),
    newUploadKinds(db, fresh),
  ]);
  const locales = await writingLocales(db, settings);
  /** The channel's reminder choices (contract reminderReaches) for this medium; an account notice has none. */
  const reaches = (
    notification: { id: number; channelId: number | null; kind: string },
    medium: ReminderMedium,
  ) => {
    const chosen = notification.channelId === null ? undefined : choices.get(notification.channelId);
    return (
      chosen === undefined ||
      reminderReaches(chosen, notification.kind as DestinationEvent, medium, uploadKinds.get(notification.id))
    );
  };
  const kindOf = new Map(fresh.map((notification) => [notification.id, notification.kind]));
  const reaching = (list: DeliveredNotification[], medium: BuiltInMedium) =>
    list.filter((notification) => reaches({ ...notification, kind: kindOf.get(notification.id)! }, medium));

  const outbox: Array<Record<string, unknown>> = [];
  const row = (
    userId: number,
    medium: 'push' | 'email' | 'webhook',
    payload: unknown,
    subscriptionId: number | null = null,
  ) => ({
    user_id: userId,
    medium,
    subscription_id: subscriptionId,
    payload: JSON.stringify(payload),
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  for (const user of users) {
    const notifications = byUser.get(user.id) ?? [];
    const { notifications: wants } = settings.get(user.id) as Settings;
    if (senders.push && settingsReach(wants, 'push')) {
      for (const subscription of subscriptions.filter((candidate) => candidate.user_id === user.id)) {
        for (const notification of reaching(notifications, 'push'))
          outbox.push(row(user.id, 'push', pushPayload(notification, wants), subscription.id));
      }
    }
    // Only one validated address is ever a recipient (a row stored before addresses were checked may hold more).
    const to = singleEmailAddress(user.email);
    const mailed = reaching(notifications, 'email');
    if (senders.mail && settingsReach(wants, 'email') && to && mailed.length > 0) {
      const unsubscribe = unsubscribeUrl(deps.publicUrl, user.id, deps.sessionKeys, now);
      const message: EmailOutboxPayload = {
        to,
        ...emailDigest(mailed, {
          publicUrl: deps.publicUrl,
          unsubscribeUrl: unsubscribe,
          locale: locales.get(user.id)!,
        }),
        // RFC 2369 and RFC 8058: mail clients offer their own one-click unsubscribe button.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
      outbox.push(row(user.id, 'email', message));
    }
    // Each destination of the user that takes the event's kind and channel: one delivery each.
    const words = destinationTexts(locales.get(user.id)!);
    for (const destination of destinations.filter((candidate) => candidate.user_id === user.id)) {
      const takes = {
        events: eventsOf(destination.events),
        channelIds: channelIdsOf(destination.channel_ids),
      };
      for (const notification of rowsOf.get(user.id) ?? []) {
        const event = notification.kind as DestinationEvent;
        if (notification.channel_id === null || !destinationTakes(takes, event, notification.channel_id))
          continue;
        if (
          !reaches(
            { id: notification.id, channelId: notification.channel_id, kind: event },
            destinationMedium(destination.id),
          )
        )
          continue;
        const message: DeliveryMessage = {
          event,
          messageId: `msg_${notification.id}_${destination.id}`,
          title: notification.title,
          body: notification.body,
          link: `${deps.publicUrl}${notificationLink(notification.channel_id)}`,
          linkText: words.open,
          channelId: notification.channel_id,
          notificationId: notification.id,
          createdAt: (toDate(notification.created_at) as Date).toISOString(),
        };
        outbox.push({ ...row(user.id, 'webhook', message), destination_id: destination.id, event });
      }
    }
  }
  for (let start = 0; start < outbox.length; start += BATCH)
    await db('notification_outbox').insert(outbox.slice(start, start + BATCH));
  return outbox.length;
}

interface OutboxRow {
  id: number;
  medium: 'push' | 'email' | 'webhook';
  destination_id: number | null;
  subscription_id: number | null;
  payload: string;
  attempts: number;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

/**
 * Sends what is due in the outbox: each row claimed by one instance (UPDATE … WHERE claimed_at IS NULL, or
 * a claim abandoned by a dead instance), then marked sent, or retried later with backoff, or given up after
 * MAX_ATTEMPTS. A failure is recorded on its row and never thrown: the scheduler's pass goes on.
 */
export async function sendDueDeliveries(
  deps: DeliveryDeps,
  now: Date,
  report: DeliveryReport,
): Promise<void> {
  const { db, senders, logger } = deps;
  const claimable = (query: ReturnType<Db>) =>
    query
      .whereNull('sent_at')
      .whereNull('failed_at')
      .where('next_attempt_at', '<=', now)
      .where((where) =>
        where.whereNull('claimed_at').orWhere('claimed_at', '<', new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
      );
  const due = (await claimable(db('notification_outbox')).orderBy('id').limit(BATCH).pluck('id')) as number[];
  if (due.length === 0) return;
  const claimed = (await claimable(db('notification_outbox').whereIn('id', due))
    .update({ claimed_at: now })
    .returning('id')) as Array<{ id: number } | number>;
  const ids = claimed.map((row) => (typeof row === 'number' ? row : row.id));
  if (ids.length === 0) return;
  const rows = (await db('notification_outbox')
    .leftJoin('push_subscriptions', 'push_subscriptions.id', 'notification_outbox.subscription_id')
    .whereIn('notification_outbox.id', ids)
    .orderBy('notification_outbox.id')
    .select(
      'notification_outbox.id',
      'notification_outbox.medium',
      'notification_outbox.subscription_id',
      'notification_outbox.destination_id',
      'notification_outbox.payload',
      'notification_outbox.attempts',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    )) as OutboxRow[];

  await sendToDestinations(
    deps,
    rows.filter((row) => row.medium === 'webhook'),
    now,
    report,
  );
  for (const row of rows.filter((candidate) => candidate.medium !== 'webhook')) {
    const attempts = row.attempts + 1;
    try {
      if (row.medium === 'push') {
        if (!senders.push || !row.endpoint) throw new Error('push is not configured');
        const result = await senders.push(
          { endpoint: row.endpoint, p256dh: row.p256dh!, auth: row.auth! },
          JSON.parse(row.payload),
        );
        if (result === 'gone') {
          // The browser unsubscribed or the subscription expired: forget the device (and its queued pushes).
          await db('push_subscriptions').where('id', row.subscription_id).delete();
          report.expiredSubscriptions++;
          deps.metrics?.deliveryAttempt(row.medium, 'gone');
          continue;
        }
      } else {
        if (!senders.mail) throw new Error('mail is not configured');
        await senders.mail(JSON.parse(row.payload) as EmailOutboxPayload);
      }
      await db('notification_outbox')
        .where('id', row.id)
        .update({ sent_at: now, attempts, last_error: null });
      report.sent++;
      deps.metrics?.deliveryAttempt(row.medium, 'sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = attempts >= MAX_ATTEMPTS;
      await db('notification_outbox')
        .where('id', row.id)
        .update({
          attempts,
          claimed_at: null,
          last_error: message.slice(0, 1000),
          ...(givenUp
            ? { failed_at: now }
            : { next_attempt_at: new Date(now.getTime() + backoffMs(attempts)) }),
        });
      if (givenUp) report.failed++;
      else report.retrying++;
      deps.metrics?.deliveryAttempt(row.medium, givenUp ? 'failed' : 'retrying');
      logger.warn(
        { err: error, outboxId: row.id, medium: row.medium, attempts, givenUp },
        'notification delivery failed',
      );
    }
  }
}

/**
 * The claimed webhook and chat deliveries: WEBHOOK_LANES at a time, each recorded on its row (the
 * destination's log) as sent, retrying with backoff, or given up after MAX_ATTEMPTS; a failure never holds
 * another destination's delivery.
 */
async function sendToDestinations(
  deps: DeliveryDeps,
  rows: readonly OutboxRow[],
  now: Date,
  report: DeliveryReport,
): Promise<void> {
  if (rows.length === 0) return;
  const { db, logger, webhooks } = deps;
  const destinationIds = [...new Set(rows.map((row) => row.destination_id!))];
  const destinations = new Map(
    ((await db('destinations').whereIn('id', destinationIds)) as Record<string, unknown>[]).map((row) => [
      Number(row.id),
      targetOf(row, deps.sessionKeys),
    ]),
  );
  const queue = [...rows];
  const lane = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const attempts = row.attempts + 1;
      const target = destinations.get(row.destination_id!);
      // Deleted meanwhile: its rows went with it (ON DELETE CASCADE), nothing to record.
      if (!target) continue;
      const result = webhooks
        ? await sendToDestination(target, JSON.parse(row.payload) as DeliveryMessage, webhooks, now)
        : ({ sent: false, responseStatus: null, error: 'address-refused' } as const);
      const givenUp = !result.sent && attempts >= MAX_ATTEMPTS;
      await db('notification_outbox')
        .where('id', row.id)
        .update({
          attempts,
          attempted_at: now,
          response_status: result.responseStatus,
          error_code: result.error,
          last_error: result.error,
          ...(result.sent
            ? { sent_at: now }
            : givenUp
              ? { failed_at: now, claimed_at: null }
              : { claimed_at: null, next_attempt_at: new Date(now.getTime() + backoffMs(attempts)) }),
        });
      const outcome = result.sent ? 'sent' : givenUp ? 'failed' : 'retrying';
      report[outcome]++;
      deps.metrics?.deliveryAttempt('webhook', outcome);
      if (!result.sent)
        logger.warn(
          {
            outboxId: row.id,
            destinationId: row.destination_id,
            attempts,
            givenUp,
            error: result.error,
            status: result.responseStatus,
          },
          'destination delivery failed',
        );
    }
  };
  await Promise.all(Array.from({ length: Math.min(WEBHOOK_LANES, rows.length) }, lane));
  for (const id of destinationIds) await pruneDeliveryLog(db, id);
}

/** One pass: new notifications into the outbox, then whatever of the outbox is due. */
export async function deliverNotifications(deps: DeliveryDeps, now: Date): Promise<DeliveryReport> {
  const report: DeliveryReport = { queued: 0, sent: 0, retrying: 0, failed: 0, expiredSubscriptions: 0 };
  report.queued = await queueDeliveries(deps, now);
  if (deps.senders.push || deps.senders.mail || deps.webhooks) await sendDueDeliveries(deps, now, report);
  return report;
}
