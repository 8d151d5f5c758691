import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { CYCLE_STATES, UPLOAD_KINDS } from './channelDataRules.js';
import { HISTORY_RANGES } from './limits.js';

// The schemas of a channel's data; its plain values and rules (history tiers, upload kinds, cycle states, a
// cycle's uploads and the streaks) are in channelDataRules.ts, which screens import without zod.

const countSchema = z.number().int().nonnegative();

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
/**
 * GET /api/channels/:id/history: oldest first, at the resolution historyResolution gives the range's span (the
 * range's length; for 'all', from the channel's first snapshot): every snapshot ('hour'), or one point a UTC
 * day or an ISO week (Monday, UTC) whose `at` is the period's last snapshot and whose figures are each the
 * period's last known value. So an answer stays within a few hundred points however long the history.
 */
export const channelHistoryResponseSchema = z.array(channelSnapshotSchema);

/** An upload's kind (UPLOAD_KINDS). */
export const uploadKindSchema = z.enum(UPLOAD_KINDS, {
  message: `An upload kind is one of ${UPLOAD_KINDS.join(', ')}`,
});

/** How many uploads of each kind. */
export const uploadKindCountsSchema = z.object({ video: countSchema, short: countSchema, live: countSchema });
export type UploadKindCounts = z.infer<typeof uploadKindCountsSchema>;

/** An upload of the channel, as its public feed listed it, with its kind. */
export const channelUploadSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  publishedAt: isoDateSchema,
  thumbnailUrl: z.string().nullable(),
  kind: uploadKindSchema,
});
export type ChannelUpload = z.infer<typeof channelUploadSchema>;
/** GET /api/channels/:id/uploads: newest first. */
export const channelUploadsResponseSchema = z.array(channelUploadSchema);

/** The channel's uploads that landed inside a cycle: how many, and when the first came (null: none). */
export const cycleUploadsSchema = z.object({
  count: countSchema,
  firstAt: isoDateSchema.nullable(),
});
export type CycleUploads = z.infer<typeof cycleUploadsSchema>;

/**
 * GET and PATCH /api/channels/:id/cadence: how the channel's cycles follow its uploads. `restartOnUpload`: each
 * new upload ends the cycle there and starts the next, of the same length (a creator tracking their cadence);
 * off (the default), a cycle keeps its fixed length.
 */
export const channelCadenceSchema = z.strictObject({ restartOnUpload: z.boolean() });
export type ChannelCadence = z.infer<typeof channelCadenceSchema>;

/** One cycle of a channel's timer history. */
export const channelCycleSchema = z.object({
  id: idSchema,
  startTime: isoDateSchema,
  /** The planned end (a resumed cycle's end has moved on by the time it was paused). */
  endTime: isoDateSchema,
  /** When it ended: its end for a completed cycle, its deletion for a deleted one; null while in progress. */
  endedAt: isoDateSchema.nullable(),
  state: z.enum(CYCLE_STATES),
  /** Its outcome: the uploads published from its start until it ended (until now while it runs). */
  uploads: cycleUploadsSchema,
});
export type ChannelCycle = z.infer<typeof channelCycleSchema>;

/** Runs of cycles in a row with an upload: the one going on now, and the longest there has been. */
export const uploadStreaksSchema = z.object({ current: countSchema, longest: countSchema });
export type UploadStreaks = z.infer<typeof uploadStreaksSchema>;

/** GET /api/channels/:id/cycles: every cycle of the channel, newest first. */
export const channelCyclesResponseSchema = z.array(channelCycleSchema);

/**
 * GET /api/channels/sparklines: for each of the user's channels (keyed by its internal id), its subscriber
 * counts over the last SPARKLINE_DAYS days, one per day (the day's last known figure), oldest first. A
 * channel without a known figure in that time has an empty list.
 */
export const channelSparklinesResponseSchema = z.record(z.string(), z.array(countSchema));
export type ChannelSparklines = z.infer<typeof channelSparklinesResponseSchema>;
