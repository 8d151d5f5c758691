import {
  changePasswordRequestSchema,
  createChannelRequestSchema,
  DEFAULT_SETTINGS,
  deleteAccountRequestSchema,
  markNotificationsReadRequestSchema,
  settingsSchema,
  startCycleRequestSchema,
  updateTimerRequestSchema,
  updateUserRequestSchema,
  createNoteRequestSchema,
  firebaseAuthRequestSchema,
  loginRequestSchema,
  paths,
  registerRequestSchema,
  updateNoteRequestSchema,
  updateUserStatusRequestSchema,
} from '@channel-countdown/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { databases } from './support/databases.js';
import { DEFAULT_PASSWORD } from './support/factories.js';
import type { FuzzRole } from './support/fuzzCorpus.js';
import { send, snapshot, startFuzzApp, type FuzzAppIds, type FuzzSetup } from './support/fuzzRun.js';

/**
 * A property test over the whole API: every generated request is wrong in some way (a payload the
 * contract refuses, a parameter that names nothing of the caller's, a non-JSON body, a foreign Origin,
 * the wrong role), and every answer must be a 4xx JSON {message} that changed no data. Never a 5xx.
 */

type Role = FuzzRole;
type Ids = FuzzAppIds;

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with :params; `params` maps each to a valid value for a caller who owns it. */
  path: string;
  params?: Record<string, (ids: Ids) => number>;
  body?: z.ZodType;
  /** A body the contract accepts (used when the request is wrong in another way). */
  validBody?: (ids: Ids) => unknown;
  /** Who may call it; a weaker role gets 401/403. */
  role: Role;
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: paths.register,
    body: registerRequestSchema,
    role: 'visitor',
    validBody: () => ({ username: 'fuzz_created', email: 'fuzz@example.com', password: 'Passw0rd' }),
  },
  {
    method: 'POST',
    path: paths.login,
    body: loginRequestSchema,
    role: 'visitor',
    validBody: () => ({ username: 'fuzz_user', password: DEFAULT_PASSWORD }),
  },
  { method: 'POST', path: paths.logout, role: 'visitor', validBody: () => ({}) },
  {
    method: 'POST',
    path: paths.firebaseAuth,
    body: firebaseAuthRequestSchema,
    role: 'visitor',
    validBody: () => ({ idToken: 'x.y.z' }),
  },
  { method: 'GET', path: paths.user, role: 'user' },
  { method: 'GET', path: paths.channels, role: 'user' },
  { method: 'GET', path: `${paths.channels}/preview/:input`, role: 'user' },
  {
    method: 'POST',
    path: paths.channels,
    body: createChannelRequestSchema,
    role: 'user',
    validBody: () => ({ channelId: 'UC0123456789abcdefghijkl' }),
  },
  {
    method: 'POST',
    path: '/api/channels/:id/refresh',
    params: { id: (ids) => ids.ownChannel },
    role: 'user',
    validBody: () => ({}),
  },
  { method: 'GET', path: '/api/channels/:id/notes', params: { id: (ids) => ids.ownChannel }, role: 'user' },
  {
    method: 'POST',
    path: '/api/channels/:id/notes',
    params: { id: (ids) => ids.ownChannel },
    body: createNoteRequestSchema,
    role: 'user',
    validBody: () => ({ content: 'fuzzed note', color: 'red' }),
  },
  {
    method: 'PATCH',
    path: '/api/channels/:id/notes/:noteId',
    params: { id: (ids) => ids.ownChannel, noteId: (ids) => ids.ownNote },
    body: updateNoteRequestSchema,
    role: 'user',
    validBody: () => ({ content: 'changed by fuzz' }),
  },
  {
    method: 'DELETE',
    path: '/api/channels/:id/notes/:noteId',
    params: { id: (ids) => ids.ownChannel, noteId: (ids) => ids.ownNote },
    role: 'user',
  },
  { method: 'GET', path: paths.activeTimers, role: 'user' },
  {
    method: 'DELETE',
    path: '/api/timers/:timerId',
    params: { timerId: (ids) => ids.ownTimer },
    role: 'user',
  },
  { method: 'GET', path: paths.dashboardStats, role: 'user' },
  { method: 'GET', path: paths.adminStats, role: 'admin' },
  { method: 'GET', path: paths.adminUsers, role: 'admin' },
  { method: 'GET', path: paths.adminChannels, role: 'admin' },
  { method: 'GET', path: paths.adminTimers, role: 'admin' },
  { method: 'GET', path: paths.adminNotes, role: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id/status',
    params: { id: (ids) => ids.other },
    body: updateUserStatusRequestSchema,
    role: 'admin',
    validBody: () => ({ isActive: false }),
  },
  { method: 'DELETE', path: '/api/admin/users/:id', params: { id: (ids) => ids.other }, role: 'admin' },
  { method: 'GET', path: paths.settings, role: 'user' },
  { method: 'GET', path: paths.notifications, role: 'user' },
  {
    method: 'POST',
    path: paths.notificationsRead,
    body: markNotificationsReadRequestSchema,
    role: 'user',
    validBody: () => ({ all: true }),
  },
  {
    method: 'PUT',
    path: paths.settings,
    body: settingsSchema,
    role: 'user',
    validBody: () => DEFAULT_SETTINGS,
  },
  {
    method: 'POST',
    path: paths.userPassword,
    body: changePasswordRequestSchema,
    role: 'user',
    validBody: () => ({ currentPassword: DEFAULT_PASSWORD, newPassword: 'N3wPassword' }),
  },
  {
    method: 'PATCH',
    path: paths.user,
    body: updateUserRequestSchema,
    role: 'user',
    validBody: () => ({ email: 'fuzz-renamed@example.com' }),
  },
  {
    method: 'DELETE',
    path: paths.user,
    body: deleteAccountRequestSchema,
    role: 'user',
    validBody: () => ({ confirmation: 'DELETE', password: DEFAULT_PASSWORD }),
  },
  { method: 'DELETE', path: '/api/channels/:id', params: { id: (ids) => ids.ownChannel }, role: 'user' },
  {
    method: 'POST',
    path: '/api/channels/:id/timer',
    params: { id: (ids) => ids.ownChannel },
    body: startCycleRequestSchema,
    role: 'user',
    validBody: () => ({ durationDays: 3 }),
  },
  {
    method: 'PATCH',
    path: '/api/timers/:timerId',
    params: { timerId: (ids) => ids.ownTimer },
    body: updateTimerRequestSchema,
    role: 'user',
    validBody: () => ({ isPaused: true }),
  },
];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RANK: Record<Role, number> = { visitor: 0, user: 1, admin: 2 };

