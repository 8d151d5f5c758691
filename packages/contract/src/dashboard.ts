import { z } from 'zod';

/**
 * GET /api/dashboard/stats. activeTimers: the running timers (cycle.ts isRunningCycle: counting down, not
 * paused, not ended); completedCycles: the completed cycles of the whole history (isCompletedCycle).
 */
export const dashboardStatsSchema = z.object({
  totalChannels: z.number().int().nonnegative(),
  activeTimers: z.number().int().nonnegative(),
  completedCycles: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
