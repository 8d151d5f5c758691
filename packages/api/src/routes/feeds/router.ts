import { createHash } from 'node:crypto';
import {
  endpoints,
  FEED_READS_RATE_LIMITED,
  FEEDS_TURNED_OFF,
  paths,
  type FeedName,
} from '@channel-countdown/contract';
import { Router } from '@koa/router';
import type { AppDeps, RouterDeps } from '../../deps.js';
import { feedDocument } from '../../domain/feeds/content.js';
import { feedAddresses, feedHolder, renewFeedToken, revokeFeedToken } from '../../domain/feeds/service.js';
import { notFound } from '../../errors.js';
import { limitAttempts, type AttemptPolicy } from '../../http/rateLimit.js';
import { currentUser, requireUser } from '../../http/requireUser.js';
import type { AppState } from '../../http/state.js';
import { validate } from '../../http/validate.js';

/** Every read counts, found or not: a client trying secrets runs out as fast as one reading too often. */
const feedReads: AttemptPolicy = {
  budgets: (ctx) => [{ limit: 'feedReadsPerIp', key: ctx.ip }],
  spends: () => true,
  message: FEED_READS_RATE_LIMITED,
};

/** A strong validator of the feed's bytes: the same text, the same tag. */
const etagOf = (body: string) =>
  `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 32)}"`;

const FEED_READS = [
  ['uploadsAtom', endpoints.feeds.uploadsAtom],
  ['uploadsJson', endpoints.feeds.uploadsJson],
  ['eventsAtom', endpoints.feeds.eventsAtom],
  ['eventsJson', endpoints.feeds.eventsJson],
  ['cycles', endpoints.feeds.cycles],
] as const satisfies ReadonlyArray<readonly [FeedName, { path: string }]>;

/**
 * The secret feeds: read with the secret in the address, no session (feed readers and calendar apps cannot
 * sign in). A wrong, revoked or malformed secret answers the plain 404 of any unknown API path, so an
 * address tells nothing about secrets that exist. Each answer has a strong ETag; If-None-Match answers 304.
 */
export function feedReadsRouter({ db, config, rateLimiters }: RouterDeps): Router<AppState> {
  const router = new Router<AppState>();
  const limited = limitAttempts(rateLimiters, feedReads);
  for (const [name, endpoint] of FEED_READS) {
    router.get(
      endpoint.path,
      limited,
      validate(endpoint, async (ctx, { params }) => {
        const holder = await feedHolder(db, params.token);
        if (!holder) throw notFound();
        const { body, type } = await feedDocument(
          { db, user: holder.user, since: holder.since, token: params.token, publicUrl: config.publicUrl },
          name,
        );
        ctx.status = 200;
        ctx.set('Cache-Control', 'private, no-cache');
        ctx.set('X-Robots-Tag', 'noindex');
        ctx.set('ETag', etagOf(body));
        if (ctx.fresh) {
          ctx.status = 304;
          return;
        }
        ctx.type = `${type}; charset=utf-8`;
        ctx.body = body;
      }),
    );
  }
  return router;
}

/** The user's feed addresses: a signed-in browser's calls only (the table's `scope: null`). */
export function feedsRouter({ db, clock, config }: AppDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.use(requireUser);

  router.get(
    paths.feeds,
    validate(endpoints.feeds.addresses, async (ctx) => {
      ctx.body = await feedAddresses(db, currentUser(ctx).id, config.publicUrl);
    }),
  );
  router.post(
    paths.feeds,
    validate(endpoints.feeds.create, async (ctx) => {
      ctx.status = 201;
      ctx.body = await renewFeedToken(db, currentUser(ctx).id, config.publicUrl, clock.now());
    }),
  );
  router.delete(
    paths.feeds,
    validate(endpoints.feeds.revoke, async (ctx) => {
      await revokeFeedToken(db, currentUser(ctx).id);
      ctx.body = { message: FEEDS_TURNED_OFF };
    }),
  );
  return router;
}
