import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { servedAt } from './baseUrl';

const echo = [
  http.get('/api/ping', () => HttpResponse.json({ pong: true })),
  http.post('/api/echo', async ({ request }) =>
    HttpResponse.json({ got: await request.json(), q: new URL(request.url).search }),
  ),
];
const server = setupServer(...servedAt('https://api.example.test/cc/', echo));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('servedAt', () => {
  it('answers the handlers at the base URL, bodies and query strings included', async () => {
    await expect((await fetch('https://api.example.test/cc/api/ping')).json()).resolves.toEqual({
      pong: true,
    });
    const response = await fetch('https://api.example.test/cc/api/echo?x=1', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
    });
    await expect(response.json()).resolves.toEqual({ got: { a: 1 }, q: '?x=1' });
  });

  it('leaves a path no handler knows unanswered', async () => {
    await expect(fetch('https://api.example.test/cc/api/unknown')).rejects.toThrow();
  });
});
