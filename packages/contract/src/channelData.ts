import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { HISTORY_RANGES } from './limits.js';

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

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each resolution of a channel's snapshots is kept (the server's scheduled roll-up): the days from
 * `hourlyDays` before today on keep every (hourly) snapshot; older days up to `dailyDays` before today keep one
 * snapshot a UTC day, and older ISO weeks (Monday, UTC) one a week. A kept snapshot is its period's last, each
 * figure its last known value in the period, so a day's or a week's figures read the same before and after.
 * The margins past 30 days and a year keep the ranges' daily reads (the gains of '1y' with the day before it)
 * whole.
 */
export const HISTORY_TIERS = { hourlyDays: 31, dailyDays: 372 } as const;

/** The resolutions a history answer may have. */
export const HISTORY_RESOLUTIONS = ['hour', 'day', 'week'] as const;
export type HistoryResolution = (typeof HISTORY_RESOLUTIONS)[number];

/**
 * The resolution of a history answer spanning `spanHours`: every snapshot up to 31 days (the hourly tier), a
 * point a day up to 372 days (the daily tier), a point a week beyond. '7d' and '30d' are hourly, '90d' and '1y'
 * daily, 'all' as far back as the channel's history goes.
 */
export function historyResolution(spanHours: number): HistoryResolution {
  if (spanHours <= HISTORY_TIERS.hourlyDays * 24) return 'hour';
  if (spanHours <= HISTORY_TIERS.dailyDays * 24) return 'day';
  return 'week';
}

/** The first epoch hour of the UTC day or ISO week (Monday, UTC) an epoch hour falls in. */
export function periodStartHour(hour: number, period: 'day' | 'week'): number {
  const day = Math.floor(hour / 24);
  // Epoch day 0 (1970-01-01) was a Thursday: Mondays are the days ≡ 4 (mod 7).
  return (period === 'day' ? day : day - ((((day + 3) % 7) + 7) % 7)) * 24;
}

/** The epoch hour of an instant. */
export const epochHour = (at: Date | string | number) => Math.floor(new Date(at).getTime() / HOUR_MS);

/**
 * What kind of upload a video is, as YouTube publishes it: a Short (the channel's Shorts playlist, UUSH…), a
 * live stream or premiere (the live playlist UULV…, or the Data API's liveStreamingDetails), or a regular video
 * (everything else, and what an upload is taken for when the kind could not be told).
 */
export const UPLOAD_KINDS = ['video', 'short', 'live'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const uploadKindSchema = z.enum(UPLOAD_KINDS, {
  message: `An upload kind is one of ${UPLOAD_KINDS.join(', ')}`,
});

/** How many uploads of each kind. */
export const uploadKindCountsSchema = z.object({ video: countSchema, short: countSchema, live: countSchema });
export type UploadKindCounts = z.infer<typeof uploadKindCountsSchema>;

/** No upload of any kind. */
export const NO_UPLOADS: UploadKindCounts = { video: 0, short: 0, live: 0 };

/** The uploads counted by kind. */
export function countUploadKinds(uploads: readonly { kind: UploadKind }[]): UploadKindCounts {
  const counts = { ...NO_UPLOADS };
  for (const upload of uploads) counts[upload.kind] += 1;
  return counts;
}

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

/**
 * How a cycle of a channel's timer stands, or how it ended: counting down, paused, completed (its end
 * passed while it counted down), or deleted before its end. The server decides it with its one cycle rule.
 */
export const CYCLE_STATES = ['running', 'paused', 'completed', 'deleted'] as const;
export type CycleState = (typeof CYCLE_STATES)[number];

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

/**
 * The uploads of a channel (their publication times, any order) that landed in the cycle: published after
 * its start, up to and including when it ended (`endedAt`; `now` while it is in progress). Its outcome,
 * "uploaded" (how many, the first when) or "no upload". An upload at the very moment one cycle ends and the
 * next starts (a cycle that restarts on each upload) is the ended cycle's.
 */
export function cycleUploads(
  cycle: { startTime: string; endedAt: string | null },
  publishedAt: readonly string[],
  now: Date,
): CycleUploads {
  const start = Date.parse(cycle.startTime);
  const end = cycle.endedAt === null ? now.getTime() : Date.parse(cycle.endedAt);
  const inside = publishedAt.map(Date.parse).filter((at) => at > start && at <= end);
  return {
    count: inside.length,
    firstAt: inside.length === 0 ? null : new Date(Math.min(...inside)).toISOString(),
  };
}

/** Runs of cycles in a row with an upload: the one going on now, and the longest there has been. */
export const uploadStreaksSchema = z.object({ current: countSchema, longest: countSchema });
export type UploadStreaks = z.infer<typeof uploadStreaksSchema>;

/** A channel with no cycle that had an upload. */
export const NO_UPLOAD_STREAK: UploadStreaks = { current: 0, longest: 0 };

/**
 * The streaks of a channel's cycles (any order) with an upload in them. Completed cycles count, oldest first:
 * one with an upload lengthens the run, one without ends it. The cycle in progress adds to the current run once
 * an upload has landed in it, and ends nothing before its end. Deleted cycles (stopped by the user) are left out.
 */
export function uploadStreaks(
  cycles: readonly Pick<ChannelCycle, 'startTime' | 'state' | 'uploads'>[],
): UploadStreaks {
  const ordered = [...cycles].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  let current = 0;
  let longest = 0;
  for (const cycle of ordered) {
    if (cycle.state === 'deleted') continue;
    if (cycle.uploads.count > 0) current += 1;
    else if (cycle.state === 'completed') current = 0;
    longest = Math.max(longest, current);
  }
  return { current, longest };
}
/** GET /api/channels/:id/cycles: every cycle of the channel, newest first. */
export const channelCyclesResponseSchema = z.array(channelCycleSchema);

/**
 * GET /api/channels/sparklines: for each of the user's channels (keyed by its internal id), its subscriber
 * counts over the last SPARKLINE_DAYS days, one per day (the day's last known figure), oldest first. A
 * channel without a known figure in that time has an empty list.
 */
export const channelSparklinesResponseSchema = z.record(z.string(), z.array(countSchema));
export type ChannelSparklines = z.infer<typeof channelSparklinesResponseSchema>;
