/**
 * The engagement score of a user, 0–100, defined once here and shown in the admin dashboard (SPEC §2, §4:
 * bands High ≥ 80, Good ≥ 60, Medium ≥ 40, Low below).
 *
 * Four parts, each capped so that no single habit can fill the score on its own:
 *   - channels connected:     6 points each, at most 30 (5 channels)
 *   - active timers:          6 points each, at most 30 (5 running timers)
 *   - notes written:          2 points each, at most 20 (10 notes)
 *   - recent activity:        20 if the user was active in the last day, 12 in the last 7 days,
 *                             5 in the last 30 days, 0 otherwise or never
 * The sum is a whole number. README.md ("Engagement score") repeats this table; change both together.
 */

export interface EngagementInput {
  channels: number;
  activeTimers: number;
  notes: number;
  lastActivityAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const ENGAGEMENT_WEIGHTS = {
  perChannel: 6,
  maxChannels: 30,
  perActiveTimer: 6,
  maxActiveTimers: 30,
  perNote: 2,
  maxNotes: 20,
} as const;

/** Points for how recently the user did anything, by age of the last activity. */
export function recencyPoints(lastActivityAt: Date | null, now: Date): number {
  if (!lastActivityAt || Number.isNaN(lastActivityAt.getTime())) return 0;
  const age = now.getTime() - lastActivityAt.getTime();
  if (age <= DAY_MS) return 20;
  if (age <= 7 * DAY_MS) return 12;
  if (age <= 30 * DAY_MS) return 5;
  return 0;
}

const capped = (count: number, each: number, max: number) => Math.min(Math.max(0, count) * each, max);

export function engagementScore(input: EngagementInput, now: Date): number {
  const w = ENGAGEMENT_WEIGHTS;
  return (
    capped(input.channels, w.perChannel, w.maxChannels) +
    capped(input.activeTimers, w.perActiveTimer, w.maxActiveTimers) +
    capped(input.notes, w.perNote, w.maxNotes) +
    recencyPoints(input.lastActivityAt, now)
  );
}
