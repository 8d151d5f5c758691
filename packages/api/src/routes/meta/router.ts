import { paths, type PublicConfig } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps, RouterDeps } from '../../deps.js';
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
  return router;
}
