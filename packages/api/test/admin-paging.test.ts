import {
  encodeAdminCursor,
  adminListSearch,
  adminUsersPageSchema,
  paths,
  selectAdminUsers,
  TIMER_CYCLE_MS,
  USER_FILTERS,
  USER_SORTS,
  type AdminListParams,
  type AdminPage,
  type AdminUser,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, createNote, createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const DAY = 24 * 3600_000;
const PLAIN_USERS = 57;

/** Every page of a list, following nextCursor; checks each page's total and size on the way. */
async function walk<T>(
  client: TestClient,
  path: string,
  params: AdminListParams,
  between?: () => Promise<void>,
) {
  const items: T[] = [];
  let cursor: string | undefined;
  let total: number;
  let pages = 0;
  do {
    const response = await client.get(`${path}${adminListSearch({ ...params, cursor })}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = response.body as AdminPage<T>;
    expect(page.items.length).toBeLessThanOrEqual(params.limit ?? 50);
    if (page.nextCursor) expect(page.items).toHaveLength(params.limit ?? 50);
    items.push(...page.items);
    total = page.total;
    cursor = page.nextCursor ?? undefined;
    pages += 1;
    if (pages === 1 && between) await between();
  } while (cursor);
  return { items, total, pages };
}

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

describe.each(databases)('admin lists paged on the server on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const now = t.clock.now();
    await createUser(t.db, { username: 'root_admin', role: 'admin', email: 'root@example.com' });
    await createUser(t.db, { username: 'plain_member', email: 'member@example.com' });
    // Users of every kind: three more admins, some inactive, some never seen, ties in every sort key.
    const rows = Array.from({ length: PLAIN_USERS }, (_, n) => ({
      username: n % 9 === 0 ? `Mixed_Case_${n}` : `person${n}`,
      email: n % 6 === 0 ? null : `person${n}@${n % 2 ? 'Example.com' : 'mail.test'}`,
      role: n % 19 === 0 ? 'admin' : 'user',
      is_active: n % 5 !== 0,
      // Every third account shares its creation time with another: ties fall back to the id.
      created_at: new Date(now.getTime() - Math.floor(n / 3) * DAY),
      last_activity_at: n % 4 === 0 ? null : new Date(now.getTime() - (n % 40) * DAY),
    }));
    await t.db.batchInsert('users', rows, 50);
    const users = (await t.db('users').whereIn(
      'username',
      rows.map((row) => row.username),
    )) as Array<{ id: number }>;
    for (const [index, user] of users.entries()) {
      for (let c = 0; c < index % 4; c += 1) {
        const channel = await createChannel(t.db, user.id, now, { timer: c !== 2 });
        for (let n = 0; n < (index % 3) * 3; n += 1)
          await createNote(t.db, channel.id, now, `note ${n} of ${index}`);
      }
    }
    admin = await signedIn(t, 'root_admin');
    member = await signedIn(t, 'plain_member');
  });
  afterAll(async () => {
    await t.close();
  });

  async function everyUser(): Promise<AdminUser[]> {
    const response = await admin.get(`${paths.adminUsers}?limit=200`);
    expect(adminUsersPageSchema.safeParse(response.body).error).toBeUndefined();
    expect(response.body.nextCursor).toBeNull();
    return response.body.items;
  }

  it('answers {items, nextCursor, total}: 50 by default, at most 200', async () => {
    const first = await admin.get(paths.adminUsers);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.total).toBe(PLAIN_USERS + 2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const all = await admin.get(`${paths.adminUsers}?limit=200`);
    expect(all.body.items).toHaveLength(PLAIN_USERS + 2);
    expect(all.body.nextCursor).toBeNull();
  });

  it.each(USER_SORTS.map((sort) => sort.id))(
    'sort %s: pages of 7 cover every user once, administrators first, in the order of the contract rule',
    async (sort) => {
      const everyone = await everyUser();
      const { items, total } = await walk<AdminUser>(admin, paths.adminUsers, { sort, limit: 7 });
      expect(total).toBe(everyone.length);
      expect(new Set(ids(items)).size).toBe(everyone.length);
      expect(ids(items)).toEqual(ids(selectAdminUsers(everyone, { q: '', filter: 'all', sort })));
      const firstPlain = items.findIndex((user) => user.role !== 'admin');
      expect(items.slice(0, firstPlain).every((user) => user.role === 'admin')).toBe(true);
      expect(items.slice(firstPlain).some((user) => user.role === 'admin')).toBe(false);
      expect(firstPlain).toBe(4);
    },
  );

  it.each(USER_FILTERS.map((filter) => filter.id))(
    'filter %s matches the contract rule, with its total',
    async (filter) => {
      const everyone = await everyUser();
      const expected = selectAdminUsers(everyone, { q: '', filter, sort: 'engagement_desc' });
      const { items, total } = await walk<AdminUser>(admin, paths.adminUsers, {
        filter,
        sort: 'engagement_desc',
        limit: 6,
      });
      expect(ids(items)).toEqual(ids(expected));
      expect(total).toBe(expected.length);
    },
  );

  it('has high-engagement users to filter (the fixture reaches the band)', async () => {
    // 3 channels (18) + 2 running timers (12) + 6 notes… (up to 20) + recency: some users score 60 and more.
    expect((await everyUser()).some((user) => user.engagementScore >= 60)).toBe(true);
  });

  it('searches username and email case-insensitively, taking % and _ literally', async () => {
    const everyone = await everyUser();
    for (const q of ['EXAMPLE.COM', 'mixed_case', 'person1', '_', '%', 'nobody-has-this']) {
      const { items, total } = await walk<AdminUser>(admin, paths.adminUsers, { q, limit: 10 });
      const expected = selectAdminUsers(everyone, { q, filter: 'all', sort: 'created_desc' });
      expect(ids(items), q).toEqual(ids(expected));
      expect(total, q).toBe(expected.length);
    }
    expect((await admin.get(`${paths.adminUsers}?q=%25`)).body.total).toBe(0);
    expect((await admin.get(`${paths.adminUsers}?q=_`)).body.total).toBe(
      everyone.filter((user) => user.username.includes('_') || (user.email ?? '').includes('_')).length,
    );
    // Search, filter and sort together.
    const combined = await walk<AdminUser>(admin, paths.adminUsers, {
      q: 'example',
      filter: 'active',
      sort: 'channels_desc',
      limit: 4,
    });
    expect(ids(combined.items)).toEqual(
      ids(selectAdminUsers(everyone, { q: 'example', filter: 'active', sort: 'channels_desc' })),
    );
  });

  it('walks every user exactly once while users are added between pages', async () => {
    const before = await everyUser();
    const { items } = await walk<AdminUser>(admin, paths.adminUsers, { limit: 5 }, async () => {
      const now = t.clock.now();
      await t.db('users').insert([
        {
          username: 'late_newest',
          role: 'user',
          is_active: true,
          created_at: new Date(now.getTime() + 1000 * DAY),
        },
        {
          username: 'late_oldest',
          role: 'user',
          is_active: true,
          created_at: new Date(now.getTime() - 999 * DAY),
        },
        { username: 'late_admin', role: 'admin', is_active: true, created_at: now },
      ]);
    });
    const seen = ids(items);
    expect(new Set(seen).size).toBe(seen.length);
    for (const user of before) expect(seen, user.username).toContain(user.id);
    // Behind the cursor: not shown on this walk. Ahead of it: shown once.
    const names = items.map((user) => user.username);
    expect(names).not.toContain('late_newest');
    expect(names).not.toContain('late_admin');
    expect(names.filter((name) => name === 'late_oldest')).toHaveLength(1);
    await t.db('users').whereIn('username', ['late_newest', 'late_oldest', 'late_admin']).delete();
  });

  it('pages channels, running timers and notes: every row once, newest (or ending soonest) first', async () => {
    for (const [path, order] of [
      [paths.adminChannels, 'created'],
      [paths.adminTimers, 'ending'],
      [paths.adminNotes, 'created'],
    ] as const) {
      const all = await walk<Record<string, unknown>>(admin, path, { limit: 200 });
      const { items, total } = await walk<Record<string, unknown>>(admin, path, { limit: 4 });
      expect(items, path).toEqual(all.items);
      expect(total, path).toBe(all.items.length);
      expect(new Set(items.map((item) => JSON.stringify(item))).size, path).toBe(items.length);
      expect(all.items.length, path).toBeGreaterThan(8);
      const times = items.map((item) =>
        new Date(
          String(
            order === 'ending' ? item.endTime : ((item.channels as { createdAt?: string }) ?? item).createdAt,
          ),
        ).getTime(),
      );
      const sorted = [...times].sort((a, b) => (order === 'ending' ? a - b : b - a));
      expect(times, path).toEqual(sorted);
    }
    const running = await t
      .db('timers')
      .where({ is_current: true, is_active: true })
      .whereNull('deleted_at')
      .count({ n: '*' });
    expect((await admin.get(paths.adminTimers)).body.total).toBe(Number(running[0]!.n));
    expect(
      (await admin.get(`${paths.adminNotes}?q=NOTE 1 OF`)).body.items.every((note: { content: string }) =>
        note.content.startsWith('note 1 of'),
      ),
    ).toBe(true);
  });

  it('agrees with the stats: totals, bands and top performers come from the same stored figures', async () => {
    const everyone = await everyUser();
    const stats = (await admin.get(paths.adminStats)).body;
    expect(stats.totalUsers).toBe(everyone.length);
    expect(stats.activeUsers).toBe(everyone.filter((user) => user.isActive).length);
    expect(stats.totalChannels).toBe(everyone.reduce((sum, user) => sum + user.channelsCount, 0));
    expect(stats.totalNotes).toBe(everyone.reduce((sum, user) => sum + user.notesCount, 0));
    expect(stats.totalTimers).toBe(everyone.reduce((sum, user) => sum + user.activeTimersCount, 0));
    const bands = stats.engagement.bands;
    expect(bands.High + bands.Good + bands.Medium + bands.Low).toBe(everyone.length);
    expect(stats.engagement.averageScore).toBe(
      Math.round(everyone.reduce((sum, user) => sum + user.engagementScore, 0) / everyone.length),
    );
    // Up to 8 users with a score above 0, highest first, ties newest account (highest id) first.
    const top = [...everyone]
      .sort((a, b) => b.engagementScore - a.engagementScore || b.id - a.id)
      .filter((user) => user.engagementScore > 0)
      .slice(0, 8);
    expect(ids(stats.topPerformers)).toEqual(ids(top));
  });

  it('re-scores a user as time passes: a timer ending and activity ageing across a band', async () => {
    const now = t.clock.now();
    const user = await createUser(t.db, { username: 'ageing_user' });
    await t.db('users').where({ id: user.id }).update({ last_activity_at: now });
    await createChannel(t.db, user.id, new Date(now.getTime() - TIMER_CYCLE_MS + 3600_000));
    const read = async () =>
      (await admin.get(`${paths.adminUsers}?q=ageing_user`)).body.items[0] as AdminUser;
    // 1 channel (6) + 1 running timer (6) + active today (20).
    expect(await read()).toMatchObject({ activeTimersCount: 1, engagementScore: 32 });
    t.clock.advance(2 * 3600_000);
    expect(await read()).toMatchObject({ activeTimersCount: 0, engagementScore: 26 });
    t.clock.advance(DAY);
    expect(await read()).toMatchObject({ engagementScore: 6 + 12 });
    t.clock.advance(-(DAY + 2 * 3600_000));
    expect(await read()).toMatchObject({ activeTimersCount: 1, engagementScore: 32 });
  });

  it('runs the same number of SQL queries for every page, whatever its size or position', async () => {
    const counted = async (path: string) => {
      // The same starting point for every count: the figures refreshed a second ago.
      await admin.get(path);
      const queries: string[] = [];
      // The admin call's own queries: not the once-a-minute last-activity write or a session renewal.
      const count = (query: { sql: string }) => {
        if (
          !/^update\s+["`]?(users|sessions)["`]?\s+set\s+["`]?(last_activity_at|data|expires_at)/i.test(
            query.sql,
          )
        ) {
          queries.push(query.sql);
        }
      };

      t.clock.advance(1000);
      t.db.on('query', count);
      try {
        expect((await admin.get(path)).status).toBe(200);
      } finally {
        t.db.off('query', count);
      }
      return queries.length;
    };
    for (const path of [paths.adminUsers, paths.adminChannels, paths.adminTimers, paths.adminNotes]) {
      const small = await counted(`${path}?limit=2`);
      const large = await counted(`${path}?limit=200`);
      const first = (await admin.get(`${path}?limit=3`)).body;
      const later = await counted(`${path}?limit=3&cursor=${first.nextCursor}`);
      const searchedSmall = await counted(`${path}?limit=2&q=e`);
      const searchedLarge = await counted(`${path}?limit=200&q=e`);
      const firstSearched = (await admin.get(`${path}?limit=3&q=e`)).body;
      const searchedLater = await counted(`${path}?limit=3&q=e&cursor=${firstSearched.nextCursor}`);
      expect(small, path).toBeGreaterThan(0);
      expect([large, later], path).toEqual([small, small]);
      expect([searchedLarge, searchedLater], path).toEqual([searchedSmall, searchedSmall]);
      // A search counts its matches; an unsearched list's total is kept until the figures change.
      expect(searchedSmall, path).toBe(small + 1);
    }
    expect(await counted(paths.adminStats)).toBe(await counted(paths.adminStats));
  });

  it('refuses a bad limit, cursor, sort, filter or search with 400 JSON on every list', async () => {
    const lists = [paths.adminUsers, paths.adminChannels, paths.adminTimers, paths.adminNotes];
    const bad = [
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1.5',
      'sort=newest',
      'filter=everyone',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('{"s":"created_desc","k":["x",1]}').toString('base64url')}`,
      `cursor=${encodeAdminCursor('some_other_sort', [1, 2, 3])}`,
      `q=${'x'.repeat(101)}`,
      'q=%00',
    ];
    for (const path of lists) {
      for (const query of bad) {
        const response = await admin.get(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(response.body).toEqual({ message: expect.any(String) });
      }
    }
    // A cursor of one sort is no cursor of another.
    const byEngagement = (await admin.get(`${paths.adminUsers}?sort=engagement_desc&limit=2`)).body
      .nextCursor;
    expect((await admin.get(`${paths.adminUsers}?sort=created_asc&cursor=${byEngagement}`)).status).toBe(400);
  });

  it('answers a non-admin with 403 and a visitor with 401, whatever the parameters', async () => {
    for (const path of [paths.adminUsers, paths.adminChannels, paths.adminTimers, paths.adminNotes]) {
      for (const query of ['', '?limit=5&sort=created_asc', '?limit=oops']) {
        expect((await member.get(`${path}${query}`)).status, `${path}${query}`).toBe(403);
        expect((await t.client().get(`${path}${query}`)).status).toBe(401);
      }
    }
  });
});

async function signedIn(t: TestApp, username: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post(paths.login, { username, password: DEFAULT_PASSWORD });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return client;
}
