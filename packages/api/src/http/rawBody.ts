import { AVATAR_MAX_BYTES, IMPORT_FILE_MAX_BYTES, paths } from '@channel-countdown/contract';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { TooLargeError } from '../errors.js';
import { BODY_TOO_LARGE_MESSAGE } from './bodyLimit.js';

/** The routes that take a file as their body, and the most each reads (app.ts gives them to bodyLimit). */
export const FILE_BODY_LIMITS: Readonly<Record<string, number>> = {
  [`PUT ${paths.userAvatar}`]: AVATAR_MAX_BYTES,
  [`POST ${paths.channelsImportPreview}`]: IMPORT_FILE_MAX_BYTES,
};

/**
 * The request body as bytes (raw-body), at most `limit` of them: a longer one (also one sent without a
 * Content-Length) is refused with 413 as soon as it passes the limit, without buffering the rest.
 */
export async function readRawBody(ctx: Pick<Context, 'req'>, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(ctx.req, { limit });
  } catch (error) {
    if ((error as { type?: unknown }).type !== 'entity.too.large') throw error;
    ctx.req.destroy();
    throw new TooLargeError(BODY_TOO_LARGE_MESSAGE);
  }
}
