import { describe, expect, expectTypeOf, it } from 'vitest';
import { paths, type Note, type User } from '@channel-countdown/contract';
import { ApiError, createApiClient, isUnauthorizedError } from './client';

/** A fetch that answers every call with `response`, recording what was asked. */
function fakeFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return response();
  }) as typeof fetch;
  return { impl, calls };
}

const failureOf = async (response: () => Response) => {
  const api = createApiClient('', fakeFetch(response).impl);
  return api.call('GET', paths.user).then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );
};

describe('the http client error message (SPEC §8)', () => {
  it("uses the JSON body's message", async () => {
    const error = await failureOf(() =>
      Response.json({ message: 'Invalid username or password' }, { status: 401 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('401: Invalid username or password');
  });

  it("falls back to the JSON body's error field", async () => {
    const error = await failureOf(() => Response.json({ error: 'Quota exceeded' }, { status: 429 }));
    expect(error.message).toBe('429: Quota exceeded');
  });

  it('falls back to the status text for JSON without message or error', async () => {
    const error = await failureOf(() =>
      Response.json({ detail: 'x' }, { status: 404, statusText: 'Not Found' }),
    );
    expect(error.message).toBe('404: Not Found');
  });

  it('uses the text of a non-JSON body', async () => {
    const error = await failureOf(
      () => new Response('Bad Gateway from proxy', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error.message).toBe('502: Bad Gateway from proxy');
  });

  it('uses the status text for an empty non-JSON body', async () => {
    const error = await failureOf(() => new Response('', { status: 404, statusText: 'Not Found' }));
    expect(error.message).toBe('404: Not Found');
  });

  it('uses the status text when the body cannot be read', async () => {
    const error = await failureOf(() => {
      const response = new Response('x', { status: 500, statusText: 'Internal Server Error' });
      Object.defineProperty(response, 'text', { value: () => Promise.reject(new TypeError('network lost')) });
      return response;
    });
    expect(error.message).toBe('500: Internal Server Error');
  });

  it("reports an unparsable success body as 'Failed to parse response: ...'", async () => {
    const api = createApiClient('', fakeFetch(() => new Response('<html>', { status: 200 })).impl);
    await expect(api.call('GET', paths.user)).rejects.toThrow(/^Failed to parse response: /);
  });

  it('sends cookies and JSON to the base URL', async () => {
    const { impl, calls } = fakeFetch(() => Response.json({ id: 1 }));
    await createApiClient('https://api.example', impl).call('POST', paths.login, {
      body: { username: 'a', password: 'b' },
    });
    expect(calls[0]?.url).toBe('https://api.example/api/login');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.body).toBe('{"username":"a","password":"b"}');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("fills a path's params and the query in, each encoded, leaving blank query fields out", async () => {
    const { impl, calls } = fakeFetch(() => Response.json({}));
    const api = createApiClient('', impl);
    await api.call('PATCH', paths.channelNote, { params: { id: 5, noteId: 7 }, body: { color: 'blue' } });
    await api.call('GET', paths.channelPreview, { params: { input: '@some one/x?y' } });
    await api.call('GET', paths.adminUsers, { query: { q: '', sort: 'created_asc', cursor: 'a&b' } });
    await api.call('POST', paths.logout);
    await api.call('DELETE', paths.timer, { params: { timerId: 9 } });
    expect(calls.map(({ url, init }) => [init?.method, url, init?.body])).toEqual([
      ['PATCH', paths.channelNote(5, 7), '{"color":"blue"}'],
      ['GET', '/api/channels/preview/%40some%20one%2Fx%3Fy', undefined],
      ['GET', '/api/admin/users?sort=created_asc&cursor=a%26b', undefined],
      // A write without a body sends an empty JSON object; a read or a deletion sends nothing.
      ['POST', '/api/logout', '{}'],
      ['DELETE', '/api/timers/9', undefined],
    ]);
  });

  it('types each call from the endpoint table: what it sends and what it answers', () => {
    const api = createApiClient('', fakeFetch(() => Response.json({})).impl);
    expectTypeOf(api.call('GET', paths.user)).resolves.toEqualTypeOf<User>();
    expectTypeOf(
      api.call('POST', paths.channelNotes, { params: { id: 1 }, body: { content: 'x' } }),
    ).resolves.toEqualTypeOf<Note>();
    // @ts-expect-error a note's address needs its channel and note ids
    void api.call('PATCH', paths.channelNote, { params: { id: 1 }, body: {} });
    // @ts-expect-error the table has no DELETE of the channel list
    void api.call('DELETE', paths.channels);
    // @ts-expect-error a login sends its credentials
    void api.call('POST', paths.login, { body: { username: 'a' } });
  });

  it('counts a message with 401 or Unauthorized as an authorization failure', async () => {
    expect(
      isUnauthorizedError(
        await failureOf(() => Response.json({ message: 'Not signed in' }, { status: 401 })),
      ),
    ).toBe(true);
    expect(isUnauthorizedError(new Error('Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: Forbidden'))).toBe(false);
    expect(isUnauthorizedError('401')).toBe(false);
  });
});
