import { bodyParser } from '@koa/bodyparser';
import { paths } from '@channel-countdown/contract';
import Koa from 'koa';
import type { AppDeps, RouterDeps } from './deps.js';
import { BODY_LIMIT_BYTES, bodyLimit } from './http/bodyLimit.js';
import { compressResponses } from './http/compress.js';
import { rememberingKeygrip } from './http/cookieKeys.js';
import { errorHandler } from './http/errors.js';
import { notFound } from './errors.js';
import { createActivityTracker, recordActivity, trackLastActivity } from './http/lastActivity.js';
import { createPolledReads } from './http/cachedResponse.js';
import { changesOwnData } from './http/changesOwnData.js';
import { userVersionsFor } from './cache/userVersions.js';
import { originCheck } from './http/originCheck.js';
import { crossOriginAccess } from './http/cors.js';
import { FILE_BODY_LIMITS } from './http/rawBody.js';
import { createRateLimiters } from './http/rateLimit.js';
import { requestLog } from './http/requestLog.js';
import { resourceRoutes } from './http/resourceRoutes.js';
import { createUserLoader } from './http/requireUser.js';
import { answerKeptReadsFirst } from './http/keptReads.js';
import { isApiPath } from './http/apiPath.js';
import { apiReference } from './http/apiReference.js';
import { createSecurityHeaders } from './http/securityHeaders.js';
import { createSessions } from './http/session.js';
import type { AppState } from './http/state.js';
import { importRunnerFor } from './jobs/importRunner.js';
import { createLogger, throttledErrorLog } from './logger.js';
import { createRedis } from './redis.js';
import { operatorEndpoints } from './observability/endpoints.js';
import { createMetrics, metricsOff } from './observability/metrics.js';
import { checkReadiness } from './observability/probes.js';
import { watchDatabase } from './observability/sources.js';
import { httpMetrics, operatorPaths } from './http/operators.js';
import { adminRouter } from './routes/admin/router.js';
import { apiTokensRouter } from './routes/apiTokens/router.js';
import { destinationsRouter } from './routes/destinations/router.js';
import { feedReadsRouter, feedsRouter } from './routes/feeds/router.js';
import { authenticateApiToken, unlessTokenRequest } from './http/apiToken.js';
import { analyticsRouter } from './routes/analytics/router.js';
import { authRouter } from './routes/auth/router.js';
import { importRouter } from './routes/import/router.js';
import { channelDataRouter } from './routes/channelData/router.js';
import { channelsRouter } from './routes/channels/router.js';
import { compareRouter } from './routes/compare/router.js';
import { dashboardRouter } from './routes/dashboard/router.js';
import { groupsRouter } from './routes/groups/router.js';
import { firebaseRouter } from './routes/firebase/router.js';
import { metaRouter, publicConfig } from './routes/meta/router.js';
import { notesRouter } from './routes/notes/router.js';
import { notificationsRouter } from './routes/notifications/router.js';
import { settingsRouter } from './routes/settings/router.js';
import { unsubscribeRouter } from './routes/notifications/unsubscribe.js';
import { pushRouter } from './routes/push/router.js';
import { timersRouter } from './routes/timers/router.js';
import { userRouter } from './routes/user/router.js';

/** Each resource's router; a new resource (admin, Google sign-in) is one more line here. */
const resourceRouters = [
  metaRouter,
  authRouter,
  unsubscribeRouter,
  firebaseRouter,
  importRouter,
  // Before channelsRouter: its fixed path (/api/channels/sparklines) must win over the patterns' `:id`.
  channelDataRouter,
  channelsRouter,
  compareRouter,
  timersRouter,
  notesRouter,
  dashboardRouter,
  analyticsRouter,
  settingsRouter,
  userRouter,
  notificationsRouter,
  pushRouter,
  adminRouter,
  apiTokensRouter,
  destinationsRouter,
  feedReadsRouter,
  feedsRouter,
  groupsRouter,
];

/**
 * A `.` or `..` segment (also percent-encoded): the router resolves it, so `DELETE …/notes/..` would act on
 * the channel above. Browsers resolve dot segments before sending, so such a path names no API resource.
 */
const hasDotSegment = (path: string) => /(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path);

/** What an app holds open besides the database (which its caller owns): its Redis client, if any. */
const appConnections = new WeakMap<Koa<AppState>, () => Promise<void>>();

/** Closes what createApp opened (the import runner, the Redis client when REDIS_URL is set); for graceful shutdown. */
export async function closeApp(app: Koa<AppState>): Promise<void> {
  await appConnections.get(app)?.();
}

