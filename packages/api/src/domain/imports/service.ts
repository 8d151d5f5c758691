import { randomUUID } from 'node:crypto';
import {
  IMPORT_CONNECT_FAILED,
  IMPORT_SKIP_REASONS,
  importWaitMessage,
  type ImportGroup,
  type ImportJob,
  type ImportResult,
} from '@channel-countdown/contract';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import { ConflictError, DomainError, UpstreamFailedError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { TIMER_STILL_RUNNING } from '@channel-countdown/contract';
import { connectChannel } from '../channels/service.js';
import { ownedChannels } from '../channels/ownership.js';
import { joinOrMakeGroups, unlessNameClash } from '../groups/service.js';
import { importJobDto } from './presenter.js';
import { QuotaBudgetSpentError, type ChannelProvider } from '../../youtube/index.js';

/**
 * Channel imports as jobs (issue 19): POST /api/channels/import stores the inputs (import_jobs and
 * import_job_items, migration 014) and a runner (importRunner.ts) connects them in the background. An
 * instance works on a job only while it holds the job's lease, renewed after each input, so one instance at
 * a time connects it; a job whose holder died (a restart, a crash) is taken again once its lease has run out,
 * and goes on from its first input without a result: nothing is lost and nothing connected twice.
 */

/** How long a holder keeps a job without renewing it (it renews after every input, each a YouTube lookup). */
export const IMPORT_LEASE_MS = 2 * 60_000;

export interface ImportDeps {
  db: Db;
  versions: UserVersions;
  youtube: ChannelProvider;
  clock: Clock;
  logger: Logger;
}

/**
 * Stores a new import of `inputs` for the user, every input pending; answers its id. Its `groups` are made
 * (or joined by name: joinOrMakeGroups) at once, in the same transaction, and each group's channels are put
 * in it as soon as the user tracks them: those already tracked now, the others as the import connects them.
 * A refusal (too many groups) leaves nothing behind.
 */
export async function createImportJob(
  db: Db,
  userId: number,
  inputs: readonly string[],
  now: Date,
  groups: readonly ImportGroup[] = [],
): Promise<number> {
  return unlessNameClash(() =>
    db.transaction(async (trx) => {
      const [row] = (await trx('import_jobs')
        .insert({ user_id: userId, status: 'pending', total: inputs.length, created_at: now })
        .returning('id')) as Array<{ id: number } | number>;
      const id = Number(typeof row === 'number' ? row : row!.id);
      const items = inputs.map((input, position) => ({ job_id: id, position, input, status: 'pending' }));
      await trx.batchInsert('import_job_items', items, 100);
      if (groups.length > 0) {
        const groupIds = await joinOrMakeGroups(trx, userId, groups, now);
        const memberships = groups.flatMap((group, index) =>
          group.channels.map((channel) => ({
            job_id: id,
            group_id: groupIds[index]!,
            youtube_channel_id: channel,
          })),
        );
        await trx.batchInsert('import_job_groups', memberships, 100);
        await applyImportGroups(trx, userId, id);
      }
      return id;
    }),
  );
}

/**
 * Puts the user's channels the import's groups name (by YouTube id) in those groups, those already there
 * left as they are; whether it put any. Runs when the import is stored and after each channel it connects.
 */
export async function applyImportGroups(db: Db, userId: number, jobId: number): Promise<boolean> {
  const wanted = (await db('import_job_groups')
    .join(
      ownedChannels(db, userId).select('id', 'channel_id').as('c'),
      'c.channel_id',
      'import_job_groups.youtube_channel_id',
    )
    .where('import_job_groups.job_id', jobId)
    .whereNotExists(
      db('channel_group_members')
        .whereRaw('channel_group_members.group_id = import_job_groups.group_id')
        .whereRaw('channel_group_members.channel_id = c.id')
        .select(db.raw('1')),
    )
    .select('import_job_groups.group_id', 'c.id as channel_id')) as {
    group_id: number;
    channel_id: number;
  }[];
  if (wanted.length === 0) return false;
  await db('channel_group_members')
    .insert(wanted.map((row) => ({ group_id: Number(row.group_id), channel_id: Number(row.channel_id) })))
    .onConflict(['group_id', 'channel_id'])
    .ignore();
  return true;
}

/** applyImportGroups as the import's job runs it, with no request of the user's around it: a change moves the user's data version on, so their groups read shows it. */
async function applyImportGroupsOf(deps: ImportDeps, userId: number, jobId: number): Promise<void> {
  if (await applyImportGroups(deps.db, userId, jobId)) await deps.versions.bump([userId]);
}

/**
 * The user's import with its progress, or null when the user has no such import. A job put aside until
 * the daily reset (no holder, its lease running to the reset) says how many inputs wait, and until when.
 */
export async function readImportJob(
  db: Db,
  userId: number,
  jobId: number,
  now: Date,
): Promise<ImportJob | null> {
  const job = (await db('import_jobs')
    .where({ id: jobId, user_id: userId })
    .first('id', 'status', 'total', 'created_at', 'finished_at', 'lease_owner', 'lease_until')) as
    Record<string, unknown> | undefined;
  if (!job) return null;
  const items = (await db('import_job_items')
    .where('job_id', jobId)
    .whereNot('status', 'pending')
    .orderBy('position')
    .select('input', 'status', 'channel_name', 'message')) as Array<Record<string, unknown>>;
  const resumesAt = job.lease_until ? new Date(job.lease_until as string | Date) : null;
  const putAside = job.status !== 'done' && !job.lease_owner && resumesAt && resumesAt > now;
  const lines = Number(job.total) - items.length;
  const waiting =
    putAside && lines > 0
      ? {
          lines,
          until: resumesAt.toISOString(),
          message: importWaitMessage(lines, Math.ceil((resumesAt.getTime() - now.getTime()) / 1000), 'job'),
        }
      : null;
  return importJobDto(job, items, waiting);
}

/** Connects one input as POST /api/channels would; what a user should know about a refusal is its result. */
export async function importOne(deps: ImportDeps, userId: number, input: string): Promise<ImportResult> {
  try {
    const { channel, created } = await connectChannel(deps, userId, input);
    return {
      input,
      status: created ? 'added' : 'skipped',
      channelName: channel.channelName,
      message: created ? null : IMPORT_SKIP_REASONS.alreadyTracked,
    };
  } catch (error) {
    // The day's lookups are spent (the user's share, or everyone's): the input waits for the reset.
    if (error instanceof QuotaBudgetSpentError) throw error;
    if (!(error instanceof DomainError) || error instanceof UpstreamFailedError) {
      deps.logger.error({ err: error, input }, 'import: connecting a channel failed');
      return { input, status: 'failed', channelName: null, message: IMPORT_CONNECT_FAILED };
    }
    const alreadyTracked = error instanceof ConflictError && error.message === TIMER_STILL_RUNNING;
    return {
      input,
      status: alreadyTracked ? 'skipped' : 'failed',
      channelName: null,
      message: alreadyTracked ? IMPORT_SKIP_REASONS.alreadyTracked : error.message,
    };
  }
}

/**
 * Takes the job's lease for `owner` when nobody holds it (or the holder let it run out): one UPDATE … WHERE,
 * so of several instances trying at once exactly one matches (PostgreSQL makes the others wait and then
 * re-checks the condition; SQLite runs one writer at a time). Also renews a lease `owner` already holds.
 */
async function takeLease(db: Db, jobId: number, owner: string, now: Date): Promise<boolean> {
  const taken = await db('import_jobs')
    .where('id', jobId)
    .whereNot('status', 'done')
    .where((where) =>
      where.whereNull('lease_until').orWhere('lease_until', '<', now).orWhere('lease_owner', owner),
    )
    .update({
      lease_owner: owner,
      lease_until: new Date(now.getTime() + IMPORT_LEASE_MS),
      status: 'running',
    });
  return taken === 1;
}

/**
 * Connects the job's pending inputs in order, holding its lease; stops early when another instance holds
 * it (or `shouldStop` says so: shutting down), leaving the rest pending for whoever resumes it. Answers
 * whether this call finished the job.
 */
export async function runImportJob(
  deps: ImportDeps,
  jobId: number,
  shouldStop: () => boolean = () => false,
): Promise<boolean> {
  const { db, clock } = deps;
  const owner = randomUUID();
  if (!(await takeLease(db, jobId, owner, clock.now()))) return false;
  const job = (await db('import_jobs').where('id', jobId).first('user_id')) as
    { user_id: number } | undefined;
  if (!job) return false;
  for (;;) {
    if (shouldStop()) {
      await db('import_jobs')
        .where({ id: jobId, lease_owner: owner })
        .update({ lease_owner: null, lease_until: null });
      return false;
    }
    const next = (await db('import_job_items')
      .where({ job_id: jobId, status: 'pending' })
      .orderBy('position')
      .first('position', 'input')) as { position: number; input: string } | undefined;
    if (!next) break;
    let result: ImportResult;
    try {
      result = await importOne(deps, job.user_id, next.input);
    } catch (error) {
      if (!(error instanceof QuotaBudgetSpentError)) throw error;
      // Put aside until the daily reset: nobody holds it, and its lease runs to the reset, so no instance
      // takes it up (and asks YouTube for nothing) before then; the rest of its inputs stay pending.
      const resumesAt = new Date(clock.now().getTime() + (error.retryAfterSeconds ?? 3600) * 1000);
      await db('import_jobs')
        .where({ id: jobId, lease_owner: owner })
        .update({ lease_owner: null, lease_until: resumesAt });
      return false;
    }
    await db('import_job_items')
      .where({ job_id: jobId, position: next.position, status: 'pending' })
      .update({ status: result.status, channel_name: result.channelName, message: result.message });
    if (result.status !== 'failed') await applyImportGroupsOf(deps, job.user_id, jobId);
    // Renewed after each input: a holder that stops renewing (it died) lets another instance resume.
    if (!(await takeLease(db, jobId, owner, clock.now()))) return false;
  }
  await applyImportGroupsOf(deps, job.user_id, jobId);
  await db('import_jobs')
    .where({ id: jobId, lease_owner: owner })
    .update({ status: 'done', finished_at: clock.now(), lease_owner: null, lease_until: null });
  return true;
}

/** The imports not finished whose lease is free or ran out (left by a restart or a crash), oldest first. */
export async function unfinishedImportJobs(db: Db, now: Date): Promise<number[]> {
  return (await db('import_jobs')
    .whereNot('status', 'done')
    .where((where) => where.whereNull('lease_until').orWhere('lease_until', '<', now))
    .orderBy('id')
    .pluck('id')) as number[];
}
