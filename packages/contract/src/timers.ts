import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema } from './common.js';
import { CYCLE_LENGTH_DAYS } from './cycle.js';

/**
 * Timer (SPEC §3). `channelId` is the channel's INTERNAL id (channel.id), not the YouTube id.
 * Timers are kept as history: a completed or deleted cycle stays in the database, but only the current
 * one is returned with a channel.
 */
export const timerSchema = z.object({
  id: idSchema,
  channelId: idSchema,
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  isActive: z.boolean(),
  isPaused: z.boolean(),
  /** When a paused cycle was paused: its remaining time is endTime − pausedAt, frozen until resumed. */
  pausedAt: isoDateSchema.nullable().optional(),
});
export type Timer = z.infer<typeof timerSchema>;

/**
 * What the /timers page shows of a timer's channel: thumbnail, name, the external `channelId` (for the
 * View / external-link buttons), subscriber and video counts. `id` is the internal channel id, equal to
 * the timer's `channelId`, so the page can match it against GET /api/channels.
 */
export const timerChannelSummarySchema = z.object({
  id: idSchema,
  channelId: z.string(),
  channelName: z.string(),
  thumbnailUrl: z.string().nullable(),
  subscriberCount: z.number().int().nonnegative().nullable(),
  videoCount: z.number().int().nonnegative().nullable(),
});
export type TimerChannelSummary = z.infer<typeof timerChannelSummarySchema>;

/** GET /api/timers/active item: an active (isActive) current timer with its channel summary. */
export const activeTimerSchema = timerSchema.extend({ channel: timerChannelSummarySchema });
export type ActiveTimer = z.infer<typeof activeTimerSchema>;
export const activeTimersResponseSchema = z.array(activeTimerSchema);

export const timerParamsSchema = z.object({ timerId: idParamSchema });

/** PATCH /api/timers/:timerId: pause or resume the running cycle. */
export const updateTimerRequestSchema = z.object({ isPaused: z.boolean() });
export type UpdateTimerRequest = z.infer<typeof updateTimerRequestSchema>;

/** POST /api/channels/:id/timer: start a new cycle; its length defaults to the user's setting. */
/** A cycle's length in days, as a caller chooses it (the user's default duration when left out). */
export const cycleLengthDaysSchema = z
  .number()
  .int()
  .min(CYCLE_LENGTH_DAYS.min, `durationDays must be at least ${CYCLE_LENGTH_DAYS.min}`)
  .max(CYCLE_LENGTH_DAYS.max, `durationDays must be at most ${CYCLE_LENGTH_DAYS.max}`);

export const startCycleRequestSchema = z.object({
  durationDays: cycleLengthDaysSchema.optional(),
});
export type StartCycleRequest = z.infer<typeof startCycleRequestSchema>;
