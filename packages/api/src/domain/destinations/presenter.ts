import {
  DELIVERY_ERRORS,
  DESTINATION_EVENTS,
  DESTINATION_KINDS,
  type DeliveryError,
  type Destination,
  type DestinationDelivery,
  type DestinationEvent,
  type DestinationKind,
} from '@channel-countdown/contract';
import { iso, isoOrNull } from '../presenterValues.js';

/** The events column (comma-separated) as a list in the contract's order; an unknown word is dropped. */
export function eventsOf(column: unknown): DestinationEvent[] {
  const words = new Set(String(column ?? '').split(','));
  return DESTINATION_EVENTS.filter((event) => words.has(event));
}

export const eventsColumn = (events: readonly DestinationEvent[]) =>
  DESTINATION_EVENTS.filter((event) => events.includes(event)).join(',');

/** The channel_ids column: null (all channels) or a JSON list of ids. */
export function channelIdsOf(column: unknown): number[] | null {
  if (column === null || column === undefined) return null;
  try {
    const ids = JSON.parse(String(column)) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : null;
  } catch {
    return null;
  }
}

export const channelIdsColumn = (ids: readonly number[] | null) =>
  ids === null ? null : JSON.stringify(ids);

const kindOf = (value: unknown): DestinationKind =>
  (DESTINATION_KINDS as readonly unknown[]).includes(value) ? (value as DestinationKind) : 'webhook';

/** A destinations row as the list shows it: never the secret, only its first characters. */
export function destinationDto(row: Record<string, unknown>): Destination {
  return {
    id: Number(row.id),
    kind: kindOf(row.kind),
    name: String(row.name),
    url: String(row.url),
    topic: row.topic === null || row.topic === undefined ? null : String(row.topic),
    chatId: row.chat_id === null || row.chat_id === undefined ? null : String(row.chat_id),
    secretHint:
      row.secret_hint === null || row.secret_hint === undefined ? null : `${String(row.secret_hint)}…`,
    events: eventsOf(row.events),
    channelIds: channelIdsOf(row.channel_ids),
    createdAt: iso(row.created_at),
  };
}

const errorOf = (value: unknown): DeliveryError | null =>
  (DELIVERY_ERRORS as readonly unknown[]).includes(value) ? (value as DeliveryError) : null;

/** An outbox row of a destination as its delivery log shows it. */
export function deliveryDto(row: Record<string, unknown>): DestinationDelivery {
  const event = String(row.event);
  const status = row.sent_at
    ? 'sent'
    : row.failed_at
      ? 'failed'
      : Number(row.attempts) > 0
        ? 'retrying'
        : 'pending';
  return {
    id: Number(row.id),
    event: event === 'test' ? 'test' : (eventsOf(event)[0] ?? 'new-upload'),
    status,
    attempts: Number(row.attempts),
    responseStatus:
      row.response_status === null || row.response_status === undefined ? null : Number(row.response_status),
    error: status === 'sent' ? null : errorOf(row.error_code),
    createdAt: iso(row.created_at),
    attemptedAt: isoOrNull(row.attempted_at),
    nextAttemptAt: status === 'retrying' ? isoOrNull(row.next_attempt_at) : null,
  };
}
