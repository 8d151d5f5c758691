import {
  GROUPS_MAX,
  groupsResponseSchema,
  IMPORT_GROUPS_REPEATED,
  IMPORT_NOTHING,
  IMPORT_SKIP_REASONS,
  importJobSchema,
  importPreviewSchema,
  paths,
  TOO_MANY_GROUPS,
  type Group,
  type ImportPreview,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { importFinished } from './support/imports.js';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';

/**
 * Groups travel in export and import (issue 43): the data export (JSON) and its channels table (CSV) name
 * each group with its colour and its channels; importing either into an account recreates them, joining a
 * group of the same name the account already has.
 */

async function signedIn(t: TestApp) {
  const user = await createUser(t.db);
  const client = t.client();
  const answer = await client.post(paths.login, { username: user.username, password: DEFAULT_PASSWORD });
  expect(answer.status).toBe(200);
  return { user, client };
}

/** Sends a file's text to the preview as the dialog does (octet-stream), with the client's cookies. */
async function preview(t: TestApp, client: TestClient, text: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${t.url}${paths.channelsImportPreview}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as ImportPreview & { message?: string } };
}

const groupsOf = async (client: TestClient) =>
  groupsResponseSchema.parse((await client.get(paths.groups)).body);

/** Each group as a user reads it: name, colour and its channels by YouTube id, sorted. */
async function groupsByChannel(client: TestClient) {
  const channels = (await client.get(paths.channels)).body as Array<{ id: number; channelId: string }>;
  const youtubeId = new Map(channels.map((channel) => [channel.id, channel.channelId]));
  return (await groupsOf(client)).map((group: Group) => ({
    name: group.name,
    color: group.color,
    channels: group.channelIds.map((id) => youtubeId.get(id)).sort(),
  }));
}

/** The inputs the dialog sends: the preview's new lines, and its groups as the file gave them. */
const requestOf = (shown: ImportPreview) => ({
  inputs: shown.items.filter((item) => item.status === 'new').map((item) => item.input),
  groups: shown.groups.map(({ name, color, channels }) => ({ name, color, channels })),
});

/** Every row an import could change, to show a refusal changed nothing. */
const rowsOf = async (t: TestApp, userId: number) => ({
  groups: await t.db('channel_groups').where('user_id', userId).orderBy('id'),
  members: await t.db('channel_group_members').orderBy(['group_id', 'channel_id']),
  jobs: await t.db('import_jobs').where('user_id', userId).orderBy('id'),
  channels: await t.db('channels').where('user_id', userId).orderBy('id'),
});

