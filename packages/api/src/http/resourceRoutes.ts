import type { Router } from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { notFound } from '../errors.js';
import type { AppState } from './state.js';

/**
 * The API's routing: a request goes to the first resource router with a route for its path and method,
 * through the middleware every API call shares (`common`, composed once), with the route's pattern in
 * ctx.state.routePattern; a request no router has a route
 * for is a JSON 404 without running any of it, and so is one that no route answered.
 *
 * Each router dispatches on its own few layers. Mounting them all on one router instead (`use(r.routes())`)
 * copies every layer into it, so each request tests every route's pattern and composes a chain of every
 * router's middleware anew; that was a tenth of the CPU of a cached read.
 */
export function resourceRoutes(
  common: Middleware<AppState>[],
  routers: Router<AppState>[],
): Middleware<AppState> {
  const shared = compose(common);
  const dispatchers = routers.map((router) => ({ router, routes: router.routes() as Middleware<AppState> }));
  const answered = async () => {};
  return async (ctx) => {
    let target: (typeof dispatchers)[number] | undefined;
    for (const dispatcher of dispatchers) {
      const match = dispatcher.router.match(ctx.path, ctx.method);
      if (!match.route) continue;
      target = dispatcher;
      // The route's own layer (a `use` layer has no methods): its pattern names the endpoint table's entry.
      const route = match.pathAndMethod.findLast((layer) => layer.methods.length > 0);
      ctx.state.routePattern = typeof route?.path === 'string' ? route.path : undefined;
      break;
    }
    if (!target) throw notFound();
    await shared(ctx, () => target.routes(ctx, answered));
    if (ctx.body === undefined && ctx.status === 404) throw notFound();
  };
}
