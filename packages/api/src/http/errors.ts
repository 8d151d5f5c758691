import { INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE } from '@channel-countdown/contract';
import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/rows.js';
import type { Logger } from '../logger.js';
import { DomainError, type DomainErrorKind } from '../errors.js';

interface ErrorAnswer {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

/** "username: Username must be at least 3 characters" — the field first, so the caller knows which. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Errors of Koa and its body parser carry a 4xx `status` (400 malformed JSON, 413 too large, 415): the
 * message is kept only when the library marked it safe to show (`expose`).
 */
function clientErrorAnswer(error: unknown): ErrorAnswer | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, expose, message } = error as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  if (error instanceof SyntaxError) return { status: 400, message: 'Invalid JSON body' };
  if (expose === true && typeof message === 'string') return { status, message };
  return { status, message: STATUS_CODES[status] ?? 'Bad Request' };
}

/** Socket errors that mean a database or Redis could not be reached, not that the request was wrong. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The database cannot store anything just now: SQLite's disk full, read-only file or I/O error;
 * PostgreSQL's disk_full (53100), insufficient_resources (53000), out_of_memory (53200) and
 * read_only_sql_transaction (25006, a replica or a read-only database).
 */
const STORAGE_FAILURE_CODES = new Set([
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  '53000',
  '53100',
  '53200',
  '25006',
]);

/** The driver's error code (pg's SQLSTATE, sqlite3's SQLITE_…, Node's socket codes). */
function errorCode(error: Error): string | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * The database or Redis is away (refused, reset, timed out, or the client gave up retrying), or the
 * database cannot write (disk full, read-only): the request was fine and may succeed shortly, so it is a
 * 503 with Retry-After, which load balancers and clients understand, not a 500 that says the code is broken.
 */
export function isDependencyOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // ioredis after maxRetriesPerRequest, or once it stopped reconnecting; knex when no connection came.
  if (['MaxRetriesPerRequestError', 'KnexTimeoutError'].includes(error.name)) return true;
  if (error.message === 'Connection is closed.' || error.message === 'Command timed out') return true;
  const code = errorCode(error);
  return code !== undefined && (UNREACHABLE_CODES.has(code) || STORAGE_FAILURE_CODES.has(code));
}

const RETRY_AFTER_SECONDS = 5;

/** The HTTP status of each kind of refusal the domain throws (errors.ts). */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalidInput: 400,
  notSignedIn: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyAttempts: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

export const statusOfDomainError = (error: DomainError): number => STATUS_OF_KIND[error.kind];

function answerFor(error: unknown): ErrorAnswer | null {
  if (error instanceof DomainError)
    return {
      status: statusOfDomainError(error),
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    };
  if (error instanceof ZodError) return { status: 400, message: describeZodError(error) };
  if (isUniqueViolation(error)) return { status: 409, message: 'Already exists' };
  if (isForeignKeyViolation(error)) return { status: 409, message: 'Conflicts with related data' };
  return clientErrorAnswer(error);
}

/**
 * The one error middleware, at the head of the chain: every failure becomes JSON `{ message }` with its
 * status. An unreachable database or Redis is a 503; anything else unexpected is logged and answered as a
 * bare 500, with nothing internal leaked.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = answerFor(error);
      if (error instanceof DomainError && error.kind === 'upstreamFailed') {
        // The caller reads only that the service failed; the operator reads why (network, timeout, quota…).
        const { reason } = error as { reason?: unknown };
        logger.warn(
          {
            method: ctx.method,
            path: ctx.path,
            reason: typeof reason === 'string' ? reason : undefined,
            message: error.message,
          },
          'upstream failed',
        );
      }
      if (answer) {
        ctx.status = answer.status;
        if (answer.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(answer.retryAfterSeconds));
        ctx.body = { message: answer.message };
        return;
      }
      if (isDependencyOutage(error)) {
        logger.warn({ err: error, method: ctx.method, path: ctx.path }, 'dependency unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { message: SERVICE_UNAVAILABLE };
        return;
      }
      logger.error({ err: error, method: ctx.method, path: ctx.path }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: INTERNAL_SERVER_ERROR };
    }
  };
}