describe.each(databases)('groups in export and import on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A user with three channels in two groups, and an empty group. */
  async function exporter() {
    const { client } = await signedIn(t);
    const ids: Record<string, number> = {};
    for (const channel of [FAKE_CREATOR, ANOTHER_CREATOR, QUIET_CHANNEL]) {
      const answer = await client.post(paths.channels, { channelId: channel.id });
      expect(answer.status).toBe(201);
      ids[channel.id] = answer.body.id;
    }
    const gaming = (await client.post(paths.groups, { name: 'Gaming', color: 'teal' })).body;
    const later = (await client.post(paths.groups, { name: 'Watch later', color: 'pink' })).body;
    await client.post(paths.groups, { name: 'Empty', color: 'slate' });
    await client.request('PUT', paths.channelGroups(ids[FAKE_CREATOR.id]!), {
      groupIds: [gaming.id, later.id],
    });
    await client.request('PUT', paths.channelGroups(ids[ANOTHER_CREATOR.id]!), { groupIds: [gaming.id] });
    await client.request('PUT', paths.channelGroups(ids[QUIET_CHANNEL.id]!), { groupIds: [later.id] });
    return client;
  }

  const EXPORTED_GROUPS = [
    { name: 'Empty', color: 'slate', channels: [] },
    { name: 'Gaming', color: 'teal', channels: [ANOTHER_CREATOR.id, FAKE_CREATOR.id].sort() },
    { name: 'Watch later', color: 'pink', channels: [FAKE_CREATOR.id, QUIET_CHANNEL.id].sort() },
  ];

  it('recreates the JSON export’s groups, joining a group of the same name the account has', async () => {
    const source = await exporter();
    const file = JSON.stringify((await source.get(paths.userExport)).body);

    const { client } = await signedIn(t);
    const tracked = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
    const own = (await client.post(paths.groups, { name: 'gaming', color: 'amber' })).body;

    const shown = await preview(t, client, file);
    expect(shown.status).toBe(200);
    importPreviewSchema.parse(shown.body);
    expect(shown.body.format).toBe('export');
    expect(shown.body.items.map((item) => [item.input, item.status, item.reason])).toEqual(
      expect.arrayContaining([
        [FAKE_CREATOR.id, 'skipped', IMPORT_SKIP_REASONS.alreadyTracked],
        [ANOTHER_CREATOR.id, 'new', null],
        [QUIET_CHANNEL.id, 'new', null],
      ]),
    );
    expect(
      shown.body.groups.map(({ name, color, existing, channels }) => ({
        name,
        color,
        existing,
        channels: [...channels].sort(),
      })),
    ).toEqual(EXPORTED_GROUPS.map((group) => ({ ...group, existing: group.name === 'Gaming' })));
    // The preview changes nothing.
    expect(await groupsOf(client)).toHaveLength(1);

    const started = await client.post(paths.channelsImport, requestOf(shown.body));
    expect(started.status).toBe(202);
    // The channel already tracked is in its groups as soon as the import is stored.
    const atOnce = await groupsOf(client);
    expect(atOnce.find((group) => group.id === own.id)!.channelIds).toEqual([tracked.id]);

    const done = importJobSchema.parse(await importFinished(client, started.body.id));
    expect(done).toMatchObject({ added: 2, failed: 0 });
    expect(await groupsByChannel(client)).toEqual([
      { name: 'Empty', color: 'slate', channels: [] },
      // Joined, not doubled: the account's group keeps its name and its colour.
      { name: 'gaming', color: 'amber', channels: [ANOTHER_CREATOR.id, FAKE_CREATOR.id].sort() },
      { name: 'Watch later', color: 'pink', channels: [FAKE_CREATOR.id, QUIET_CHANNEL.id].sort() },
    ]);

    // Importing the same file again adds nothing: no group twice, no channel twice in a group.
    const again = await preview(t, client, file);
    expect(again.body.groups.every((group) => group.existing)).toBe(true);
    const second = await client.post(paths.channelsImport, requestOf(again.body));
    expect(second.status).toBe(202);
    await importFinished(client, second.body.id);
    expect(await groupsByChannel(client)).toEqual([
      { name: 'Empty', color: 'slate', channels: [] },
      { name: 'gaming', color: 'amber', channels: [ANOTHER_CREATOR.id, FAKE_CREATOR.id].sort() },
      { name: 'Watch later', color: 'pink', channels: [FAKE_CREATOR.id, QUIET_CHANNEL.id].sort() },
    ]);
  });

  it('recreates the groups of the channels table (CSV) into an empty account', async () => {
    const source = await exporter();
    const table = (await source.get(`${paths.userExport}?format=csv&what=channels`)).body as string;

    const { client } = await signedIn(t);
    const shown = await preview(t, client, table);
    expect(shown.status).toBe(200);
    expect(shown.body.format).toBe('takeout');
    expect(shown.body.items.map((item) => item.status)).toEqual(['new', 'new', 'new']);
    // An empty group has no row in the table, so it cannot travel in it.
    expect(
      shown.body.groups
        .map(({ name, color, channels }) => ({ name, color, channels: [...channels].sort() }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual(EXPORTED_GROUPS.slice(1));

    const started = await client.post(paths.channelsImport, requestOf(shown.body));
    expect(started.status).toBe(202);
    await importFinished(client, started.body.id);
    expect(await groupsByChannel(client)).toEqual(EXPORTED_GROUPS.slice(1));
  });

  it("puts in a group only the importer's own channels, and makes groups alone", async () => {
    const source = await exporter();
    const { client, user } = await signedIn(t);
    // Nothing to connect: the groups are made, and the channels named stay out until the user tracks them.
    const started = await client.post(paths.channelsImport, {
      inputs: [],
      groups: [{ name: 'Later', color: 'purple', channels: [FAKE_CREATOR.id] }],
    });
    expect(started.status).toBe(202);
    expect((await importFinished(client, started.body.id)).total).toBe(0);
    expect(await groupsByChannel(client)).toEqual([{ name: 'Later', color: 'purple', channels: [] }]);
    // The exporter's groups are as they were.
    expect((await groupsOf(source)).map((group) => group.channelIds.length)).toEqual([0, 2, 2]);
    expect((await t.db('channel_groups').where('user_id', user.id)).length).toBe(1);
  });

  it.each([
    ['a colour off the palette', { name: 'Gaming', color: '#ff0000', channels: [] }],
    ['a blank name', { name: '  ', color: 'teal', channels: [] }],
    ['a name of 41 characters', { name: 'x'.repeat(41), color: 'teal', channels: [] }],
    ['a name on two lines', { name: 'Gam\ning', color: 'teal', channels: [] }],
    ['a channel that is not a channel id', { name: 'Gaming', color: 'teal', channels: ['@fakecreator'] }],
    [
      'a channel listed twice',
      { name: 'Gaming', color: 'teal', channels: [FAKE_CREATOR.id, FAKE_CREATOR.id] },
    ],
    ['channels that are not a list', { name: 'Gaming', color: 'teal', channels: FAKE_CREATOR.id }],
  ])('refuses a group with %s (400) and changes nothing', async (_, group) => {
    const { client, user } = await signedIn(t);
    await client.post(paths.groups, { name: 'Kept', color: 'blue' });
    const before = await rowsOf(t, user.id);
    const refused = await client.post(paths.channelsImport, { inputs: [QUIET_CHANNEL.id], groups: [group] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/\w+ \w+/);
    expect(await rowsOf(t, user.id)).toEqual(before);
  });

  it('refuses groups named twice, too many groups, and an import of nothing (400)', async () => {
    const { client, user } = await signedIn(t);
    const before = await rowsOf(t, user.id);
    const twice = await client.post(paths.channelsImport, {
      inputs: [QUIET_CHANNEL.id],
      groups: [
        { name: 'Gaming', color: 'teal', channels: [] },
        { name: 'GAMING', color: 'pink', channels: [] },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain(IMPORT_GROUPS_REPEATED);
    const many = await client.post(paths.channelsImport, {
      inputs: [],
      groups: Array.from({ length: GROUPS_MAX + 1 }, (_, index) => ({
        name: `Group ${index}`,
        color: 'teal',
        channels: [],
      })),
    });
    expect(many.status).toBe(400);
    const nothing = await client.post(paths.channelsImport, { inputs: [], groups: [] });
    expect(nothing).toMatchObject({ status: 400, body: { message: IMPORT_NOTHING } });
    expect(await rowsOf(t, user.id)).toEqual(before);
  });

  it(`refuses (409) an import whose new groups would pass ${GROUPS_MAX}, storing nothing`, async () => {
    const { client, user } = await signedIn(t);
    await t.db('channel_groups').insert(
      Array.from({ length: GROUPS_MAX - 1 }, (_, index) => ({
        user_id: user.id,
        name: `Group ${index}`,
        name_key: `group ${index}`,
        color: 'blue',
        created_at: t.clock.now(),
      })),
    );
    const before = await rowsOf(t, user.id);
    const refused = await client.post(paths.channelsImport, {
      inputs: [QUIET_CHANNEL.id],
      groups: [
        // Joining one it has takes no room; two new ones need two.
        { name: 'GROUP 3', color: 'teal', channels: [QUIET_CHANNEL.id] },
        { name: 'New one', color: 'teal', channels: [] },
        { name: 'New two', color: 'teal', channels: [] },
      ],
    });
    expect(refused).toMatchObject({ status: 409, body: { message: TOO_MANY_GROUPS } });
    expect(await rowsOf(t, user.id)).toEqual(before);

    // One new group still fits.
    const fits = await client.post(paths.channelsImport, {
      inputs: [QUIET_CHANNEL.id],
      groups: [
        { name: 'GROUP 3', color: 'teal', channels: [QUIET_CHANNEL.id] },
        { name: 'New one', color: 'teal', channels: [] },
      ],
    });
    expect(fits.status).toBe(202);
    await importFinished(client, fits.body.id);
    const groups = await groupsOf(client);
    expect(groups).toHaveLength(GROUPS_MAX);
    expect(groups.find((group) => group.name === 'Group 3')!.channelIds).toHaveLength(1);
  });

  it('refuses a file whose groups cannot be read (400), saying why', async () => {
    const { client, user } = await signedIn(t);
    const before = await rowsOf(t, user.id);
    const header = 'Channel Id,Channel Url,Channel Title,Groups,Group Colors';
    const badColour = await preview(t, client, `${header}\n${FAKE_CREATOR.id},,Fake Creator,Gaming,gold\n`);
    expect(badColour.status).toBe(400);
    expect(badColour.body.message).toBe(
      'Line 2: "gold" is not a group colour (one of blue, teal, green, amber, orange, red, pink, purple, slate)',
    );
    const noId = await preview(t, client, `${header}\n,https://www.youtube.com/@fake,Fake,Gaming,teal\n`);
    expect(noId).toMatchObject({
      status: 400,
      body: { message: 'Line 2: a channel in a group must be named by its channel id (UC…)' },
    });
    const notJson = await preview(t, client, '{"channels": [');
    expect(notJson).toMatchObject({
      status: 400,
      body: { message: 'The file is not a readable Channel Countdown data export' },
    });
    const noChannels = await preview(t, client, '{"groups": []}');
    expect(noChannels.status).toBe(400);
    const badGroups = await preview(
      t,
      client,
      JSON.stringify({ channels: [], groups: [{ name: 'Gaming', color: 'mauve', channels: [] }] }),
    );
    expect(badGroups.status).toBe(400);
    expect(badGroups.body.message).toMatch(/^The file's groups cannot be imported: color must be one of/);
    expect(await rowsOf(t, user.id)).toEqual(before);
  });
});
