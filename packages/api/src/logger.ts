import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * JSON lines on stdout (or `destination`, for tests). Request lines carry only chosen fields (see
 * http/requestLog.ts); the redaction is the second line of defence for anything logged with a request,
 * a header set or a credential by mistake.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'idToken',
        '*.idToken',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * An 'error' listener that logs the first error at once, then at most one line every `intervalMs` saying how many
 * it left out: a Redis outage logs a line every 10 seconds, not one for each reconnect attempt (ten a second for
 * each client, its BullMQ queue and its worker).
 */
export function throttledErrorLog(
  logger: Logger,
  message: string,
  { intervalMs = 10_000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): (error: Error) => void {
  let loggedAt = -Infinity;
  let leftOut = 0;
  return (error) => {
    if (now() - loggedAt < intervalMs) {
      leftOut += 1;
      return;
    }
    logger.warn({ err: error, ...(leftOut > 0 && { leftOut }) }, message);
    loggedAt = now();
    leftOut = 0;
  };
}
