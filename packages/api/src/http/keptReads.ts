import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { ParameterizedContext } from 'koa';
import { paths } from '@channel-countdown/contract';
import { versionForRequest, type UserVersions } from '../cache/userVersions.js';
import type { User } from '../db/users.js';
import { userDto } from '../domain/users/presenter.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../observability/metrics.js';
import type { SessionData } from '../sessions/policy.js';
import type { Kept, PolledReads, PolledRoute } from './cachedResponse.js';
import { countRequest } from './operators.js';
import { logRequest, REQUEST_ID_HEADER, requestTiming } from './requestLog.js';
import type { AppState, RequestSession } from './state.js';

type Context = ParameterizedContext<AppState>;

export interface KeptReadsDeps {
  polledReads: PolledReads;
  versions: UserVersions;
  /** The session middleware's rule (http/session.ts: createSessions). */
  rememberedSession(ctx: Context): Promise<RequestSession | undefined>;
  /** loadUser's rule (http/requireUser.ts: createUserLoader). */
  userOf(ctx: Context, session: Readonly<SessionData>): Promise<User | undefined>;
  /** trackLastActivity's (http/lastActivity.ts: recordActivity). */
  recordActivity(userId: number): Promise<void>;
  /** The API answers' protective headers, Cache-Control aside (http/securityHeaders.ts: apiHeaderList). */
  apiHeaderList: readonly string[];
  logger: Logger;
  metrics: Metrics;
}

/** A request as it reaches the server, before Koa: the route of the polled read it asks for, if it may be one. */
function polledRouteOf(req: IncomingMessage, polledReads: PolledReads): PolledRoute | undefined {
  if (req.method !== 'GET' || req.url === undefined) return undefined;
  const { headers } = req;
  // A token request has its own checks; a declared body meets the body limit's.
  if (headers.authorization !== undefined) return undefined;
  if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0)
    return undefined;
  // Only an exact path without a query: what the API's routing sent a polled read for (routeAt).
  return polledReads.routeAt(req.url);
}

/**
 * The signed-in reader of `ctx` as the chain would find them: a signed cookie naming a session remembered at
 * its user's current version, for a user that session may still act for. Undefined where the chain must look:
 * a cookie missing, forged or not remembered at that version, or a session that may no longer act.
 */
async function rememberedReader(
  deps: KeptReadsDeps,
  ctx: Context,
): Promise<{ session: RequestSession; user: User } | undefined> {
  const session = await deps.rememberedSession(ctx);
  const data = session?.data;
  const user = data ? await deps.userOf(ctx, data) : undefined;
  return session && user ? { session, user } : undefined;
}

/**
 * The kept answer the chain would send to the request of `ctx` for `route`, with the session and user it is
 * for; undefined where the chain must answer: no remembered reader (rememberedReader), or nothing kept and
 * current for their version.
 */
async function keptAnswer(
  deps: KeptReadsDeps,
  ctx: Context,
  route: PolledRoute,
): Promise<{ session: RequestSession; user: User; kept: Kept } | undefined> {
  const reader = await rememberedReader(deps, ctx);
  if (!reader) return undefined;
  // Read before the kept answer, as the route reads it (the same read: versionForRequest).
  const version = await versionForRequest(deps.versions, ctx, reader.user.id);
  const kept = deps.polledReads.keptFor({ resource: route.resource, userId: reader.user.id }, version);
  return kept && { ...reader, kept };
}

/**
 * A drawn page's read of `path` (http/pageRead.ts) for the page's own request `ctx`, answered as the poll of
 * it would be before the chain: the kept answer's data (shared, frozen: a render must not change it), or
 * undefined where the chain must answer it. The session check (`/api/user`), which every drawn page makes
 * first, is answered from the remembered reader by the same rules, with what the route answers (userDto).
 */
export type KeptPageRead = (
  ctx: ParameterizedContext,
  path: string,
) => Promise<{ body: unknown } | undefined>;

const keptPageReads = new WeakMap<Koa, KeptPageRead>();

