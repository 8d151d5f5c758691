import { encodeAdminCursor, paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, createNote, createUser, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * Input PostgreSQL failed on where SQLite answered (a 500 on one database, a 400 on the other), and ids
 * spelled in ways a number is not written: the contract's schemas refuse each with a 400 {message} naming
 * the field, on both databases, and nothing changes.
 */
describe.each(databases)('input refused by the contract before any database sees it, on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let member: TestClient;
  let channelId: number;
  let noteId: number;

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'channels', 'timers', 'notes', 'push_subscriptions', 'import_jobs'])
      counts[table] = Number((await t.db(table).count({ n: '*' }).first())?.n);
    return counts;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = t.client();
    await signUp(admin, 'canon_admin');
    await t.db('users').where('username', 'canon_admin').update({ role: 'admin' });
    member = t.client();
    const me = await signUp(member, 'canon_member');
    // Enough rows that every list has a second page.
    for (let i = 0; i < 3; i += 1) {
      const other = await createUser(t.db, { username: `canon_other_${i}` });
      const channel = await createChannel(t.db, other.id, t.clock.now());
      await createNote(t.db, channel.id, t.clock.now());
    }
    const channel = await createChannel(t.db, me.id, t.clock.now());
    channelId = channel.id;
    noteId = (await createNote(t.db, channel.id, t.clock.now(), 'kept as it was')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a NUL in a push unsubscribe endpoint with 400 naming the endpoint', async () => {
    const before = await rowCounts();
    const answer = await member.request('DELETE', paths.pushSubscriptions, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc\u0000def',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'endpoint: Must not contain invisible control characters' });
    expect(await rowCounts()).toEqual(before);
  });

  it.each(['a\ud800b', '\udc00'])(
    'refuses a channel named with half of a character (%j) with 400 naming the field',
    async (text) => {
      const before = await rowCounts();
      const answers = await Promise.all([
        member.post(paths.channels, { channelId: `@fake${text}` }),
        member.post(paths.channelsImport, { inputs: [`@fake${text}`] }),
        member.post(`/api/channels/${channelId}/notes`, { content: `note ${text}` }),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
        [400, { message: 'channelId: Must not contain a broken character (half of an emoji or symbol)' }],
        [400, { message: 'inputs.0: Must not contain a broken character (half of an emoji or symbol)' }],
        [400, { message: 'content: Must not contain a broken character (half of an emoji or symbol)' }],
      ]);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(['@fake\u0000creator', 'UC\u0000', 'bell\u0007', 'line\u001bbreak'])(
    'refuses an import line with a control character (%j) with 400 naming the line',
    async (line) => {
      const before = await rowCounts();
      const answer = await member.post(paths.channelsImport, { inputs: ['@fakecreator', line] });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'inputs.1: Must not contain invisible control characters' });
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('previews a file line with a NUL as skipped, so it is never sent to be imported', async () => {
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${t.url}${paths.channelsImportPreview}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie },
      body: 'https://www.youtube.com/@fakecreator\n@fake\u0000other\n',
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { items: Array<{ status: string; reason: string | null }> };
    expect(preview.items.map((item) => [item.status, item.reason])).toEqual([
      ['new', null],
      ['skipped', 'Channel input must not contain invisible control characters'],
    ]);
  });

  // Each list's key: 'i' an integer column (rank, score, count, id), 'd' a date in epoch milliseconds.
  const lists = [
    [paths.adminUsers, 'created_desc', 'idi'],
    [paths.adminUsers, 'engagement_desc', 'iii'],
    [paths.adminUsers, 'activity_desc', 'idi'],
    [paths.adminChannels, 'created_desc', 'di'],
    [paths.adminTimers, 'ending_soonest', 'di'],
    [paths.adminNotes, 'created_desc', 'di'],
  ] as const;
  // Beyond an integer column (2^31) or any date (after the year 9999), not whole, negative.
  const outOfRange = { i: [1e300, 2 ** 31, 1.5, -1, 2 ** 53], d: [1e300, 1e16, 1.5, -1, 2 ** 53] };

  it.each(lists)(
    'refuses a cursor of %s (sort %s) holding an out-of-range key with 400 naming the cursor',
    async (path, sort, kinds) => {
      // The list's own cursor pages on, so the refusals below are about the values alone.
      const first = await admin.get(`${path}?sort=${sort}&limit=1`);
      expect(first.status).toBe(200);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      expect((await admin.get(`${path}?sort=${sort}&limit=1&cursor=${first.body.nextCursor}`)).status).toBe(
        200,
      );
      const valid = Array.from(kinds, () => 1);
      for (const [index, kind] of Array.from(kinds).entries()) {
        for (const value of outOfRange[kind as 'i' | 'd']) {
          const key = valid.map((one, at) => (at === index ? value : one));
          const answer = await admin.get(`${path}?sort=${sort}&cursor=${encodeAdminCursor(sort, key)}`);
          expect(answer.status, `${path} ${JSON.stringify(key)}`).toBe(400);
          expect(answer.body).toEqual({
            message: 'cursor: This is not a page of the list; start again from its first page',
          });
        }
      }
    },
  );

  it.each(['0x10', '1e3', ' 1', '+1', '01', '1.0', '1.5', '1_0', '-1', '0', '２'])(
    'refuses the id %j (not a number written in digits) with 400 naming the id',
    async (spelled) => {
      const before = await rowCounts();
      const id = encodeURIComponent(spelled);
      const answers = await Promise.all([
        member.get(`/api/channels/${id}/notes`),
        member.post(`/api/channels/${id}/notes`, { content: 'never stored' }),
        member.patch(`/api/channels/${channelId}/notes/${id}`, { content: 'never stored' }),
        member.request('DELETE', `/api/channels/${id}`),
        member.request('DELETE', `/api/timers/${id}`),
        member.get(`${paths.notifications}?cursor=${id}`),
        admin.patch(`/api/admin/users/${id}/status`, { isActive: false }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
      expect(answers.map((answer) => answer.body.message.split(':')[0])).toEqual([
        'id',
        'id',
        'noteId',
        'id',
        'timerId',
        'cursor',
        'id',
      ]);
      expect(await rowCounts()).toEqual(before);
      expect((await t.db('notes').where('id', noteId).first()).content).toBe('kept as it was');
    },
  );

  it('still finds an id written in digits', async () => {
    expect((await member.get(`/api/channels/${channelId}/notes`)).status).toBe(200);
    expect((await member.get(`${paths.notifications}?cursor=2147483647`)).status).toBe(200);
  });
});
