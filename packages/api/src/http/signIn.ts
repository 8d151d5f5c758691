import { preferredLocale } from '@channel-countdown/contract';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { User } from '../db/users.js';
import { rememberBrowserLocale } from '../domain/settings/writingLocale.js';
import { ForbiddenError } from '../errors.js';
import { writableSession } from './session.js';
import type { AppState } from './state.js';

export const HTTPS_REQUIRED = 'Sign-in needs a secure (HTTPS) connection to this server.';
export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please try again later.';

/**
 * In production the session cookie is `secure`, which a plain-HTTP request cannot receive (no TLS proxy, or
 * TRUST_PROXY unset behind one). Refused before anything is written, so no account is left half made.
 */
export function assertCookieCanBeSet(ctx: { secure: boolean }, config: Pick<Config, 'isProduction'>): void {
  if (config.isProduction && !ctx.secure) throw new ForbiddenError(HTTPS_REQUIRED);
}

/**
 * Signs the user in on a fresh session id (no fixation of an id handed out before sign-in) and writes the
 * session now, so a store that is away fails this request rather than after the answer was decided. Keeps the
 * browser's language, which a user on the `auto` Language setting is written to in (writingLocale).
 */
export async function signIn(
  ctx: { state: AppState; acceptsLanguages(): string[] },
  user: User,
  { db, clock }: { db: Db; clock: Clock },
): Promise<void> {
  await rememberBrowserLocale(db, user.id, preferredLocale(ctx.acceptsLanguages()));
  const session = writableSession(ctx);
  session.userId = user.id;
  session.generation = user.sessionGeneration;
  session.signedInAt = clock.now().getTime();
  await session.regenerate();
  ctx.state.user = user;
}
