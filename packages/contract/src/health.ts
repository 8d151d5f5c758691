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

const percent = z.number().int().min(0).max(100);

/** The checks of /readyz (the API server's): `skipped` when not in use here (Redis without REDIS_URL). */
export const SYSTEM_CHECKS = ['database', 'redis', 'migrations', 'renderer'] as const;
export type SystemCheck = (typeof SYSTEM_CHECKS)[number];

/**
 * GET /api/admin/system: the admin dashboard's System Health, API Calls and Server Load, measured by the
 * server that answers, from the same sources as its /readyz and its metrics:
 * - health: the share of this server's readiness checks that pass, each check, and how long it has run;
 * - youtube: the Data API units spent and left today, for all instances (null without a Data API key:
 *   the keyless provider spends none);
 * - load: this server's event loop busy share and CPU time per core over the last 15 seconds, in percent;
 * - history: the channels' stored snapshots in each tier of HISTORY_TIERS (hourly, then one a day, then one a
 *   week), as the last daily roll-up counted them; null before the first roll-up.
 */
export const adminSystemSchema = z.object({
  health: z.object({
    percent,
    checks: z.array(z.object({ name: z.enum(SYSTEM_CHECKS), status: z.enum(['ok', 'failing', 'skipped']) })),
    uptimeSeconds: z.number().int().nonnegative(),
  }),
  youtube: z.object({
    unitsSpentToday: z.number().int().nonnegative().nullable(),
    unitsLeftToday: z.number().int().nonnegative().nullable(),
    dailyQuota: z.number().int().nonnegative().nullable(),
  }),
  load: z.object({ eventLoopPercent: percent, cpuPercent: z.number().int().nonnegative() }),
  history: z
    .object({
      hourly: z.number().int().nonnegative(),
      daily: z.number().int().nonnegative(),
      weekly: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;
/** The stored snapshots in each tier of the history (AdminSystem's `history`). */
export type HistoryRows = NonNullable<AdminSystem['history']>;
