import type { ImportJob, ImportResult, ImportWait } from '@channel-countdown/contract';
import { count } from '../../db/rows.js';
import { iso, isoOrNull } from '../presenterValues.js';

/** An import_job_items row that has its result (input, status, channel_name, message). */
export function importResultDto(row: Record<string, unknown>): ImportResult {
  return {
    input: String(row.input),
    status: row.status as ImportResult['status'],
    channelName: (row.channel_name as string | null) ?? null,
    message: (row.message as string | null) ?? null,
  };
}

/**
 * An import_jobs row (id, status, total, created_at, finished_at) with its items that have a result, in
 * the order they were sent: the tallies are counted from those results.
 */
export function importJobDto(
  job: Record<string, unknown>,
  items: Array<Record<string, unknown>>,
  waiting: ImportWait | null = null,
): ImportJob {
  const results = items.map(importResultDto);
  const tally = (status: ImportResult['status']) =>
    results.filter((result) => result.status === status).length;
  return {
    id: count(job.id),
    status: job.status as ImportJob['status'],
    total: count(job.total),
    added: tally('added'),
    skipped: tally('skipped'),
    failed: tally('failed'),
    results,
    createdAt: iso(job.created_at),
    finishedAt: isoOrNull(job.finished_at),
    waiting,
  };
}
