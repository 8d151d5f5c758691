import { UNAUTHORIZED } from '@channel-countdown/contract';

/**
 * A refusal whose message is meant for the caller. The domain and the services below it throw these and
 * know nothing of HTTP: the error middleware (http/errors.ts) answers each kind with its status.
 */
export abstract class DomainError extends Error {
  abstract readonly kind:
    | 'invalidInput'
    | 'notSignedIn'
    | 'forbidden'
    | 'notFound'
    | 'conflict'
    | 'tooLarge'
    | 'tooManyAttempts'
    | 'upstreamFailed'
    | 'unavailable';

  constructor(
    message: string,
    /** When the caller may try again (too many attempts, a service away for now), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type DomainErrorKind = DomainError['kind'];

/** The input breaks a rule the schema cannot state (the message names what). */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalidInput';
}

/** Nobody is signed in, or the credentials are wrong. */
export class NotSignedInError extends DomainError {
  readonly kind = 'notSignedIn';
}

/** Signed in, but not allowed to do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** No such resource, or one that belongs to someone else (never reveal that it exists). */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
}

/** The request clashes with the state of the data (a name taken, a cycle still running). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** What was sent is larger than allowed. */
export class TooLargeError extends DomainError {
  readonly kind = 'tooLarge';
}

/** Too many attempts for now; retryAfterSeconds says when to try again. */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'tooManyAttempts';
}

/** A service we depend on (YouTube, Google) failed or answered what we cannot use. */
export class UpstreamFailedError extends DomainError {
  readonly kind = 'upstreamFailed';
}

/** Cannot be done just now (a budget spent for the day); retryAfterSeconds says when to try again. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export const invalidInput = (message: string) => new InvalidInputError(message);
export const notSignedIn = (message = UNAUTHORIZED) => new NotSignedInError(message);
export const forbidden = (message = 'Forbidden') => new ForbiddenError(message);
export const notFound = (message = 'Not Found') => new NotFoundError(message);
export const conflict = (message: string) => new ConflictError(message);
