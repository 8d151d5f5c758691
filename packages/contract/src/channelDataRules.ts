/**
 * The plain values and rules of a channel's data (its history's tiers, its uploads' kinds, its cycles' uploads
 * and streaks), kept free of zod like limits.ts: the channel page reads them without loading the schemas, which
 * live in channelData.ts.
 */
import type { ChannelCycle, CycleUploads, UploadKindCounts, UploadStreaks } from './channelData.js';
import type { HistoryRange } from './limits.js';

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

/**
 * The range a channel's page opens on: its figures' changes over 24 hours, 7 and 30 days are read from it (a
 * longer range is answered a point a day, too coarse for a day's change; the 30-day change starts at its first
 * snapshot), and its history chart and daily gains show it until another is chosen.
 */
export const CHANNEL_PAGE_RANGE: HistoryRange = '30d';

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

/** No upload of any kind. */
export const NO_UPLOADS: UploadKindCounts = { video: 0, short: 0, live: 0 };

/** The uploads counted by kind. */
export function countUploadKinds(uploads: readonly { kind: UploadKind }[]): UploadKindCounts {
  const counts = { ...NO_UPLOADS };
  for (const upload of uploads) counts[upload.kind] += 1;
  return counts;
}

/**
 * How a cycle of a channel's timer stands, or how it ended: counting down, paused, completed (its end
 * passed while it counted down), or deleted before its end. The server decides it with its one cycle rule.
 */
export const CYCLE_STATES = ['running', 'paused', 'completed', 'deleted'] as const;
export type CycleState = (typeof CYCLE_STATES)[number];

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
