import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  ADMIN_SCOPE_FOR_ADMINS,
  API_TOKEN_NOT_FOUND,
  createApiTokenRequestSchema,
  endpoints,
  INTERNAL_SERVER_ERROR,
  SERVICE_UNAVAILABLE,
  type ApiToken,
} from '@channel-countdown/contract';
import { FIXTURE_NOW, fixtureTime } from './fixtures/channels';
import { handle, parsedBody, refuse } from './http';
import { freshEachStory } from './freshState';

const DAY = 86_400_000;

/** Tokens as a creator who scripts a little would have them: one used today, one never, one expired. */
export const apiTokenFixtures: ApiToken[] = [
  {
    id: 3,
    name: 'Weekly spreadsheet',
    hint: 'cct_Qm7x',
    scopes: ['read'],
    createdAt: fixtureTime(-12 * DAY),
    lastUsedAt: fixtureTime(-2 * 60 * 60 * 1000),
    expiresAt: fixtureTime(78 * DAY),
  },
  {
    id: 2,
    name: 'Upload bot',
    hint: 'cct_b2Kd',
    scopes: ['read', 'write'],
    createdAt: fixtureTime(-40 * DAY),
    lastUsedAt: null,
    expiresAt: null,
  },
  {
    id: 1,
    name: 'Old backup script',
    hint: 'cct_Zp0a',
    scopes: ['read'],
    createdAt: fixtureTime(-120 * DAY),
    lastUsedAt: fixtureTime(-95 * DAY),
    expiresAt: fixtureTime(-30 * DAY),
  },
];

/** The token every creation answers (a fixed value, so pictures of the just-made token never change). */
export const MOCK_NEW_TOKEN = 'cct_sQ1vXh8bN3kTz0pLr5wYc7uJe2gAo9dFi4mHn6qBt_E';

export interface ApiTokenMockOptions {
  /** What GET /api/tokens answers first. @default apiTokenFixtures */
  tokens?: ApiToken[];
  /** GET /api/tokens: 'fail' answers 500, 'pending' never answers. @default 'ok' */
  load?: 'ok' | 'fail' | 'pending';
  /** POST /api/tokens: 'fail' answers the server's 503. @default 'ok' */
  create?: 'ok' | 'fail';
  /** Whether the signed-in user is an administrator (else the admin scope is refused, as the server does). @default false */
  admin?: boolean;
}

/**
 * A stateful fake of the personal API token calls: the list, a creation checked with the contract's schema
 * (the token answered once, the list keeping only its hint), and revocation.
 */
export function createApiTokenHandlers(options: ApiTokenMockOptions = {}): RequestHandler[] {
  const { load = 'ok', create = 'ok', admin = false } = options;
  let tokens: ApiToken[] = [];
  let nextId = 1;
  freshEachStory(() => {
    tokens = structuredClone(options.tokens ?? apiTokenFixtures);
    nextId = Math.max(0, ...tokens.map((token) => token.id)) + 1;
  });
  return [
    handle(endpoints.tokens.list, async () => {
      if (load === 'pending') await delay('infinite');
      if (load === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json(tokens);
    }),
    handle(endpoints.tokens.create, async ({ request }) => {
      if (create === 'fail') return refuse(503, SERVICE_UNAVAILABLE);
      const body = await parsedBody(createApiTokenRequestSchema, request);
      if (body instanceof Response) return body;
      if (body.scopes.includes('admin') && !admin) return refuse(403, ADMIN_SCOPE_FOR_ADMINS);
      const token: ApiToken = {
        id: nextId++,
        name: body.name,
        hint: MOCK_NEW_TOKEN.slice(0, 8),
        scopes: body.scopes,
        createdAt: FIXTURE_NOW,
        lastUsedAt: null,
        expiresAt:
          body.expiresInDays === null
            ? null
            : new Date(Date.parse(FIXTURE_NOW) + body.expiresInDays * DAY).toISOString(),
      };
      tokens = [token, ...tokens];
      return HttpResponse.json({ ...token, token: MOCK_NEW_TOKEN }, { status: 201 });
    }),
    handle(endpoints.tokens.revoke, ({ params }) => {
      const id = Number(params.id);
      if (!tokens.some((token) => token.id === id)) return refuse(404, API_TOKEN_NOT_FOUND);
      tokens = tokens.filter((token) => token.id !== id);
      return HttpResponse.json({ message: 'Token revoked' });
    }),
  ];
}

export const apiTokenHandlers: RequestHandler[] = createApiTokenHandlers();
