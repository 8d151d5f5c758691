import { AVATAR_MAX_BYTES, paths, NO_AVATAR, endpoints } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { RouterDeps } from '../../deps.js';
import { notFound } from '../../errors.js';
import { limitAttempts, usernameKey, type AttemptPolicy } from '../../http/rateLimit.js';
import { readRawBody } from '../../http/rawBody.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import { destroySession, getSession } from '../../http/session.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';
import { signIn, TOO_MANY_SIGN_INS } from '../../http/signIn.js';
import { userDto } from '../../domain/users/presenter.js';
import { checkUpload, readAvatar, removeAvatar, saveAvatar } from '../../domain/users/avatar.js';
import { listChannelsForExport } from '../../domain/channels/service.js';
import { exportFileName } from '../../domain/csv.js';
import { buildUserExport, channelsCsv, notesCsv } from '../../domain/users/export.js';
import { listGroups } from '../../domain/groups/service.js';
import { changePassword, deleteAccount, updateUser } from '../../domain/users/service.js';

/**
 * A picture is served only as the image type it was checked to be, never sniffed, and sandboxed: an SVG
 * opened on its own runs no script and reaches nothing. Its address changes with every new picture.
 */
const AVATAR_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Content-Disposition': 'inline',
};

/** Wrong current passwords count like failed sign-ins: a stolen session cannot guess the password. */
const passwordChecks: AttemptPolicy = {
  budgets: (ctx) => {
    const user = (ctx.state as AppState).user;
    return user ? [{ limit: 'signInFailuresPerUser', key: `${usernameKey(user.username)}:${ctx.ip}` }] : null;
  },
  spends: (status) => status === 400,
  message: TOO_MANY_SIGN_INS,
};

/** The signed-in user's own account: password, username and email, picture, export, deletion. */
export function userRouter({ db, clock, rateLimiters, versions }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const checksPassword = limitAttempts(rateLimiters, passwordChecks);

  router.post(
    paths.userPassword,
    requireUser,
    checksPassword,
    validate(endpoints.user.changePassword, async (ctx, { body }) => {
      const user = await changePassword({ db, versions }, currentUser(ctx), body);
      // Every session ended; this browser continues on a new one.
      await signIn(ctx, user, { db, clock });
      ctx.body = { message: 'Password changed' };
    }),
  );

  router.patch(
    paths.user,
    requireUser,
    validate(endpoints.user.update, async (ctx, { body }) => {
      const user = await updateUser(db, currentUser(ctx), body);
      ctx.state.user = user;
      ctx.body = userDto(user);
    }),
  );

  router.delete(
    paths.user,
    requireUser,
    checksPassword,
    validate(endpoints.user.remove, async (ctx, { body }) => {
      const session = getSession(ctx) ?? {};
      await deleteAccount(db, currentUser(ctx), body, session, clock.now());
      destroySession(ctx);
      ctx.body = { message: 'Account deleted' };
    }),
  );

  router.put(paths.userAvatar, requireUser, async (ctx) => {
    const bytes = await readRawBody(ctx, AVATAR_MAX_BYTES);
    const type = await checkUpload(ctx.get('content-type'), bytes);
    const user = await saveAvatar(db, currentUser(ctx).id, type, bytes, clock.now());
    ctx.state.user = user;
    ctx.body = userDto(user);
  });

  router.delete(paths.userAvatar, requireUser, async (ctx) => {
    const user = await removeAvatar(db, currentUser(ctx).id);
    ctx.state.user = user;
    ctx.body = userDto(user);
  });

  // Any signed-in user may see a picture (the admin's users list shows them); only its owner changes it.
  router.get(
    paths.userAvatarImage.pattern,
    requireUser,
    validate(endpoints.user.avatarImage, async (ctx, { params, query }) => {
      const avatar = await readAvatar(db, params.userId);
      if (!avatar) throw notFound(NO_AVATAR);
      ctx.set(AVATAR_HEADERS);
      // The versioned address names one picture for good; any other version is checked again each time.
      ctx.set(
        'Cache-Control',
        query.v === String(avatar.version) ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      );
      ctx.type = avatar.type;
      ctx.body = avatar.data;
    }),
  );

  router.get(
    paths.userExport,
    requireUser,
    validate(endpoints.user.export, async (ctx, { query }) => {
      const user = currentUser(ctx);
      const now = clock.now();
      ctx.set('Cache-Control', 'no-store');
      if (query.format === 'json') {
        ctx.attachment(exportFileName('export', 'json', now));
        ctx.type = 'application/json';
        ctx.body = JSON.stringify(await buildUserExport(db, clock, user), null, 2);
      } else {
        const channels = await listChannelsForExport(db, user.id, now);
        ctx.attachment(exportFileName(query.what, 'csv', now));
        ctx.type = 'text/csv; charset=utf-8';
        ctx.body =
          query.what === 'channels'
            ? channelsCsv(channels, await listGroups(db, user.id))
            : notesCsv(channels);
      }
    }),
  );

  return router;
}