/** The app's kept page reads, when its polls are answered before the chain (answerKeptReadsFirst). */
export const keptPageReadOf = (app: Koa): KeptPageRead | undefined => keptPageReads.get(app);

/**
 * A browser's poll of a polled read (the dashboard's channel list above all) answered from what was kept
 * for the user's current data version before Koa's middleware runs: the whole chain (request log, metrics,
 * headers, the request checks, the session, the API's routing and its shared middleware) costs several
 * times what sending the kept bytes or a 304 does (bench:api).
 *
 * It answers only what the chain would answer the same way, by the chain's own rules, and hands anything
 * else to the chain untouched:
 *  - a GET without a body, a query or an Authorization header (token requests go through their own checks)
 *    of a route whose pattern has no parameters, once the API's routing sent that route's polled read;
 *  - whose signed cookie names a session remembered at its user's current version and not due for renewal
 *    (the session middleware's rule), for a user that session may still act for (loadUser's rule);
 *  - whose answer is kept and current at that version (cachedResponse.ts), sent as the route sends it: the
 *    same ETag, 304, encodings and headers.
 * It does what the chain does for such a request: the request's id, the API's security headers, its
 * activity, its log line and its metrics, with the same functions. A session that may no longer act, a
 * read nothing is kept for, a cookie missing, forged or not remembered: the chain answers, with its 401,
 * its cleared cookie or its rebuilt answer. Not used with ALLOWED_ORIGINS (app.ts): CORS stays the chain's.
 *
 * A drawn page's reads of such routes are answered the same way (keptPageReadOf), with the kept answer's data
 * rather than its bytes: the page's render would otherwise parse the same JSON again on every page.
 */
export function answerKeptReadsFirst(app: Koa<AppState>, deps: KeptReadsDeps): void {
  const { polledReads, logger, metrics } = deps;
  /**
   * True once answered; false, with nothing set, to hand the request to the chain. `progress.answering` is
   * set once the first header is.
   */
  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    route: PolledRoute,
    progress: { answering: boolean },
  ) => {
    const started = process.hrtime.bigint();
    const timer = performance.now();
    const ctx = app.createContext(req, res) as unknown as Context;
    const found = await keptAnswer(deps, ctx, route);
    if (!found) return false;
    const { session, user, kept } = found;

    progress.answering = true;
    const timing = requestTiming(ctx, started);
    Object.assign(ctx.state, { session, user, routePattern: route.routePattern });
    await deps.recordActivity(user.id);
    // Written as it is, without Koa's response: its headers in one call (and a 304 has no body).
    const { status, headers, body } = polledReads.answerKept(req, kept);
    res.writeHead(status, [...deps.apiHeaderList, REQUEST_ID_HEADER, timing.id, ...headers]);
    logRequest(logger, ctx, timing);
    if (metrics.enabled) countRequest(metrics, ctx, timer);
    res.end(body);
    return true;
  };
  keptPageReads.set(app as unknown as Koa, async (ctx, path) => {
    // The session check a drawn page makes first: the reader, as GET /api/user answers them.
    if (path === paths.user) {
      const reader = await rememberedReader(deps, ctx as unknown as Context);
      if (!reader) return undefined;
      await deps.recordActivity(reader.user.id);
      return { body: userDto(reader.user) };
    }
    const route = polledReads.routeAt(path);
    const found = route && (await keptAnswer(deps, ctx as unknown as Context, route));
    if (!found) return undefined;
    await deps.recordActivity(found.user.id);
    return { body: polledReads.dataOf(found.kept) };
  });
  const callback = app.callback.bind(app);
  app.callback = () => {
    const chain = callback();
    return async (req, res) => {
      const route = polledRouteOf(req as IncomingMessage, polledReads);
      if (!route) return chain(req, res);
      let answered = false;
      const progress = { answering: false };
      try {
        answered = await answer(req as IncomingMessage, res as ServerResponse, route, progress);
      } catch (error) {
        // Before answering, the chain meets the same failure and answers it (a store away: 503).
        if (progress.answering) {
          logger.error({ err: error }, 'kept read failed while answering');
          res.destroy();
          return;
        }
      }
      if (!answered) await chain(req, res);
    };
  };
}
