import type { Db } from '../db/knex.js';
import { toDate } from '../db/rows.js';

export type JobName = 'refresh' | 'feeds' | 'reminders' | 'deliveries';

/** Records that a job ran (whichever instance or worker ran it), with what it did, for GET /api/health. */
export async function recordRun(db: Db, job: JobName, at: Date, result: unknown): Promise<void> {
  await db('scheduler_runs')
    .insert({ job, last_run_at: at, last_result: JSON.stringify(result) })
    .onConflict('job')
    .merge(['last_run_at', 'last_result']);
}

export interface SchedulerStatus {
  /** The latest run of any job, or null before the first. */
  lastRunAt: string | null;
  jobs: Partial<Record<JobName, { lastRunAt: string; lastResult: unknown }>>;
}

export async function readSchedulerStatus(db: Db): Promise<SchedulerStatus> {
  const rows = (await db('scheduler_runs').select('job', 'last_run_at', 'last_result')) as Array<{
    job: JobName;
    last_run_at: unknown;
    last_result: string | null;
  }>;
  const jobs: SchedulerStatus['jobs'] = {};
  let latest: Date | null = null;
  for (const row of rows) {
    const at = toDate(row.last_run_at);
    if (!at) continue;
    if (!latest || at > latest) latest = at;
    jobs[row.job] = {
      lastRunAt: at.toISOString(),
      lastResult: row.last_result === null ? null : JSON.parse(row.last_result),
    };
  }
  return { lastRunAt: latest?.toISOString() ?? null, jobs };
}
