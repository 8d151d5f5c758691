import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

const countSchema = z.number().int().nonnegative();

/** How far back GET /api/channels/:id/history reaches. */
export const HISTORY_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Query of GET /api/channels/:id/history; without `range`, the last 30 days. */
export const channelHistoryQuerySchema = z.object({
  range: z
    .enum(HISTORY_RANGES, { message: `range must be one of ${HISTORY_RANGES.join(', ')}` })
    .default('30d'),
});

/**
 * A channel's figures at one moment (at most one per hour): what YouTube said then. A figure it did not
 * show is null; `approximate` as for Channel.countsApproximate.
 */
export const channelSnapshotSchema = z.object({
  at: isoDateSchema,
  subscriberCount: countSchema.nullable(),
  videoCount: countSchema.nullable(),
  viewCount: countSchema.nullable(),
  approximate: z.boolean(),
});
export type ChannelSnapshot = z.infer<typeof channelSnapshotSchema>;
/** GET /api/channels/:id/history: oldest first. */
export const channelHistoryResponseSchema = z.array(channelSnapshotSchema);

/** An upload of the channel, as its public feed listed it. */
export const channelUploadSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  publishedAt: isoDateSchema,
  thumbnailUrl: z.string().nullable(),
});
export type ChannelUpload = z.infer<typeof channelUploadSchema>;
/** GET /api/channels/:id/uploads: newest first. */
export const channelUploadsResponseSchema = z.array(channelUploadSchema);

/**
 * How a cycle of a channel's timer stands, or how it ended: counting down, paused, completed (its end
 * passed while it counted down), or deleted before its end. The server decides it with its one cycle rule.
 */
export const CYCLE_STATES = ['running', 'paused', 'completed', 'deleted'] as const;
export type CycleState = (typeof CYCLE_STATES)[number];

/** One cycle of a channel's timer history. */
export const channelCycleSchema = z.object({
  id: idSchema,
  startTime: isoDateSchema,
  /** The planned end (a resumed cycle's end has moved on by the time it was paused). */
  endTime: isoDateSchema,
  /** When it ended: its end for a completed cycle, its deletion for a deleted one; null while in progress. */
  endedAt: isoDateSchema.nullable(),
  state: z.enum(CYCLE_STATES),
});
export type ChannelCycle = z.infer<typeof channelCycleSchema>;
/** GET /api/channels/:id/cycles: every cycle of the channel, newest first. */
export const channelCyclesResponseSchema = z.array(channelCycleSchema);

/**
 * GET /api/channels/sparklines: for each of the user's channels (keyed by its internal id), its subscriber
 * counts over the last SPARKLINE_DAYS days, one per day (the day's last known figure), oldest first. A
 * channel without a known figure in that time has an empty list.
 */
export const channelSparklinesResponseSchema = z.record(z.string(), z.array(countSchema));
export type ChannelSparklines = z.infer<typeof channelSparklinesResponseSchema>;
