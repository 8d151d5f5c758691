import { IMPORT_FILE_MAX_BYTES, paths, NO_SUCH_IMPORT, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { invalidInput, notFound } from '../../errors.js';
import { limitAttempts } from '../../http/rateLimit.js';
import { readRawBody } from '../../http/rawBody.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { createImportJob, readImportJob } from '../../domain/imports/service.js';
import { lookupAttempts } from '../../http/lookupAttempts.js';
import { parseImportFile } from '../../domain/imports/parseImportFile.js';
import {
  groupNameKeys,
  importWaiting,
  previewImport,
  trackedImportKeys,
} from '../../domain/imports/preview.js';
import { createQuotaMeter } from '../../youtube/index.js';

export const NOT_TEXT = 'The file is not a text file (UTF-8)';

/**
 * Importing channels: the file's preview (nothing is connected, nothing asked of YouTube; it says how many
 * lines will wait for the user's share of the day's lookups), then the chosen inputs stored as one import
 * job, connected in the background by the channels service's own connect, each lookup paid from the user's
 * share of the day's quota, and its progress. An import counts as one channel lookup against the user's
 * request limit.
 */
export function importRouter(deps: RouterDeps): Router<AppState> {
  const { db } = deps;
  const router = new Router<AppState>();
  const quota = createQuotaMeter(
    db,
    deps.clock,
    deps.config.youtube.dailyQuota,
    deps.config.youtube.userDailyUnits,
  );

  router.post(paths.channelsImportPreview, requireUser, async (ctx) => {
    const bytes = await readRawBody(ctx, IMPORT_FILE_MAX_BYTES);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw invalidInput(NOT_TEXT);
    }
    let file;
    try {
      file = parseImportFile(text);
    } catch (error) {
      throw invalidInput((error as Error).message);
    }
    const userId = currentUser(ctx).id;
    const preview = previewImport(
      file,
      await trackedImportKeys(db, userId, file),
      await groupNameKeys(db, userId),
    );
    // Only a Data API key spends units; the keyless provider has no budget to share.
    const unitsLeft = deps.config.youtube.apiKey ? await quota.remainingFor(userId) : null;
    const newLines = preview.items.filter((item) => item.status === 'new').length;
    ctx.body = { ...preview, waiting: importWaiting(newLines, unitsLeft, deps.clock.now()) };
  });

  // Stores the whole list as an import job (its groups made or joined at once, a 409 past the groups' limit), connected in the background (domain/imports/service.ts); 202 with the job.
  router.post(
    paths.channelsImport,
    requireUser,
    limitAttempts(deps.rateLimiters, lookupAttempts),
    validate(endpoints.imports.start, async (ctx, { body }) => {
      const userId = currentUser(ctx).id;
      const jobId = await createImportJob(db, userId, body.inputs, deps.clock.now(), body.groups);
      await deps.imports.enqueue(jobId);
      ctx.status = 202;
      ctx.body = await readImportJob(db, userId, jobId, deps.clock.now());
    }),
  );

  // Another user's import is not found, like any id the user has no import under.
  router.get(
    paths.channelsImportJob.pattern,
    requireUser,
    validate(endpoints.imports.job, async (ctx, { params }) => {
      const job = await readImportJob(db, currentUser(ctx).id, params.id, deps.clock.now());
      if (!job) throw notFound(NO_SUCH_IMPORT);
      ctx.body = job;
    }),
  );

  return router;
}
