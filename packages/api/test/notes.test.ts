import {
  channelsResponseSchema,
  NOTE_PREVIEW_LENGTH,
  NOTE_PREVIEWS,
  noteSchema,
  notesResponseSchema,
  paths,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import type { TestClient } from './support/client.js';

describe.each(databases)('notes on %s', (kind) => {
  let t: TestApp;
  let client: TestClient;
  let channelId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    client = t.client();
    const user = await signUp(client);
    channelId = (await createChannel(t.db, user.id, t.clock.now())).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a note with trimmed content and the default colour blue', async () => {
    const response = await client.post(`/api/channels/${channelId}/notes`, { content: '  Film the intro  ' });
    expect(response.status).toBe(201);
    expect(noteSchema.parse(response.body)).toMatchObject({
      channelId,
      content: 'Film the intro',
      color: 'blue',
      createdAt: t.clock.now().toISOString(),
    });
  });

  it.each(['blue', 'green', 'yellow', 'red', 'purple', 'pink', 'indigo'])(
    'accepts the colour %s',
    async (color) => {
      const response = await client.post(`/api/channels/${channelId}/notes`, { content: 'x', color });
      expect(response).toMatchObject({ status: 201, body: { color } });
    },
  );

  it.each([
    [{ content: '   ' }, 'content: Note content is required'],
    [{}, 'content: '],
    [{ content: 'x'.repeat(2001) }, 'content: Note content must be at most 2000 characters'],
    [{ content: 'ok', color: 'orange' }, 'color: '],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const response = await client.post(`/api/channels/${channelId}/notes`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('previews the newest notes in the channel list, cut to a line, and counts them all; the notes call answers them whole', async () => {
    const other = t.client();
    const { id } = await createChannel(t.db, (await signUp(other)).id, t.clock.now());
    const long = `Emoji at the cut 🎬 ${'a long plan for the next video, '.repeat(10)}`;
    for (const content of ['First note', 'Second note', long]) {
      t.clock.advance(1000);
      expect((await other.post(paths.channelNotes(id), { content })).status).toBe(201);
    }
    const listed = channelsResponseSchema
      .parse((await other.get(paths.channels)).body)
      .find((c) => c.id === id)!;
    expect(listed.noteCount).toBe(3);
    expect(listed.notes).toHaveLength(NOTE_PREVIEWS);
    expect(listed.notes.map((note) => note.content)).toEqual([
      `${Array.from(long.trim())
        .slice(0, NOTE_PREVIEW_LENGTH - 1)
        .join('')}…`,
      'Second note',
    ]);
    expect(Object.keys(listed.notes[0]!).sort()).toEqual(['color', 'content', 'id']);
    const whole = notesResponseSchema.parse((await other.get(paths.channelNotes(id))).body);
    expect(whole.map((note) => note.content)).toEqual([long.trim(), 'Second note', 'First note']);
  });

  it('lists, updates and deletes notes', async () => {
    const created = (
      await client.post(`/api/channels/${channelId}/notes`, { content: 'draft', color: 'red' })
    ).body;
    t.clock.advance(5000);
    const updated = await client.patch(`/api/channels/${channelId}/notes/${created.id}`, {
      content: ' final ',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.id,
      content: 'final',
      color: 'red',
      updatedAt: t.clock.now().toISOString(),
    });
    expect(
      (await client.patch(`/api/channels/${channelId}/notes/${created.id}`, { content: '' })).status,
    ).toBe(400);

    const list = (await client.get(`/api/channels/${channelId}/notes`)).body as Array<{ id: number }>;
    expect(list[0]).toMatchObject({ id: created.id, content: 'final' });

    expect(await client.delete(`/api/channels/${channelId}/notes/${created.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Note deleted' },
    });
    expect(
      (await client.get(`/api/channels/${channelId}/notes`)).body.map((n: { id: number }) => n.id),
    ).not.toContain(created.id);
    expect((await client.delete(`/api/channels/${channelId}/notes/${created.id}`)).status).toBe(404);
  });

  it('answers parallel edits of one note each with its own result', async () => {
    const created = (await client.post(`/api/channels/${channelId}/notes`, { content: 'start' })).body;
    const contents = Array.from({ length: 20 }, (_, i) => `edit number ${i}`);
    const answers = await Promise.all(
      contents.map((content) => client.patch(`/api/channels/${channelId}/notes/${created.id}`, { content })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => answer.body.content)).toEqual(contents);
  });
});
