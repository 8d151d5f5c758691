import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import {
  DELIVERY_ERRORS,
  DESTINATION_CHANNELS_MAX,
  DESTINATION_EVENTS,
  DESTINATION_KINDS,
  DESTINATION_NAME_MAX_LENGTH,
  NTFY_DEFAULT_SERVER,
  TELEGRAM_API_DEFAULT,
} from './destinationRules.js';

// The schemas of destinations; their plain values and rules (the kinds, the events, the limits, the defaults,
// destinationTakes, the delivery errors) are in destinationRules.ts, which screens import without zod.

export const destinationKindSchema = z.enum(DESTINATION_KINDS);
export const destinationEventSchema = z.enum(DESTINATION_EVENTS);

const urlSchema = textSchema()
  .trim()
  .max(1024, 'An address must be at most 1024 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' }));

const nameSchema = textSchema()
  .trim()
  .min(1, 'Give the destination a name')
  .max(DESTINATION_NAME_MAX_LENGTH, `A name must be at most ${DESTINATION_NAME_MAX_LENGTH} characters`);

const eventsSchema = z
  .array(destinationEventSchema)
  .min(1, 'Choose at least one event')
  .max(DESTINATION_EVENTS.length)
  .refine((events) => new Set(events).size === events.length, 'Each event may be chosen once');

/** Null: all of the user's channels (also those added later); a list: these channels only. */
const channelIdsSchema = z
  .array(idSchema)
  .min(1, 'Choose at least one channel, or all channels')
  .max(DESTINATION_CHANNELS_MAX, `Choose at most ${DESTINATION_CHANNELS_MAX} channels, or all channels`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each channel may be chosen once')
  .nullable();

/** An ntfy topic: letters, digits, _ and - (ntfy's own rule), at most 64. */
const ntfyTopicSchema = textSchema()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A topic is 1 to 64 letters, digits, _ or -');
/** A Telegram bot token as BotFather gives it: `<bot id>:<secret>`. */
const telegramTokenSchema = textSchema()
  .trim()
  .regex(/^[0-9]{1,20}:[A-Za-z0-9_-]{20,100}$/, 'Paste the bot token BotFather gave you');
/** A chat id (a number, negative for groups) or a public channel's @username. */
const telegramChatSchema = textSchema()
  .trim()
  .regex(/^(-?[0-9]{1,20}|@[A-Za-z0-9_]{5,32})$/, 'Enter a chat id or an @channel name');

const common = { name: nameSchema, events: eventsSchema, channelIds: channelIdsSchema.default(null) };

/** POST /api/destinations: one of the kinds, with the fields it needs. */
export const createDestinationRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('webhook'), url: urlSchema, ...common }),
  z.strictObject({ kind: z.literal('discord'), url: urlSchema, ...common }),
  z.strictObject({ kind: z.literal('slack'), url: urlSchema, ...common }),
  z.strictObject({
    kind: z.literal('ntfy'),
    url: urlSchema.default(NTFY_DEFAULT_SERVER),
    topic: ntfyTopicSchema,
    ...common,
  }),
  z.strictObject({
    kind: z.literal('telegram'),
    url: urlSchema.default(TELEGRAM_API_DEFAULT),
    botToken: telegramTokenSchema,
    chatId: telegramChatSchema,
    ...common,
  }),
]);
export type CreateDestinationRequest = z.input<typeof createDestinationRequestSchema>;

/** PATCH /api/destinations/:id: what may change without making it anew (its kind and secret stay). */
export const updateDestinationRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    events: eventsSchema.optional(),
    channelIds: channelIdsSchema.optional(),
    url: urlSchema.optional(),
    topic: ntfyTopicSchema.optional(),
    chatId: telegramChatSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one thing');
export type UpdateDestinationRequest = z.input<typeof updateDestinationRequestSchema>;

export const destinationSchema = z.object({
  id: idSchema,
  kind: destinationKindSchema,
  name: z.string(),
  /** Where it sends: the webhook's address, or the ntfy or Telegram server. */
  url: z.string(),
  /** The ntfy topic; null for other kinds. */
  topic: z.string().nullable(),
  /** The Telegram chat; null for other kinds. */
  chatId: z.string().nullable(),
  /** The first characters of its secret (webhook secret or bot token), to recognise it; null: none. */
  secretHint: z.string().nullable(),
  events: z.array(destinationEventSchema),
  channelIds: z.array(idSchema).nullable(),
  createdAt: isoDateSchema,
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationsResponseSchema = z.array(destinationSchema);

/** The answer of a webhook's creation: its signing secret, shown this once. */
export const createdDestinationSchema = destinationSchema.extend({ secret: z.string().nullable() });
export type CreatedDestination = z.infer<typeof createdDestinationSchema>;

export const destinationParamsSchema = z.object({ id: idParamSchema });

export const deliveryStatusSchema = z.enum(['pending', 'sent', 'retrying', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const destinationDeliverySchema = z.object({
  id: idSchema,
  /** The event it carried, or `test` for a "Send test". */
  event: z.enum([...DESTINATION_EVENTS, 'test']),
  status: deliveryStatusSchema,
  /** Attempts made so far. */
  attempts: z.number().int().nonnegative(),
  /** The receiver's last answer status, if it answered. */
  responseStatus: z.number().int().nullable(),
  error: z.enum(DELIVERY_ERRORS).nullable(),
  createdAt: isoDateSchema,
  /** The last attempt; null: not tried yet. */
  attemptedAt: isoDateSchema.nullable(),
  /** The next retry; null unless retrying. */
  nextAttemptAt: isoDateSchema.nullable(),
});
export type DestinationDelivery = z.infer<typeof destinationDeliverySchema>;
export const destinationDeliveriesResponseSchema = z.array(destinationDeliverySchema);

/** POST /api/destinations/:id/test: what the receiver made of a test message. */
export const destinationTestResultSchema = z.object({
  sent: z.boolean(),
  responseStatus: z.number().int().nullable(),
  error: z.enum(DELIVERY_ERRORS).nullable(),
});
export type DestinationTestResult = z.infer<typeof destinationTestResultSchema>;
