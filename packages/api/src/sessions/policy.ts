/**
 * Idle lifetime: a session not used for 30 days ends (koa-session renews it on a request once half of it
 * has passed, so an active user keeps it).
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute lifetime: 90 days after signing in, the user signs in again however active the session was. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** A stored session's lifetime, renewed while it is used (the idle lifetime). */
export const SESSION_MAX_AGE_MS = SESSION_IDLE_MS;

/** What we keep in a session. */
export interface SessionData {
  userId?: number;
  /** The user's session generation at sign-in; ending all of a user's sessions moves the user's on. */
  generation?: number;
  /** Epoch ms of the sign-in, for the absolute lifetime. */
  signedInAt?: number;
}

/**
 * Whether a session may still act for its user: the user exists and is active, no "end every session"
 * happened since it was made (password reset, deactivation: in every store, Redis included), and it is
 * younger than the absolute lifetime. Sessions made before generations existed count as generation 0.
 */
export function sessionIsValid(
  session: SessionData,
  user: { isActive: boolean; sessionGeneration: number },
  now: Date,
): boolean {
  if (!user.isActive) return false;
  if ((session.generation ?? 0) !== user.sessionGeneration) return false;
  return session.signedInAt === undefined || now.getTime() - session.signedInAt < SESSION_ABSOLUTE_MS;
}