interface FuzzRequest {
  kind: string;
  method: string;
  path: string;
  role: Role;
  headers: Record<string, string>;
  body?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const jsonTypeIfBody = (endpoint: Endpoint): Record<string, string> =>
  endpoint.validBody ? { 'content-type': 'application/json' } : {};

/** Fills the path's parameters: each valid, except those given. */
function pathOf(endpoint: Endpoint, ids: Ids, overrides: Record<string, string> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (name in overrides) return encodeURIComponent(overrides[name]!);
    const valid = endpoint.params?.[name];
    return valid ? String(valid(ids)) : 'fuzz';
  });
}

/** A value that is no id of anything the caller may touch (junk, out of range, or someone else's). */
function badId(ids: Ids, endpoint: Endpoint, name: string): fc.Arbitrary<string> {
  const foreign =
    endpoint.role === 'admin'
      ? [String(ids.admin)] // an admin acting on themself: 409
      : name === 'timerId'
        ? [String(ids.otherTimer)]
        : name === 'noteId'
          ? [String(ids.otherNote)]
          : [String(ids.otherChannel)];
  return fc.oneof(
    fc.string({ maxLength: 30 }).filter((text) => !/^\s*\+?0*\d{1,15}\s*$/.test(text) || Number(text) <= 0),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      'NaN',
      'Infinity',
      '0x10',
      '99999999999999999999999',
      // Beyond PostgreSQL's integer ids (2^31 - 1), and beyond a double's exact integers.
      '2147483648',
      '9007199254740993',
      ' ',
      '%',
      '..',
    ),
    fc.integer({ min: 900_000, max: 2_000_000_000 }).map(String),
    fc.constantFrom(...foreign),
  );
}

