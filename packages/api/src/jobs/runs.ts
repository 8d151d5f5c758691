import type { SchedulerJob } from '@channel-countdown/contract';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/rows.js';

export type JobName = SchedulerJob;

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

/** The result a job's last run recorded, or null before its first. */
export async function lastResultOf(db: Db, job: JobName): Promise<unknown> {
  const row = (await db('scheduler_runs').where('job', job).first('last_result')) as
    { last_result: string | null } | undefined;
  return row?.last_result == null ? null : JSON.parse(row.last_result);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims today's (UTC) run of a daily job for this instance, or answers null when another run took it: the
 * job's row moves to `now` only where its last run was before today, which one writer alone can do (a second
 * waits for the first's row lock, then finds it moved). Answers the last run's result (null before the first).
 */
export async function claimDailyRun(
  db: Db,
  job: JobName,
  now: Date,
): Promise<{ lastResult: unknown } | null> {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const row = (await db('scheduler_runs').where('job', job).first('last_result')) as
    { last_result: string | null } | undefined;
  if (!row) {
    const inserted = await db('scheduler_runs')
      .insert({ job, last_run_at: now, last_result: null })
      .onConflict('job')
      .ignore()
      .returning('job');
    return inserted.length === 1 ? { lastResult: null } : null;
  }
  const claimed = await db('scheduler_runs')
    .where('job', job)
    .where('last_run_at', '<', today)
    .update({ last_run_at: now });
  return claimed === 1 ? { lastResult: row.last_result === null ? null : JSON.parse(row.last_result) } : null;
}
