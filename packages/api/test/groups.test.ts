import {
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  GROUPS_MAX,
  groupsResponseSchema,
  groupSchema,
  paths,
  TOO_MANY_GROUPS,
  type Group,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

async function signedIn(t: TestApp) {
  const user = await createUser(t.db);
  const client = t.client();
  const answer = await client.post(paths.login, { username: user.username, password: DEFAULT_PASSWORD });
  expect(answer.status).toBe(200);
  return { user, client };
}

async function makeGroup(client: TestClient, name: string, color = 'blue'): Promise<Group> {
  const answer = await client.post(paths.groups, { name, color });
  expect(answer.status).toBe(201);
  return groupSchema.parse(answer.body);
}

const groupsOf = async (client: TestClient) =>
  groupsResponseSchema.parse((await client.get(paths.groups)).body);

/** Every row of the groups' tables, to show a refusal changed nothing. */
const groupRows = async (t: TestApp) => ({
  groups: await t.db('channel_groups').orderBy('id'),
  members: await t.db('channel_group_members').orderBy(['group_id', 'channel_id']),
});

describe.each(databases)('channel groups on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes, lists by name, renames, recolours and deletes a group', async () => {
    const { client } = await signedIn(t);
    expect(await groupsOf(client)).toEqual([]);
    const gaming = await makeGroup(client, '  Gaming  ', 'teal');
    expect(gaming).toMatchObject({ name: 'Gaming', color: 'teal', channelIds: [] });
    await makeGroup(client, 'cooking', 'amber');
    expect((await groupsOf(client)).map((group) => group.name)).toEqual(['cooking', 'Gaming']);

    const renamed = await client.patch(paths.group(gaming.id), { name: 'Games' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: gaming.id, name: 'Games', color: 'teal' });
    const recoloured = await client.patch(paths.group(gaming.id), { color: 'purple' });
    expect(recoloured.body).toMatchObject({ name: 'Games', color: 'purple' });
    // Its own name in another case is not a clash with itself.
    expect((await client.patch(paths.group(gaming.id), { name: 'GAMES' })).status).toBe(200);

    const removed = await client.delete(paths.group(gaming.id));
    expect(removed.status).toBe(200);
    expect((await groupsOf(client)).map((group) => group.name)).toEqual(['cooking']);
  });

  it('puts a channel in several groups, takes it out, and reads the members back', async () => {
    const { user, client } = await signedIn(t);
    const now = t.clock.now();
    const a = await createChannel(t.db, user.id, now);
    const b = await createChannel(t.db, user.id, now);
    const gaming = await makeGroup(client, 'Gaming');
    const music = await makeGroup(client, 'Music', 'pink');

    const set = await client.request('PUT', paths.channelGroups(a.id), { groupIds: [gaming.id, music.id] });
    expect(set.status).toBe(200);
    expect(groupsResponseSchema.parse(set.body).map((group) => [group.name, group.channelIds])).toEqual([
      ['Gaming', [a.id]],
      ['Music', [a.id]],
    ]);
    await client.request('PUT', paths.channelGroups(b.id), { groupIds: [gaming.id] });
    expect((await groupsOf(client)).find((group) => group.id === gaming.id)?.channelIds).toEqual(
      [a.id, b.id].sort((x, y) => x - y),
    );

    // The list is the whole of the channel's groups: one left out no longer holds it.
    await client.request('PUT', paths.channelGroups(a.id), { groupIds: [music.id] });
    const after = await groupsOf(client);
    expect(after.find((group) => group.id === gaming.id)?.channelIds).toEqual([b.id]);
    expect(after.find((group) => group.id === music.id)?.channelIds).toEqual([a.id]);

    // Removing a channel takes it out of its groups; deleting a group leaves its channels.
    expect((await client.delete(paths.channel(b.id))).status).toBe(200);
    expect((await groupsOf(client)).find((group) => group.id === gaming.id)?.channelIds).toEqual([]);
    expect((await client.delete(paths.group(music.id))).status).toBe(200);
    expect(await t.db('channels').where({ id: a.id }).first()).toBeTruthy();
    expect(await t.db('channel_group_members').where({ channel_id: a.id })).toEqual([]);
  });

  it('refuses a name the user already has, in any case, on create and rename', async () => {
    const { client } = await signedIn(t);
    const gaming = await makeGroup(client, 'Gaming');
    const music = await makeGroup(client, 'Music');
    const before = await groupRows(t);
    const again = await client.post(paths.groups, { name: ' gAMING ', color: 'red' });
    expect(again).toMatchObject({ status: 409, body: { message: GROUP_NAME_TAKEN } });
    const rename = await client.patch(paths.group(music.id), { name: 'GAMING', color: 'red' });
    expect(rename).toMatchObject({ status: 409, body: { message: GROUP_NAME_TAKEN } });
    expect(await groupRows(t)).toEqual(before);
    expect(gaming.name).toBe('Gaming');

    // Another user may have a group of the same name.
    const other = await signedIn(t);
    expect((await other.client.post(paths.groups, { name: 'Gaming', color: 'blue' })).status).toBe(201);
  });

  it(`allows at most ${GROUPS_MAX} groups`, async () => {
    const { user, client } = await signedIn(t);
    await t.db('channel_groups').insert(
      Array.from({ length: GROUPS_MAX }, (_, index) => ({
        user_id: user.id,
        name: `Group ${index}`,
        name_key: `group ${index}`,
        color: 'blue',
        created_at: t.clock.now(),
      })),
    );
    const before = await groupRows(t);
    const refused = await client.post(paths.groups, { name: 'One more', color: 'blue' });
    expect(refused).toMatchObject({ status: 409, body: { message: TOO_MANY_GROUPS } });
    expect(await groupRows(t)).toEqual(before);
  });

  it.each([
    ['no name', { color: 'blue' }],
    ['a blank name', { name: '   ', color: 'blue' }],
    ['a name of 41 characters', { name: 'x'.repeat(41), color: 'blue' }],
    ['a name of 100,000 characters', { name: 'x'.repeat(100_000), color: 'blue' }],
    ['a NUL in the name', { name: 'Ga\u0000ming', color: 'blue' }],
    ['a colour off the palette', { name: 'Gaming', color: '#ff0000' }],
    ['a name that is not text', { name: ['Gaming'], color: 'blue' }],
    ['no colour', { name: 'Gaming' }],
  ])('refuses a group with %s, changing nothing', async (_, body) => {
    const { client } = await signedIn(t);
    const before = await groupRows(t);
    const answer = await client.post(paths.groups, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await groupRows(t)).toEqual(before);
  });

  it('refuses an empty rename, bad ids and bad group lists with a 4xx {message}, changing nothing', async () => {
    const { user, client } = await signedIn(t);
    const channel = await createChannel(t.db, user.id, t.clock.now());
    const gaming = await makeGroup(client, 'Gaming');
    const before = await groupRows(t);
    const answers = [
      await client.patch(paths.group(gaming.id), {}),
      await client.patch('/api/groups/abc', { name: 'x' }),
      await client.patch('/api/groups/0', { name: 'x' }),
      await client.patch('/api/groups/99999999999', { name: 'x' }),
      await client.delete('/api/groups/1e3'),
      await client.request('PUT', paths.channelGroups(channel.id), { groupIds: [gaming.id, gaming.id] }),
      await client.request('PUT', paths.channelGroups(channel.id), { groupIds: ['1'] }),
      await client.request('PUT', paths.channelGroups(channel.id), { groupIds: [-1] }),
      await client.request('PUT', paths.channelGroups(channel.id), {}),
      await client.request('PUT', paths.channelGroups(channel.id), {
        groupIds: Array.from({ length: GROUPS_MAX + 1 }, (_, index) => index + 1),
      }),
      await client.request('PUT', paths.channelGroups(channel.id), '{"groupIds": [1,'),
      await client.get(`${paths.analytics}?group=abc`),
      await client.get(`${paths.analytics}?group=1&group=2`),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    expect(await groupRows(t)).toEqual(before);
  });

  it("answers 404 for another user's group or channel, and changes nothing of theirs", async () => {
    const owner = await signedIn(t);
    const theirs = await createChannel(t.db, owner.user.id, t.clock.now());
    const theirGroup = await makeGroup(owner.client, 'Private');
    await owner.client.request('PUT', paths.channelGroups(theirs.id), { groupIds: [theirGroup.id] });

    const intruder = await signedIn(t);
    const mine = await createChannel(t.db, intruder.user.id, t.clock.now());
    const myGroup = await makeGroup(intruder.client, 'Mine');
    const before = await groupRows(t);
    const notFound = [
      await intruder.client.patch(paths.group(theirGroup.id), { name: 'Taken over' }),
      await intruder.client.delete(paths.group(theirGroup.id)),
      // Their group for my channel, my group for their channel, their channel emptied of groups.
      await intruder.client.request('PUT', paths.channelGroups(mine.id), { groupIds: [theirGroup.id] }),
      await intruder.client.request('PUT', paths.channelGroups(theirs.id), { groupIds: [myGroup.id] }),
      await intruder.client.request('PUT', paths.channelGroups(theirs.id), { groupIds: [] }),
      await intruder.client.get(`${paths.analytics}?group=${theirGroup.id}`),
    ];
    expect(notFound.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(notFound[0]!.body).toEqual({ message: GROUP_NOT_FOUND });
    expect(notFound[5]!.body).toEqual({ message: GROUP_NOT_FOUND });
    expect(await groupRows(t)).toEqual(before);
    // Their groups are never listed to another user.
    expect((await groupsOf(intruder.client)).map((group) => group.name)).toEqual(['Mine']);
  });

  it('refuses every groups call without a sign-in', async () => {
    const client = t.client();
    const answers = [
      await client.get(paths.groups),
      await client.post(paths.groups, { name: 'Gaming', color: 'blue' }),
      await client.patch(paths.group(1), { name: 'x' }),
      await client.delete(paths.group(1)),
      await client.request('PUT', paths.channelGroups(1), { groupIds: [] }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("narrows the analytics to a group's channels", async () => {
    const { user, client } = await signedIn(t);
    const now = t.clock.now();
    const a = await createChannel(t.db, user.id, now);
    const b = await createChannel(t.db, user.id, now);
    await createChannel(t.db, user.id, now, { timer: false });
    const group = await makeGroup(client, 'Two');
    await client.request('PUT', paths.channelGroups(a.id), { groupIds: [group.id] });
    await client.request('PUT', paths.channelGroups(b.id), { groupIds: [group.id] });

    const all = await client.get(paths.analytics);
    expect(all.body.totals).toMatchObject({ channels: 3, runningTimers: 2 });
    const narrowed = await client.get(`${paths.analytics}?range=7d&group=${group.id}`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.totals).toMatchObject({ channels: 2, runningTimers: 2 });
    expect(narrowed.body.channels.map((channel: { id: number }) => channel.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(narrowed.body.current.cycles.started).toBe(2);

    const empty = await makeGroup(client, 'Empty');
    const none = await client.get(`${paths.analytics}?group=${empty.id}`);
    expect(none.body.totals).toMatchObject({ channels: 0, runningTimers: 0 });
    expect(none.body.channels).toEqual([]);
  });

  it("deletes a user's groups and memberships with the account", async () => {
    const { user, client } = await signedIn(t);
    const channel = await createChannel(t.db, user.id, t.clock.now());
    const group = await makeGroup(client, 'Going away');
    await client.request('PUT', paths.channelGroups(channel.id), { groupIds: [group.id] });
    await t.db('users').where({ id: user.id }).delete();
    expect(await t.db('channel_groups').where({ user_id: user.id })).toEqual([]);
    expect(await t.db('channel_group_members').where({ group_id: group.id })).toEqual([]);
  });
});