function fuzzRequests(ids: Ids, tokens: { good: string }): fc.Arbitrary<FuzzRequest> {
  // Grouped by kind so that each kind is drawn equally often: a kind only one endpoint has
  // (a bad :timerId) must not be left untried by chance.
  const byKind = new Map<string, Array<fc.Arbitrary<FuzzRequest>>>();
  const add = (kind: string, arbitrary: fc.Arbitrary<Omit<FuzzRequest, 'kind'>>) =>
    byKind.set(kind, [...(byKind.get(kind) ?? []), arbitrary.map((request) => ({ ...request, kind }))]);
  for (const endpoint of ENDPOINTS) {
    const base = { method: endpoint.method, headers: {} as Record<string, string> };

    // A payload the contract refuses, sent as JSON by a caller with the right role.
    if (endpoint.body) {
      const schema = endpoint.body;
      add(
        'invalid payload',
        fc
          .oneof(
            fc.jsonValue(),
            fc.dictionary(
              fc.constantFrom(
                'username',
                'password',
                'email',
                'idToken',
                'channelId',
                'content',
                'color',
                'isActive',
              ),
              fc.jsonValue(),
            ),
          )
          .filter((value) => !schema.safeParse(value).success)
          .map((value) => ({
            ...base,
            role: endpoint.role,
            path: pathOf(endpoint, ids),
            headers: { 'content-type': 'application/json' },
            body: json(value),
          })),
      );
    }
    // A payload a database cannot hold: a NUL in a stored or compared text field, an overlong email.
    const valid = (endpoint.body && endpoint.validBody?.(ids)) as Record<string, unknown> | undefined;
    const textFields = Object.keys(valid ?? {}).filter(
      (field) => typeof valid?.[field] === 'string' && field !== 'password',
    );
    if (valid && textFields.length > 0) {
      add(
        'unstorable text',
        fc
          .tuple(
            fc.constantFrom(...textFields),
            fc.constantFrom('\u0000', 'a\u0000b', `${'x'.repeat(300)}\u0000`),
          )
          .map(([field, text]) => ({
            ...base,
            role: endpoint.role,
            path: pathOf(endpoint, ids),
            headers: { 'content-type': 'application/json' },
            body: json({
              ...valid,
              [field]:
                field === 'email' && text.length > 2 ? `${'a'.repeat(64)}@${'b'.repeat(200)}.com` : text,
            }),
          })),
      );
    }
    // Text that is not JSON at all, declared as JSON.
    if (STATE_CHANGING.has(endpoint.method)) {
      add(
        'malformed JSON',
        fc
          .string({ minLength: 1, maxLength: 60 })
          .filter((text) => {
            // Blank is "no body", which a body-less call rightly accepts.
            if (text.trim() === '') return false;
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          })
          .map((text) => ({
            ...base,
            role: endpoint.role,
            path: pathOf(endpoint, ids),
            headers: { 'content-type': 'application/json' },
            body: text,
          })),
      );
      // A valid payload under a type other than JSON.
      add(
        'wrong content type',
        fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=fuzz',
              'application/xml',
              'text/html',
              'application/jsonp',
              'json',
            ),
            fc.constantFrom<Role>('visitor', 'user', 'admin'),
          )
          .map(([type, role]) => ({
            ...base,
            role,
            path: pathOf(endpoint, ids),
            headers: { 'content-type': type },
            body: json(endpoint.validBody?.(ids) ?? {}),
          })),
      );
      // A valid call, but from another site.
      add(
        'foreign origin',
        fc
          .tuple(
            fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1', 'http://localhost:1'),
            fc.constantFrom<Role>('visitor', 'user', 'admin'),
          )
          .map(([origin, role]) => ({
            ...base,
            role: RANK[role] >= RANK[endpoint.role] ? role : endpoint.role,
            path: pathOf(endpoint, ids),
            headers: { origin, ...(endpoint.validBody ? { 'content-type': 'application/json' } : {}) },
            body: endpoint.validBody ? json(endpoint.validBody(ids)) : undefined,
          })),
      );
    }
    // Parameters naming nothing of the caller's.
    for (const name of Object.keys(endpoint.params ?? {})) {
      add(
        `bad :${name}`,
        badId(ids, endpoint, name).map((value) => ({
          ...base,
          role: endpoint.role,
          path: pathOf(endpoint, ids, { [name]: value }),
          headers: jsonTypeIfBody(endpoint),
          body: endpoint.validBody ? json(endpoint.validBody(ids)) : undefined,
        })),
      );
    }
    if (endpoint.path.includes(':input')) {
      add(
        'bad preview input',
        fc
          .oneof(
            fc.stringMatching(/^\s+$/),
            fc.string({ minLength: 501, maxLength: 700 }).filter((text) => text.trim().length > 500),
          )
          .map((input) => ({
            ...base,
            role: 'user' as Role,
            path: pathOf(endpoint, ids, { input }),
          })),
      );
    }
    // The right call by a weaker role.
    if (endpoint.role !== 'visitor') {
      const weaker: Role[] = endpoint.role === 'admin' ? ['visitor', 'user'] : ['visitor'];
      add(
        'wrong role',
        fc.constantFrom(...weaker).map((role) => ({
          ...base,
          role,
          path: pathOf(endpoint, ids, endpoint.path.includes(':input') ? { input: '@somehandle' } : {}),
          headers: jsonTypeIfBody(endpoint),
          body: endpoint.validBody ? json(endpoint.validBody(ids)) : undefined,
        })),
      );
    }
  }
  // Google sign-in with junk tokens, and a valid token carried by a wrong content type.
  add(
    'junk token',
    fc.string({ minLength: 1, maxLength: 300 }).map((idToken) => ({
      method: 'POST',
      path: paths.firebaseAuth,
      role: 'visitor' as Role,
      headers: { 'content-type': 'application/json' },
      body: json({ idToken }),
    })),
  );
  add(
    'token as text',
    fc.constant({
      method: 'POST',
      path: paths.firebaseAuth,
      role: 'visitor' as Role,
      headers: { 'content-type': 'text/plain' },
      body: json({ idToken: tokens.good }),
    }),
  );
  return fc.oneof(...[...byKind.values()].map((arbitraries) => fc.oneof(...arbitraries)));
}

