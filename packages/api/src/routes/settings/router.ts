import { paths, endpoints, preferredLocale } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps } from '../../deps.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { getSettings, saveSettings } from '../../domain/settings/service.js';
import { rememberBrowserLocale } from '../../domain/settings/writingLocale.js';

/** GET /api/settings (defaults until saved) and PUT /api/settings (the whole object, as the contract says). */
export function settingsRouter({ db, clock }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(paths.settings, async (ctx) => {
    ctx.body = await getSettings(db, currentUser(ctx).id);
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
