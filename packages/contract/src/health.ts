import { z } from 'zod';
import { isoDateSchema } from './common.js';

/** The scheduler's jobs, as GET /api/health reports their last runs ('rollup': the history's, once a day). */
export const SCHEDULER_JOBS = ['refresh', 'feeds', 'reminders', 'deliveries', 'rollup'] as const;
export type SchedulerJob = (typeof SCHEDULER_JOBS)[number];

const jobRunSchema = z.object({ lastRunAt: isoDateSchema, lastResult: z.unknown() });

/**
 * GET /api/health, for a load balancer and anyone: liveness only, 200 `ok`, or 503 `unavailable` while the
 * database cannot write or Redis is away. The details are an administrator's (healthDetailsSchema).
 */
export const healthSchema = z.union([
  z.object({ status: z.literal('ok') }),
  z.object({ status: z.literal('unavailable') }),
]);
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/admin/health: the scheduler's last runs and the YouTube quota left today (null without a Data
 * API key).
 */
export const healthDetailsSchema = z.object({
  scheduler: z.object({
    /** The latest run of any job, or null before the first. */
    lastRunAt: isoDateSchema.nullable(),
    jobs: z.partialRecord(z.enum(SCHEDULER_JOBS), jobRunSchema),
  }),
  quota: z.object({ unitsLeftToday: z.number().int().nullable() }),
});
export type HealthDetails = z.infer<typeof healthDetailsSchema>;
