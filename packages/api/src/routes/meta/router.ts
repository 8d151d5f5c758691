import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openApiDocument, paths, type PublicConfig } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps, RouterDeps } from '../../deps.js';
import { SESSION_COOKIE } from '../../http/session.js';
import type { AppState } from '../../http/state.js';

/**
 * The browser's Firebase web config (null when Google sign-in is not configured), and what it needs to
 * offer push and email reminders.
 */
export function publicConfig({ firebase, push, mail }: AppDeps['config']): PublicConfig {
  const delivery = { pushPublicKey: push.vapid?.publicKey ?? null, email: mail !== null };
  if (!firebase.projectId || !firebase.apiKey) return { firebase: null, delivery };
  return {
    delivery,
    firebase: {
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`,
      projectId: firebase.projectId,
      emulatorUrl: firebase.emulatorHost
        ? `http://${firebase.emulatorHost.replace(/^https?:\/\//, '')}`
        : null,
    },
  };
}

/** The server's version (package.json's, two folders above both src/routes/meta and dist/routes/meta). */
const serverVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The OpenAPI document as served: generated once, with its ETag. */
function openApiAnswer(config: AppDeps['config']) {
  let answer: { body: string; etag: string } | undefined;
  return () => {
    if (answer) return answer;
    const document = openApiDocument({
      serverUrl: config.publicUrl,
      sessionCookie: SESSION_COOKIE,
      version: serverVersion,
    });
    const body = JSON.stringify(document);
    answer = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    return answer;
  };
}

/** The document is the same for everyone and changes only with the server: kept 5 minutes, then revalidated. */
const OPENAPI_CACHE = 'public, max-age=300';

export function metaRouter(deps: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  // For a load balancer or orchestrator: 503 takes this instance out of rotation while its database cannot
  // write (away, disk full, read-only: a one-row write probes it) or its Redis, which holds the sessions
  // when REDIS_URL is set, is away. Liveness only: the scheduler and the quota are an administrator's
  // (GET /api/admin/health).
  router.get(paths.health, async (ctx) => {
    try {
      const probe = { id: 1, checked_at: Date.now() };
      await Promise.all([
        deps.db('health_probe').insert(probe).onConflict('id').merge(['checked_at']),
        deps.redis?.ping(),
      ]);
      ctx.body = { status: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable' };
    }
  });
  router.get(paths.config, (ctx) => {
    ctx.body = publicConfig(deps.config);
  });
  const openApi = openApiAnswer(deps.config);
  router.get(paths.openApi, (ctx) => {
    const { body, etag } = openApi();
    ctx.set('Cache-Control', OPENAPI_CACHE);
    ctx.set('ETag', etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = body;
  });
  return router;
}
