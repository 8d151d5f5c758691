import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { endpoints, paths } from '@channel-countdown/contract';
import { servedAt } from './baseUrl';
import { handle, refuse } from './http';
import { makeNote } from './fixtures/channels';

const BASE = 'https://handle.test';
const note = makeNote(3, 'Script the intro', 'blue');
const server = setupServer(
  ...servedAt(BASE, [
    handle(endpoints.notes.update, ({ params }) =>
      params.noteId === '404' ? refuse(404, 'Note not found') : HttpResponse.json(note),
    ),
  ]),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('handle', () => {
  it("answers at its entry's method and path, with the path's params by name", async () => {
    const answer = await fetch(`${BASE}${paths.channelNote(3, 1)}`, { method: 'PATCH' });
    expect(await answer.json()).toEqual(note);
    expect((await fetch(`${BASE}${paths.channelNote(3, 404)}`, { method: 'PATCH' })).status).toBe(404);
  });

  it("holds the resolver to the entry's answer", () => {
    // @ts-expect-error a note's update answers a note, not a list of them
    handle(endpoints.notes.update, () => HttpResponse.json([note]));
    // @ts-expect-error the channel list answers channels
    handle(endpoints.channels.list, () => HttpResponse.json({ channels: [] }));
    handle(endpoints.channels.list, () => HttpResponse.json([]));
  });
});
