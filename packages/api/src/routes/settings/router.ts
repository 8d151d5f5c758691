import { paths, endpoints, preferredLocale } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { getSettings, saveSettings } from '../../domain/settings/service.js';
import { rememberBrowserLocale } from '../../domain/settings/writingLocale.js';

/**
 * GET /api/settings (defaults until saved; kept per data version, as every drawn page reads it) and PUT
 * /api/settings (the whole object, as the contract says).
 */
export function settingsRouter({ db, clock, polledReads }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.settings, async (ctx) => {
    const userId = currentUser(ctx).id;
    await polledReads.send(ctx, { resource: 'settings', userId }, async () => ({
      data: await getSettings(db, userId),
      expiresAt: Infinity,
    }));
  });

  router.put(
    paths.settings,
    validate(endpoints.settings.save, async (ctx, { body }) => {
      const userId = currentUser(ctx).id;
      // `auto` is this browser's language: the server keeps it for what it writes with no browser at hand.
      if (body.appearance.language === 'auto')
        await rememberBrowserLocale(db, userId, preferredLocale(ctx.acceptsLanguages()));
      ctx.body = await saveSettings(db, userId, body, clock.now());
    }),
  );

  return router;
}
