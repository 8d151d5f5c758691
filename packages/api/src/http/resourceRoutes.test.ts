import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { errorHandler } from './errors.js';
import { resourceRoutes } from './resourceRoutes.js';
import type { AppState } from './state.js';

/** Serves resourceRoutes over HTTP and records which middleware each request ran. */
async function serve(build: (ran: string[]) => Router<AppState>[]) {
  const ran: string[] = [];
  const app = new Koa<AppState>();
  app.silent = true;
  // At the head of the chain as in createApp: it answers the refusals (a domain error's status).
  app.use(errorHandler(createLogger('silent')));
  app.use(
    resourceRoutes(
      [
        async (_ctx, next) => {
          ran.push('common');
          await next();
        },
      ],
      build(ran),
    ),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return {
    async request(method: string, path: string) {
      ran.length = 0;
      const response = await fetch(base + path, { method });
      return { status: response.status, body: await response.text(), ran: [...ran] };
    },
  };
}

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

function routers(ran: string[]) {
  const first = new Router<AppState>();
  first.use(async (_ctx, next) => {
    ran.push('first.use');
    await next();
  });
  first.get('/api/things/special', (ctx) => {
    ctx.body = 'special';
  });
  first.get('/api/silent', () => {
    ran.push('silent');
  });
  const second = new Router<AppState>();
  second.use(async (_ctx, next) => {
    ran.push('second.use');
    await next();
  });
  second.get('/api/things/:id', (ctx) => {
    ctx.body = `thing ${ctx.params.id}`;
  });
  second.post('/api/things', (ctx) => {
    ctx.status = 201;
  });
  return [first, second];
}

describe('resourceRoutes', () => {
  it("runs the shared middleware, then only the router that has the request's route", async () => {
    const api = await serve(routers);
    expect(await api.request('GET', '/api/things/7')).toEqual({
      status: 200,
      body: 'thing 7',
      ran: ['common', 'second.use'],
    });
    expect(await api.request('POST', '/api/things')).toMatchObject({
      status: 201,
      ran: ['common', 'second.use'],
    });
  });

  it('gives a path two routers match to the first one', async () => {
    const api = await serve(routers);
    expect(await api.request('GET', '/api/things/special')).toEqual({
      status: 200,
      body: 'special',
      ran: ['common', 'first.use'],
    });
  });

  it('answers 404 without running anything for a path or method no router has', async () => {
    const api = await serve(routers);
    expect(await api.request('GET', '/api/nothing')).toMatchObject({ status: 404, ran: [] });
    expect(await api.request('DELETE', '/api/things/7')).toMatchObject({ status: 404, ran: [] });
  });

  it('answers 404 when the matched route sends nothing', async () => {
    const api = await serve(routers);
    expect(await api.request('GET', '/api/silent')).toMatchObject({
      status: 404,
      ran: ['common', 'first.use', 'silent'],
    });
  });
});
