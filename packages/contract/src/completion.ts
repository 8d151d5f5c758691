/**
 * What the cycle figures count (issue 43, "the analytics page's completion figures say which of these they
 * count"): a cycle COMPLETED when it ran its full length (its end passed while it counted down), whether or
 * not the channel uploaded inside it; a cycle's OUTCOME is "uploaded" or "no upload" (channelDataRules.ts
 * cycleUploads). The completion rates below count completed cycles; uploadShareOfCompletedCycles counts, of
 * those, the ones with an upload. Every screen names which one it shows.
 *
 * The two completion rates. They answer different questions, so each has its own name and every screen
 * says which one it shows:
 * - completionOfAllCycles: of every cycle ever started, the share that completed (a cycle still running
 *   counts against it). The dashboard's analytics and the channel page show it, beside "2 of 3 cycles".
 * - completionOfEndedCycles: of the cycles that ended (completed, or deleted before their end), the share
 *   that completed. The Analytics page shows it for a range (GET /api/analytics `completionRate`).
 * Both are whole percents, and null when there is nothing to divide by.
 */

/** Whole percent of all cycles started (in progress included) that completed; null without a cycle. */
export function completionOfAllCycles({
  completed,
  total,
}: {
  completed: number;
  total: number;
}): number | null {
  if (!(total > 0)) return null;
  return Math.round((Math.min(Math.max(completed, 0), total) / total) * 100);
}

/** Whole percent of the ended cycles (completed or deleted) that completed; null when none ended. */
export function completionOfEndedCycles({
  completed,
  deleted,
}: {
  completed: number;
  deleted: number;
}): number | null {
  const ended = completed + deleted;
  if (!(ended > 0)) return null;
  return Math.round((completed / ended) * 100);
}

/** Whole percent of the completed cycles that had an upload inside them; null when none completed. */
export function uploadShareOfCompletedCycles({
  completed,
  completedWithUpload,
}: {
  completed: number;
  completedWithUpload: number;
}): number | null {
  if (!(completed > 0)) return null;
  return Math.round((Math.min(Math.max(completedWithUpload, 0), completed) / completed) * 100);
}
