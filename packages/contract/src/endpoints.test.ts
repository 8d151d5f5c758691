import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { AdminPage } from './adminLists.js';
import type { AdminUser } from './admin.js';
import type { Channel } from './channels.js';
import {
  endpointAt,
  endpointList,
  endpoints,
  tokenScopeOf,
  type AnyEndpoint,
  type EndpointAnswer,
  type EndpointAt,
  type EndpointInput,
  type Endpoint,
  type NoInput,
} from './endpoints.js';
import type { Note } from './notes.js';
import { paths } from './paths.js';

const entries = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Endpoint>).map(([name, entry]) => ({
    name: `${group}.${name}`,
    entry,
  })),
);

describe('the endpoint table', () => {
  it('has one entry per method and path', () => {
    const keys = entries.map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries.length).toBe(88);
  });

  it('uses every path of paths.ts', () => {
    const used = new Set(entries.map(({ entry }) => entry.path));
    const unused = Object.entries(paths)
      .map(([name, path]) => [name, typeof path === 'string' ? path : path.pattern] as const)
      .filter(([, pattern]) => !used.has(pattern));
    expect(unused).toEqual([]);
  });

  it.each(entries)("$name's params schema reads exactly the params of its path", ({ entry }) => {
    const names = (entry.path.match(/:\w+/g) ?? []).map((param) => param.slice(1)).sort();
    const shape = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape).sort() : [];
    expect(shape).toEqual(names);
    if (names.length > 0) expect(entry.params).toBeInstanceOf(z.ZodObject);
  });

  it('parses params and queries as they arrive: strings, coerced', () => {
    expect(endpoints.notes.update.params.parse({ id: '5', noteId: '7' })).toEqual({ id: 5, noteId: 7 });
    expect(endpoints.admin.users.query.parse({})).toMatchObject({ limit: 50, filter: 'all', q: '' });
    expect(endpoints.user.export.query.parse({})).toEqual({ format: 'json' });
    expect(endpoints.notifications.unsubscribe.query.parse({ token: ['a', 'b'] })).toEqual({ token: '' });
  });

  it('types what a caller sends and what it gets back', () => {
    type NoteUpdate = EndpointAt<'PATCH', typeof paths.channelNote.pattern>;
    expectTypeOf<EndpointInput<NoteUpdate>>().toEqualTypeOf<{
      params: { id: number; noteId: number };
      body?: { content?: string; color?: Note['color'] };
    }>();
    expectTypeOf<EndpointAnswer<NoteUpdate>>().toEqualTypeOf<Note>();
    expectTypeOf<EndpointAnswer<EndpointAt<'GET', typeof paths.channels>>>().toEqualTypeOf<Channel[]>();
    expectTypeOf<EndpointInput<EndpointAt<'GET', typeof paths.channels>>>().toEqualTypeOf<NoInput>();
    expectTypeOf<EndpointAnswer<EndpointAt<'GET', typeof paths.adminUsers>>>().toEqualTypeOf<
      AdminPage<AdminUser>
    >();
    expectTypeOf<EndpointInput<EndpointAt<'GET', typeof paths.analytics>>>().toEqualTypeOf<{
      query?: { range?: '7d' | '30d' | '90d' | '1y'; group?: number };
    }>();
    // A download has no JSON answer; a method and path the table lacks is no entry.
    expectTypeOf<EndpointAnswer<EndpointAt<'GET', typeof paths.userExport>>>().toBeNever();
    expectTypeOf<EndpointAt<'DELETE', typeof paths.channels>>().toBeNever();
    expectTypeOf<AnyEndpoint['method']>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>();
  });
});

describe('the scope an API token needs', () => {
  it('is admin for admin access, read for GET, write for other methods, unless the entry says', () => {
    expect(tokenScopeOf(endpoints.channels.list)).toBe('read');
    expect(tokenScopeOf(endpoints.channels.connect)).toBe('write');
    expect(tokenScopeOf(endpoints.notes.remove)).toBe('write');
    expect(tokenScopeOf(endpoints.admin.stats)).toBe('admin');
    expect(tokenScopeOf(endpoints.admin.deleteUser)).toBe('admin');
  });

  it('is none for what only a signed-in browser may do', () => {
    const browserOnly = endpointList
      .filter((entry) => tokenScopeOf(entry) === null)
      .map((e) => `${e.method} ${e.path}`);
    expect(browserOnly.sort()).toEqual(
      [
        'POST /api/register',
        'POST /api/login',
        'POST /api/auth/firebase',
        'POST /api/logout',
        'DELETE /api/user',
        'POST /api/user/password',
        'GET /api/tokens',
        'POST /api/tokens',
        'DELETE /api/tokens/:id',
        'GET /api/feeds',
        'POST /api/feeds',
        'DELETE /api/feeds',
      ].sort(),
    );
  });

  it('finds the entry of a method and pattern, HEAD as GET', () => {
    expect(endpointAt('GET', paths.channels)).toBe(endpoints.channels.list);
    expect(endpointAt('HEAD', paths.channels)).toBe(endpoints.channels.list);
    expect(endpointAt('DELETE', paths.channel.pattern)).toBe(endpoints.channels.remove);
    expect(endpointAt('PUT', paths.channels)).toBeUndefined();
    expect(endpointList).toHaveLength(entries.length);
  });
});
