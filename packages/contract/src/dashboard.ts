import { z } from 'zod';

/** GET /api/dashboard/stats. activeTimers = running (active, not ended); completedCycles = ended timers. */
export const dashboardStatsSchema = z.object({
  totalChannels: z.number().int().nonnegative(),
  activeTimers: z.number().int().nonnegative(),
  completedCycles: z.number().int().nonnegative(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
