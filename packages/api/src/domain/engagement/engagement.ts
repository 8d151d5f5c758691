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
 * The sum is a whole number; engagementScoreSql below is the same score as SQL. docs/features.md ("Engagement score") repeats this table; change both together.
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

/** The recency bands, newest first: [maximum age, points]; recencyPoints and engagementScoreSql both read them. */
const RECENCY_BANDS: ReadonlyArray<readonly [maxAgeMs: number, points: number]> = [
  [DAY_MS, 20],
  [7 * DAY_MS, 12],
  [30 * DAY_MS, 5],
];

/** Points for how recently the user did anything, by age of the last activity. */
export function recencyPoints(lastActivityAt: Date | null, now: Date): number {
  if (!lastActivityAt || Number.isNaN(lastActivityAt.getTime())) return 0;
  const age = now.getTime() - lastActivityAt.getTime();
  return RECENCY_BANDS.find(([maxAge]) => age <= maxAge)?.[1] ?? 0;
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

/** SQL fragments (trusted column references or subqueries) for the score's inputs. */
export interface EngagementSqlInput {
  channels: string;
  activeTimers: string;
  notes: string;
  lastActivityAt: string;
}

/** Every age at which a user's recency points change (the admin refresh re-scores users crossing one). */
export const RECENCY_BOUNDARIES_MS = RECENCY_BANDS.map(([maxAge]) => maxAge);

const cappedSql = (count: string, each: number, max: number) =>
  `(case when ${count} < 0 then 0 when ${count} * ${each} >= ${max} then ${max} else ${count} * ${each} end)`;

/**
 * engagementScore as one SQL expression, for storing and sorting the score in the database (both dialects).
 * The same weights and bands as the function above; test/admin-engagement.test.ts checks that both give
 * the same score on sample rows.
 */
export function engagementScoreSql(input: EngagementSqlInput, now: Date): { sql: string; bindings: Date[] } {
  const w = ENGAGEMENT_WEIGHTS;
  const recency = RECENCY_BANDS.map(([, points]) => `when ${input.lastActivityAt} >= ? then ${points}`).join(
    ' ',
  );
  return {
    sql: [
      cappedSql(input.channels, w.perChannel, w.maxChannels),
      cappedSql(input.activeTimers, w.perActiveTimer, w.maxActiveTimers),
      cappedSql(input.notes, w.perNote, w.maxNotes),
      `(case when ${input.lastActivityAt} is null then 0 ${recency} else 0 end)`,
    ].join(' + '),
    bindings: RECENCY_BANDS.map(([maxAge]) => new Date(now.getTime() - maxAge)),
  };
}
