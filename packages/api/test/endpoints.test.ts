import { endpoints, type Endpoint } from '@channel-countdown/contract';
import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases } from './support/databases.js';
import type { TestClient } from './support/client.js';
import { createUser } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const entries = Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>));
const key = (method: string, path: string) => `${method} ${path}`;

/** An address of the entry's path: every id param 1, any other param a word. */
const addressOf = (entry: Endpoint) =>
  entry.path.replace(/:(\w+)/g, (_, name: string) => (/^id$|Id$/.test(name) ? '1' : 'word'));

describe.each(databases)('the endpoint table and the routers on %s', (kind) => {
  let t: TestApp;
  /** Every route the app's routers declare (method and path), read as createApp builds them. */
  const routes = new Set<string>();
  let member: TestClient;

  beforeAll(async () => {
    const register = vi.spyOn(Router.prototype, 'register');
    t = await startTestApp(kind);
    for (const [path, methods] of register.mock.calls)
      for (const method of methods.map((name) => name.toUpperCase()))
        if (method !== 'HEAD') routes.add(key(method, String(path)));
    register.mockRestore();
    await createUser(t.db, { username: 'member' });
    member = t.client();
    expect((await member.post('/api/login', { username: 'member', password: 'Passw0rd' })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has an entry for every route of the routers, and a route for every entry', () => {
    const table = new Set(entries.map((entry) => key(entry.method, entry.path)));
    expect([...routes].filter((route) => !table.has(route))).toEqual([]);
    expect([...table].filter((entry) => !routes.has(entry))).toEqual([]);
    expect(routes.size).toBe(entries.length);
  });

  it.each(entries.map((entry) => [key(entry.method, entry.path), entry] as const))(
    '%s refuses whom its access excludes',
    async (_, entry) => {
      const send = (client: TestClient) =>
        client.request(entry.method, addressOf(entry), entry.method === 'GET' ? undefined : '{}', {
          'content-type': 'application/json',
        });
      const visitor = await send(t.client());
      if (entry.access === 'public') expect(visitor.status).not.toBe(401);
      else expect(visitor).toMatchObject({ status: 401 });
      // Signing out would end the member's session for the entries after it.
      if (entry === endpoints.auth.logout) return;
      if (entry.access === 'admin') expect((await send(member)).status).toBe(403);
      else expect([401, 403]).not.toContain((await send(member)).status);
    },
  );
});
