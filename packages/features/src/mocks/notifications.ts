import { handle, parsedBody, refuse } from './http';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  ALL_REMINDERS_ON,
  channelReminderChoicesSchema,
  formatCycleEnd,
  timerState,
  endpoints,
  type Channel,
  type ChannelReminderChoices,
  type MarkNotificationsReadRequest,
  type Notification,
} from '@channel-countdown/contract';
import type { MockFailure } from './channels';
import { channelFixtures, FIXTURE_NOW } from './fixtures/channels';
import { freshEachStory } from './freshState';

const HOUR = 60 * 60 * 1000;

/**
 * What the server's scheduler would have raised for these channels at FIXTURE_NOW: 'Timer Completed' for
 * a running cycle past its end, 'Timer Ending Soon' within the default 24-hour warning time; newest first.
 */
export function notificationsFor(channels: readonly Channel[], now: string = FIXTURE_NOW): Notification[] {
  const nowMs = new Date(now).getTime();
  const raised: Notification[] = [];
  for (const channel of channels) {
    const timer = channel.timer;
    const state = timerState(timer, now);
    if (!timer || (state !== 'running' && state !== 'completed')) continue;
    const endMs = new Date(timer.endTime).getTime();
    if (state === 'completed') {
      raised.push(
        notification(
          raised.length + 1,
          'cycle-completed',
          channel.id,
          'Timer Completed',
          `The timer for ${channel.channelName} has completed.`,
          endMs,
        ),
      );
    } else if (endMs - nowMs < 24 * HOUR) {
      raised.push(
        notification(
          raised.length + 1,
          'cycle-ending',
          channel.id,
          'Timer Ending Soon',
          // As the server writes it in English (api/src/i18n/texts.ts).
          `The timer for ${channel.channelName} ends on ${formatCycleEnd(endMs)}.`,
          endMs - 24 * HOUR,
        ),
      );
    }
  }
  return raised.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** One stored notification, unread. */
export function notification(
  id: number,
  kind: Notification['kind'],
  channelId: number | null,
  title: string,
  body: string,
  createdAt: number | string,
  read = false,
): Notification {
  return { id, kind, channelId, title, body, createdAt: new Date(createdAt).toISOString(), read };
}

/** The fixture channels' reminders, as the bell shows them by default. */
export const notificationFixtures: Notification[] = notificationsFor(channelFixtures);

export interface NotificationMockOptions {
  /** The stored notifications, newest first. @default notificationFixtures */
  items?: Notification[];
  /** GET /api/notifications never answers. */
  pending?: boolean;
  /** GET /api/notifications fails. */
  failure?: MockFailure;
  /** Channels muted at the start (GET/PATCH paths.channelMute, the choices' `muted`). */
  muted?: number[];
  /** Each channel's reminder choices at the start (GET/PUT paths.channelReminders); others: all on. */
  reminders?: Record<number, ChannelReminderChoices>;
  /** PUT paths.channelReminders fails with this. */
  saveFailure?: MockFailure;
}

/**
 * A stateful fake of the notification calls: the list with its unread count, marking read (by ids or all),
 * and each channel's mute. `raise` adds a notification as the scheduler would (the next poll shows it).
 */
export interface NotificationMocks {
  handlers: RequestHandler[];
  /** Stores a notification, newest first, as the scheduler would: the next poll shows it. */
  raise(next: Notification): void;
}

export function createNotificationMocks(options: NotificationMockOptions = {}): NotificationMocks {
  let items: Notification[] = [];
  const choices = new Map<number, ChannelReminderChoices>();
  freshEachStory(() => {
    items = (options.items ?? notificationFixtures).map((item) => ({ ...item }));
    choices.clear();
    for (const [id, chosen] of Object.entries(options.reminders ?? {}))
      choices.set(Number(id), structuredClone(chosen));
    for (const id of options.muted ?? [])
      choices.set(id, { ...(choices.get(id) ?? ALL_REMINDERS_ON), muted: true });
  });
  const choicesOf = (id: number) => choices.get(id) ?? ALL_REMINDERS_ON;
  const handlers: RequestHandler[] = [
    handle(endpoints.notifications.list, async () => {
      if (options.pending) await delay('infinite');
      if (options.failure)
        return HttpResponse.json({ message: options.failure.message }, { status: options.failure.status });
      return HttpResponse.json({
        items,
        unreadCount: items.filter((item) => !item.read).length,
        nextCursor: null,
      });
    }),
    handle(endpoints.notifications.markRead, async ({ request }) => {
      const body = (await request.json()) as MarkNotificationsReadRequest;
      const ids = 'ids' in body ? new Set(body.ids) : null;
      items = items.map((item) => (ids === null || ids.has(item.id) ? { ...item, read: true } : item));
      return HttpResponse.json({ message: 'marked read' });
    }),
    handle(endpoints.notifications.mute, ({ params }) =>
      HttpResponse.json({ muted: choicesOf(Number(params.id)).muted }),
    ),
    handle(endpoints.notifications.setMute, async ({ params, request }) => {
      const { muted: value } = (await request.json()) as { muted: boolean };
      choices.set(Number(params.id), { ...choicesOf(Number(params.id)), muted: value });
      return HttpResponse.json({ muted: value });
    }),
    handle(endpoints.notifications.reminders, ({ params }) =>
      HttpResponse.json(choicesOf(Number(params.id))),
    ),
    handle(endpoints.notifications.setReminders, async ({ params, request }) => {
      if (options.saveFailure) return refuse(options.saveFailure.status, options.saveFailure.message);
      const body = await parsedBody(channelReminderChoicesSchema, request);
      if (body instanceof Response) return body;
      choices.set(Number(params.id), body);
      return HttpResponse.json(body);
    }),
  ];
  return {
    handlers,
    raise(next: Notification) {
      items = [next, ...items];
    },
  };
}

export const notificationHandlers: RequestHandler[] = createNotificationMocks().handlers;
