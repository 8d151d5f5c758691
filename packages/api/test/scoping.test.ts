import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createChannel, createNote, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import type { TestClient } from './support/client.js';

describe.each(databases)('ownership and sessions on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let intruder: TestClient;
  let ids: { channel: number; timer: number; note: number };

  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = t.client();
    intruder = t.client();
    const ownerUser = await signUp(owner, 'owner_user');
    await signUp(intruder, 'intruder_user');
    const channel = await createChannel(t.db, ownerUser.id, t.clock.now());
    const note = await createNote(t.db, channel.id, t.clock.now(), 'private thought');
    const timer = await t.db('timers').where({ channel_id: channel.id }).first();
    ids = { channel: channel.id, timer: timer.id, note: note.id };
  });
  afterAll(async () => {
    await t.close();
  });

  const foreignCalls = () =>
    [
      ['POST', `/api/channels/${ids.channel}/refresh`, undefined],
      ['GET', `/api/channels/${ids.channel}/notes`, undefined],
      ['POST', `/api/channels/${ids.channel}/notes`, { content: 'sneaky' }],
      ['PATCH', `/api/channels/${ids.channel}/notes/${ids.note}`, { content: 'changed' }],
      ['DELETE', `/api/channels/${ids.channel}/notes/${ids.note}`, undefined],
      ['DELETE', `/api/timers/${ids.timer}`, undefined],
    ] as const;

  it("answers 404 for another user's channel, timer and note ids on every verb, and changes nothing", async () => {
    for (const [method, path, body] of foreignCalls()) {
      const response = await intruder.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body, `${method} ${path}`).toEqual({ message: expect.any(String) });
    }
    // Also when the intruder names its own channel with the owner's note.
    const own = await createChannel(t.db, (await intruder.get('/api/user')).body.id, t.clock.now());
    expect((await intruder.patch(`/api/channels/${own.id}/notes/${ids.note}`, { content: 'x' })).status).toBe(
      404,
    );
    expect((await intruder.delete(`/api/channels/${own.id}/notes/${ids.note}`)).status).toBe(404);

    expect((await intruder.get('/api/channels')).body.map((c: { id: number }) => c.id)).toEqual([own.id]);
    expect(
      (await intruder.get('/api/timers/active')).body.map((x: { channelId: number }) => x.channelId),
    ).toEqual([own.id]);
    expect((await intruder.get('/api/dashboard/stats')).body).toEqual({
      totalChannels: 1,
      activeTimers: 1,
      completedCycles: 0,
    });

    const [channel] = (await owner.get('/api/channels')).body;
    expect(channel.timer).toMatchObject({ id: ids.timer, isActive: true });
    expect(channel.notes).toEqual([expect.objectContaining({ id: ids.note, content: 'private thought' })]);
  });

  it('answers the owner normally on the same ids', async () => {
    expect((await owner.get(`/api/channels/${ids.channel}/notes`)).status).toBe(200);
    expect(
      (await owner.patch(`/api/channels/${ids.channel}/notes/${ids.note}`, { color: 'green' })).status,
    ).toBe(200);
  });

  it('answers 404 for ids that do not exist and 400 for ids that are not numbers', async () => {
    expect((await owner.get('/api/channels/999999/notes')).status).toBe(404);
    expect(await owner.delete('/api/timers/999999')).toMatchObject({
      status: 404,
      body: { message: 'No timer found' },
    });
    const bad = await owner.get('/api/channels/abc/notes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^id: /);
  });

  it('answers 401 to every call without a session', async () => {
    const anonymous = t.client();
    const calls = [
      ['GET', '/api/user'],
      ['GET', '/api/channels'],
      ['GET', '/api/channels/preview/%40fakecreator'],
      ['POST', '/api/channels'],
      ['POST', `/api/channels/${ids.channel}/refresh`],
      ['GET', `/api/channels/${ids.channel}/notes`],
      ['POST', `/api/channels/${ids.channel}/notes`],
      ['PATCH', `/api/channels/${ids.channel}/notes/${ids.note}`],
      ['DELETE', `/api/channels/${ids.channel}/notes/${ids.note}`],
      ['GET', '/api/timers/active'],
      ['DELETE', `/api/timers/${ids.timer}`],
      ['GET', '/api/dashboard/stats'],
    ] as const;
    for (const [method, path] of calls) {
      const response = await anonymous.request(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : { channelId: '@x', content: 'x' },
      );
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toEqual({ message: 'Unauthorized' });
    }
    expect(await t.db('notes').count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it('cascades: deleting a user removes its channels, timers and notes', async () => {
    const user = await signUp(t.client(), 'cascade_user');
    const channel = await createChannel(t.db, user.id, t.clock.now());
    await createNote(t.db, channel.id, t.clock.now());
    await t.db('users').where({ id: user.id }).delete();
    expect(await t.db('channels').where({ id: channel.id }).first()).toBeUndefined();
    expect(await t.db('timers').where({ channel_id: channel.id }).first()).toBeUndefined();
    expect(await t.db('notes').where({ channel_id: channel.id }).first()).toBeUndefined();
    expect(await t.db('sessions').where({ user_id: user.id }).first()).toBeUndefined();
  });

  it('cascades: deleting a channel removes its timers and notes', async () => {
    const user = await signUp(t.client(), 'channel_cascade_user');
    const channel = await createChannel(t.db, user.id, t.clock.now());
    await createNote(t.db, channel.id, t.clock.now());
    await t.db('channels').where({ id: channel.id }).delete();
    expect(await t.db('timers').where({ channel_id: channel.id }).first()).toBeUndefined();
    expect(await t.db('notes').where({ channel_id: channel.id }).first()).toBeUndefined();
  });
});
