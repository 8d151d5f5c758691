import {
  API_TOKEN_NOT_ALLOWED,
  API_TOKEN_RATE_LIMITED,
  apiTokenScopeMissing,
  endpointAt,
  INVALID_API_TOKEN,
  tokenScopeOf,
} from '@channel-countdown/contract';
import type { Middleware, ParameterizedContext } from 'koa';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { tokenHolder } from '../domain/apiTokens/service.js';
import { forbidden, notSignedIn, TooManyAttemptsError } from '../errors.js';
import { isApiPath } from './apiPath.js';
import type { RateLimiters } from './rateLimit.js';
import type { AppState } from './state.js';

/**
 * Personal API tokens on the wire: a call to /api with an `Authorization` header is a token request. It is
 * authenticated by its token alone: the session cookie is not read, no session is made and no cookie set
 * (app.ts skips the session middleware), and the cross-site checks of cookie requests do not apply (a
 * browser never adds an Authorization header to another site's request without a CORS preflight, which
 * this server never grants it). Any other scheme, or a header that is not one token, is a 401.
 */

type Context = Pick<ParameterizedContext, 'path' | 'headers'>;

/** Whether the request is a token request: an /api call with an Authorization header (even an empty one). */
export const isTokenRequest = (ctx: Context): boolean =>
  isApiPath(ctx.path) && ctx.headers.authorization !== undefined;

/** The middleware, except on token requests (the session, the cross-site checks). */
export function unlessTokenRequest<T extends Middleware<AppState>>(middleware: T): Middleware<AppState> {
  return (ctx, next) => (isTokenRequest(ctx) ? next() : middleware(ctx, next));
}

/** RFC 6750's `Bearer <b64token>`, the scheme in any case, one space; null for anything else. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

export function bearerTokenOf(header: string | undefined): string | null {
  return header === undefined ? null : (BEARER.exec(header)?.[1] ?? null);
}

/** The 401 of a token that does not work, with the challenge RFC 6750 asks for. */
function refuse(ctx: ParameterizedContext<AppState>): never {
  ctx.set('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"');
  throw notSignedIn(INVALID_API_TOKEN);
}

/**
 * On a token request: finds the token's user (401 when the token does not work), checks the scope the
 * endpoint table gives the route (403 with the scope it needs; 403 for what tokens may not do at all, and
 * for a route the table lacks), draws on the token's request budget (429), and hands the user on as a
 * session would. Runs after the routing has found the route (ctx.state.routePattern), before the body is read.
 */
export function authenticateApiToken(db: Db, clock: Clock, limiters: RateLimiters): Middleware<AppState> {
  return async (ctx, next) => {
    if (!isTokenRequest(ctx)) return next();
    const token = bearerTokenOf(ctx.get('authorization'));
    const holder = token ? await tokenHolder(db, token, clock.now()) : null;
    if (!holder) refuse(ctx);
    const pattern = ctx.state.routePattern;
    const endpoint = pattern === undefined ? undefined : endpointAt(ctx.method, pattern);
    const scope = endpoint ? tokenScopeOf(endpoint) : null;
    if (scope === null) throw forbidden(API_TOKEN_NOT_ALLOWED);
    if (!holder.scopes.includes(scope)) throw forbidden(apiTokenScopeMissing(scope));
    try {
      await limiters.tokenRequests.consume(String(holder.tokenId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal; // the store is away: 503
      throw new TooManyAttemptsError(
        API_TOKEN_RATE_LIMITED,
        Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      );
    }
    ctx.state.user = holder.user;
    ctx.state.apiToken = { id: holder.tokenId, scopes: holder.scopes };
    await next();
  };
}
