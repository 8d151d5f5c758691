import { paths, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { lastResultOf, readSchedulerStatus } from '../../jobs/runs.js';
import { historyRowsOf } from '../../domain/channelData/rollup.js';
import { createQuotaMeter } from '../../youtube/index.js';
import { currentUser, requireAdmin } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import {
  adminStats,
  deleteUser,
  listAdminChannels,
  listAdminNotes,
  listAdminTimers,
  listAdminUsers,
  setUserActive,
} from '../../domain/admin/service.js';
import { adminSystem } from '../../domain/admin/system.js';

const ADMIN_PREFIX = '/api/admin';

export function adminRouter(deps: RouterDeps): Router<AppState> {
  const { db, clock } = deps;
  const router = new Router<AppState>();
  // Every path under /api/admin — known or not — is refused to non-admins before anything else runs.
  router.use(ADMIN_PREFIX, requireAdmin);

  const quota = createQuotaMeter(
    db,
    clock,
    deps.config.youtube.dailyQuota,
    deps.config.youtube.userDailyUnits,
  );
  router.get(paths.adminHealth, async (ctx) => {
    const [scheduler, unitsLeftToday] = await Promise.all([
      readSchedulerStatus(db),
      // Only a Data API key spends units; the keyless provider has no budget to report.
      deps.config.youtube.apiKey ? quota.remaining() : null,
    ]);
    ctx.body = { scheduler, quota: { unitsLeftToday } };
  });
  router.get(paths.adminSystem, async (ctx) => {
    ctx.body = await adminSystem({
      readiness: { db, redis: deps.redis, renderer: deps.renderer },
      quota: deps.config.youtube.apiKey ? { meter: quota, dailyQuota: deps.config.youtube.dailyQuota } : null,
      history: async () => historyRowsOf(await lastResultOf(db, 'rollup')),
    });
  });
  router.get(paths.adminStats, async (ctx) => {
    ctx.body = await adminStats(db, clock.now());
  });
  // The paged lists: a bad limit, cursor, sort or filter is a 400 naming it (the contract's query schemas).
  router.get(
    paths.adminUsers,
    validate(endpoints.admin.users, async (ctx, { query }) => {
      ctx.body = await listAdminUsers(db, clock.now(), query);
    }),
  );
  router.get(
    paths.adminChannels,
    validate(endpoints.admin.channels, async (ctx, { query }) => {
      ctx.body = await listAdminChannels(db, clock.now(), query);
    }),
  );
  router.get(
    paths.adminTimers,
    validate(endpoints.admin.timers, async (ctx, { query }) => {
      ctx.body = await listAdminTimers(db, clock.now(), query);
    }),
  );
  router.get(
    paths.adminNotes,
    validate(endpoints.admin.notes, async (ctx, { query }) => {
      ctx.body = await listAdminNotes(db, clock.now(), query);
    }),
  );

  router.patch(
    paths.adminUserStatus.pattern,
    validate(endpoints.admin.setUserStatus, async (ctx, { params, body }) => {
      const user = await setUserActive(deps, currentUser(ctx).id, params.id, body.isActive);
      ctx.body = { message: 'User status updated successfully', id: user.id, isActive: user.isActive };
    }),
  );

  router.delete(
    paths.adminUser.pattern,
    validate(endpoints.admin.deleteUser, async (ctx, { params }) => {
      await deleteUser(deps, currentUser(ctx).id, params.id);
      ctx.body = { message: 'User deleted successfully' };
    }),
  );

  return router;
}
