import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_SKIP_REASONS,
  importRequestSchema,
  paths,
  type ImportResult,
} from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../app.js';
import { Channel } from '../../db/models/index.js';
import { badRequest, HttpError } from '../../http/HttpError.js';
import { limitAttempts } from '../../http/rateLimit.js';
import { readRawBody } from '../../http/rawBody.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { lookupAttempts } from '../channels/router.js';
import { connectChannel, TIMER_STILL_RUNNING } from '../channels/service.js';
import { parseImportFile } from './parseImportFile.js';
import { previewImport } from './preview.js';

export const NOT_TEXT = 'The file is not a text file (UTF-8)';

/**
 * Importing channels: the file's preview (nothing is connected, nothing asked of YouTube), then the
 * connection of the chosen inputs, a batch of at most IMPORT_BATCH_SIZE per call, each by the channels
 * service's own connect. A batch counts as one channel lookup against the user's limit.
 */
export function importRouter(deps: RouterDeps): Router<AppState> {
  const { db } = deps;
  const router = new Router<AppState>();

  router.post(paths.channelsImportPreview, requireUser, async (ctx) => {
    const bytes = await readRawBody(ctx, IMPORT_FILE_MAX_BYTES);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw badRequest(NOT_TEXT);
    }
    let file;
    try {
      file = parseImportFile(text);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    const tracked = await Channel.query(db).where('user_id', currentUser(ctx).id).select('channel_id');
    ctx.body = previewImport(file, new Set(tracked.map((channel) => channel.channelId)));
  });

  router.post(
    paths.channelsImport,
    requireUser,
    limitAttempts(deps.rateLimiters, lookupAttempts),
    validate({ body: importRequestSchema }, async (ctx, { body }) => {
      const userId = currentUser(ctx).id;
      const results: ImportResult[] = [];
      // One at a time: each connect is a YouTube lookup and a transaction of its own.
      for (const input of body.inputs) {
        try {
          const { channel, created } = await connectChannel(deps, userId, input);
          results.push({
            input,
            status: created ? 'added' : 'skipped',
            channelName: channel.channelName,
            message: created ? null : IMPORT_SKIP_REASONS.alreadyTracked,
          });
        } catch (error) {
          if (!(error instanceof HttpError) || (error.status >= 500 && error.status !== 503)) throw error;
          const alreadyTracked = error.status === 409 && error.message === TIMER_STILL_RUNNING;
          results.push({
            input,
            status: alreadyTracked ? 'skipped' : 'failed',
            channelName: null,
            message: alreadyTracked ? IMPORT_SKIP_REASONS.alreadyTracked : error.message,
          });
        }
      }
      ctx.body = { results };
    }),
  );

  return router;
}