describe.each(databases)('bad requests to every endpoint on %s', (kind) => {
  let setup: FuzzSetup;
  let goodToken: string;

  beforeAll(async () => {
    setup = await startFuzzApp(kind);
    goodToken = await setup.jwks.mint({ now: setup.t.clock.now() });
  });
  afterAll(async () => {
    await setup.close();
  });

  it('answers only 4xx JSON {message}, never a 5xx, and changes no data', async () => {
    const { t, ids, cookies } = setup;
    const before = await snapshot(t);
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fuzzRequests(ids, { good: goodToken }), async (request) => {
        const response = await send(t.url, request, cookies[request.role]);
        const label = `${request.kind}: ${request.method} ${request.path} as ${request.role} → ${response.status} ${response.text.slice(0, 200)}`;
        seen.set(request.kind, (seen.get(request.kind) ?? 0) + 1);
        expect(response.status, label).toBeGreaterThanOrEqual(400);
        expect(response.status, label).toBeLessThan(500);
        expect(response.contentType, label).toContain('application/json');
        const body = JSON.parse(response.text) as unknown;
        expect(body, label).toEqual({ message: expect.any(String) });
        expect((body as { message: string }).message.length, label).toBeGreaterThan(0);
        expect(await snapshot(t), label).toEqual(before);
      }),
      { numRuns: 300 },
    );
    // Every kind of bad request was tried.
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining([
        'bad :id',
        'bad :noteId',
        'bad :timerId',
        'bad preview input',
        'foreign origin',
        'invalid payload',
        'junk token',
        'malformed JSON',
        'unstorable text',
        'wrong content type',
        'wrong role',
      ]),
    );
    // The signed-in sessions were never ended by a bad request.
    for (const role of ['user', 'admin'] as const) {
      const response = await send(t.url, { method: 'GET', path: paths.user, headers: {} }, cookies[role]);
      expect(response.status).toBe(200);
    }
  });
});
