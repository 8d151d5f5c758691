import {
  ADMIN_SEARCH_COUNT_CAP,
  adminListSearch,
  adminUsersPageSchema,
  paths,
  type AdminPage,
  type AdminUser,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** More users whose name matches 'crowd' than a search counts. */
const CROWD = ADMIN_SEARCH_COUNT_CAP + 5;

describe.each(databases)('a search counts its matches up to the cap on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await createUser(t.db, { username: 'root_admin', role: 'admin' });
    const rows = Array.from({ length: CROWD }, (_, n) => ({
      username: `crowd_${n}`,
      email: `crowd${n}@example.com`,
      role: 'user',
      is_active: true,
      created_at: t.clock.now(),
    }));
    await t.db.batchInsert('users', rows, 200);
    admin = t.client();
    const login = await admin.post(paths.login, { username: 'root_admin', password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  async function list(params: { q?: string; limit?: number; cursor?: string }) {
    const response = await admin.get(`${paths.adminUsers}${adminListSearch(params)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(adminUsersPageSchema.safeParse(response.body).error).toBeUndefined();
    return response.body as AdminPage<AdminUser>;
  }

  it('says "more" past the cap for a broad search, and its pages still reach every match', async () => {
    const first = await list({ q: 'crowd', limit: 200 });
    expect(first).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true });
    const seen = new Set(first.items.map((user) => user.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await list({ q: 'crowd', limit: 200, cursor });
      expect(next).toMatchObject({ total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true });
      for (const user of next.items) seen.add(user.id);
      cursor = next.nextCursor;
    }
    expect(seen.size).toBe(CROWD);
  });

  it('counts a narrow search exactly', async () => {
    // crowd_100 and crowd_1000 … crowd_1004
    expect(await list({ q: 'crowd_100' })).toMatchObject({ total: 6, totalCapped: false });
  });

  it('counts the whole list exactly without a search', async () => {
    expect(await list({})).toMatchObject({ total: CROWD + 1, totalCapped: false });
  });
});