/** The Koa app without listen: request log and error middleware first, then body, session, token or user, routes, API 404. */
export function createApp(appDeps: AppDeps): Koa<AppState> {
  const logger = appDeps.logger ?? createLogger(appDeps.config.logLevel);
  const metrics =
    appDeps.metrics ?? (appDeps.config.metrics ? createMetrics({ role: 'server' }) : metricsOff);
  // One Redis client (connected on first use) for sessions and sign-in counts, so shutdown closes one thing.
  const ownRedis =
    !appDeps.redis && appDeps.config.redisUrl
      ? createRedis(appDeps.config.redisUrl, { metrics: { metrics, client: 'app' } })
      : undefined;
  const redis = appDeps.redis ?? ownRedis;
  // While Redis is away each reconnect attempt fails; the requests that needed it answer 503 (errorHandler).
  redis?.on('error', throttledErrorLog(logger, 'redis unavailable'));
  // With Redis every instance and worker shares the users' data versions, so no cache outlives a change.
  const versions = appDeps.versions ?? userVersionsFor(redis, appDeps.config.redisKeyPrefix);
  const imports = appDeps.imports ?? importRunnerFor({ ...appDeps, logger, versions, metrics });
  // The pool's connections and the sessions signed in, read when metrics are scraped.
  watchDatabase(metrics, appDeps.db, { sessions: !appDeps.config.redisUrl });
  const deps: RouterDeps = {
    ...appDeps,
    imports,
    redis,
    versions,
    metrics,
    rateLimiters:
      appDeps.rateLimiters ?? createRateLimiters({ redis, keyPrefix: `${appDeps.config.redisKeyPrefix}:rl` }),
    polledReads: createPolledReads({ versions, clock: appDeps.clock, metrics }),
  };
  // Behind N trusted proxies the client IP is the N-th X-Forwarded-For entry from the right (config.ts).
  const app = new Koa<AppState>({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyHops });
  appConnections.set(app, async () => {
    if (!appDeps.imports) await imports.close();
    if (ownRedis && ownRedis.status !== 'end') await ownRedis.quit().catch(() => ownRedis.disconnect());
  });
  app.keys = rememberingKeygrip(deps.config.sessionKeys);
  // Errors are answered by errorHandler; Koa's own logger would print client errors too.
  app.silent = true;

  app.use(requestLog(logger));
  if (metrics.enabled) app.use(httpMetrics(metrics));
  const securityHeaders = createSecurityHeaders({
    firebaseAuthDomain: publicConfig(deps.config).firebase?.authDomain,
    emulatorUrl: publicConfig(deps.config).firebase?.emulatorUrl,
    imageOrigins: [deps.config.youtube.webBaseUrl, deps.config.youtube.apiBaseUrl].map(
      (url) => new URL(url).origin,
    ),
    hsts: deps.config.isProduction,
    inlineScripts: deps.pageScripts,
  });
  app.use(securityHeaders.middleware);
  // Before the error handler, so an allowed page can read the error answers too.
  app.use(crossOriginAccess(deps.config.allowedOrigins));
  app.use(errorHandler(logger));
  // The operators' /livez, /readyz and /metrics: before the origin check, the session and the app's pages.
  app.use(
    operatorPaths(
      operatorEndpoints({
        metrics,
        token: deps.config.metrics?.token,
        readiness: () => checkReadiness({ db: deps.db, redis, renderer: appDeps.renderer }),
      }),
    ),
  );
  // The emails' one-click unsubscribe is posted by mail clients as a form, and needs no session. A token
  // request carries no cookie to forge (http/apiToken.ts), so it has neither these checks nor a session.
  app.use(
    unlessTokenRequest(
      originCheck({
        exempt: [paths.notificationsUnsubscribe],
        files: Object.keys(FILE_BODY_LIMITS),
        allowedOrigins: deps.config.allowedOrigins,
      }),
    ),
  );
  app.use(bodyLimit(BODY_LIMIT_BYTES, FILE_BODY_LIMITS));
  app.use(compressResponses());
  const sessions = createSessions(app as unknown as Koa, {
    db: deps.db,
    config: deps.config,
    versions,
    redis,
  });
  const users = createUserLoader(deps.db, deps.clock, versions);
  const activity = createActivityTracker(deps.db, deps.clock);
  app.use(unlessTokenRequest(sessions.middleware));

  const api = resourceRoutes(
    [
      // Before the body is read: a token that does not work, or lacks the route's scope, is refused first.
      authenticateApiToken(deps.db, deps.clock, deps.rateLimiters),
      // DELETE bodies are parsed too, so a malformed one is refused (400) rather than ignored while acting.
      bodyParser({
        enableTypes: ['json'],
        jsonLimit: BODY_LIMIT_BYTES,
        parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      }),
      users.middleware,
      changesOwnData(versions),
      trackLastActivity(activity, logger),
    ],
    resourceRouters.map((build) => build(deps)),
  );
  // The API's reference page and its files: a page under /api, before the API's JSON 404.
  app.use(apiReference());
  app.use(async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    // No API route answers such a path: a JSON 404, never the app's HTML.
    if (hasDotSegment(ctx.path)) throw notFound();
    await api(ctx, next);
  });

  // A poll of a polled read whose answer is kept for the user's version is answered before the chain, by
  // the chain's own rules (http/keptReads.ts); with ALLOWED_ORIGINS, CORS is the chain's alone.
  if (deps.config.allowedOrigins.length === 0) {
    answerKeptReadsFirst(app, {
      polledReads: deps.polledReads,
      versions,
      rememberedSession: sessions.rememberedRead,
      userOf: users.userOf,
      recordActivity: (userId) => recordActivity(activity, logger, userId),
      apiHeaderList: securityHeaders.apiHeaderList,
      logger,
      metrics,
    });
  }

  return app;
}
