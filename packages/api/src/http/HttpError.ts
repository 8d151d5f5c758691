import { UNAUTHORIZED } from '@channel-countdown/contract';

/** An error whose status and message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After (429, 503): when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = UNAUTHORIZED) => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
