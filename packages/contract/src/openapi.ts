import { z } from 'zod';
import { messageResponseSchema } from './common.js';
import {
  endpoints,
  tokenScopeOf,
  type Endpoint,
  type Endpoints,
  type FileBody,
  type OtherAnswer,
} from './endpoints.js';

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table (endpoints.ts): one operation per
 * entry, its path and query parameters, request body and answers as JSON Schema (zod's `toJSONSchema`: what
 * a caller sends as the schemas' input, what it gets back as their output), the error answers it can give,
 * and who may call it. Pure: the server serves it (GET /api/openapi.json), tests validate it.
 */

/** A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect). */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<Lowercase<Endpoint['method']>, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
    responses: Record<string, Record<string, unknown>>;
  };
}

export interface OpenApiOptions {
  /** Where the API is served (PUBLIC_URL); the table's paths start with /api under it. */
  serverUrl: string;
  /** The session cookie's name, which cookieAuth names. */
  sessionCookie: string;
  /** The document's version (the server's). */
  version: string;
}

/** The security schemes: the browser's session cookie, and a personal API token as a Bearer header. */
export const COOKIE_AUTH = 'cookieAuth';
export const BEARER_AUTH = 'bearerAuth';

/** What each resource (a group of the table) is, for the reference's sections. */
const TAG_DESCRIPTIONS: Partial<Record<keyof Endpoints | (string & {}), string>> = {
  meta: "The instance's health, the browser's configuration and this document",
  auth: 'Signing up, in and out',
  user: 'The account: profile, password, picture, export, deletion',
  settings: "The user's settings",
  notifications: 'In-app notifications, muted channels and email unsubscribe',
  push: 'Web Push subscriptions',
  channels: 'Connected YouTube channels, their cycles and figures',
  imports: 'Importing channels from a subscriptions file',
  timers: 'Running countdown timers',
  notes: "A channel's notes",
  dashboard: "The dashboard's counts",
  analytics: "The user's figures over time",
  admin: 'Administration (administrators only)',
  feeds: 'Secret feed addresses: Atom, JSON Feed and iCalendar for feed readers and calendar apps',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isFileBody = (body: Endpoint['body']): body is FileBody =>
  typeof body === 'object' && 'kind' in body && body.kind === 'file';
const isOtherAnswer = (answer: Endpoint['answer']): answer is OtherAnswer =>
  typeof answer === 'object' && 'kind' in answer && answer.kind === 'other';

/** What a refusal of each status means, as its answer's description. */
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds until a new try may succeed', schema: { type: 'integer' } },
};

const REFUSALS: Record<number, { name: string; description: string; retryAfter?: boolean }> = {
  400: {
    name: 'InvalidInput',
    description: 'The input is invalid; the message names the field and the rule',
  },
  401: {
    name: 'NotSignedIn',
    description: 'Not signed in (or the session ended), or the credentials are wrong',
  },
  403: {
    name: 'Forbidden',
    description:
      "Not allowed: not an administrator, a deactivated account, or a write sent by another site's page",
  },
  404: { name: 'NotFound', description: 'No such resource, or one that belongs to someone else' },
  409: {
    name: 'Conflict',
    description: 'The request clashes with the data (a name taken, a cycle still running)',
  },
  413: { name: 'TooLarge', description: 'The body is larger than allowed' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a type this call accepts' },
  429: {
    name: 'TooManyAttempts',
    description: 'Too many attempts for now; Retry-After says when to try again',
    retryAfter: true,
  },
  502: { name: 'UpstreamFailed', description: 'YouTube or Google failed, or answered what cannot be used' },
  503: {
    name: 'Unavailable',
    description:
      "The database or Redis is away for a moment, or the day's YouTube budget is spent; Retry-After says when to try again",
    retryAfter: true,
  },
};

/**
 * The error statuses an entry can answer: 400 with any input (params, query, body, or a malformed JSON
 * body), 401 when a user must be signed in, 403 for an administrator's call and for a write (another site's
 * page), 404 with params, 413 and 415 with a body, 503 always (the database away), and the entry's own
 * `refusals`. A status the entry lists as a success (the health check's 503) is not a refusal.
 */
export function impliedRefusals(entry: Endpoint): number[] {
  const statuses = new Set<number>(entry.refusals ?? []);
  const writes = STATE_CHANGING.has(entry.method);
  if (entry.params || entry.query || entry.body) statuses.add(400);
  if (entry.access !== 'public') statuses.add(401);
  if (entry.access === 'admin' || writes) statuses.add(403);
  if (entry.params) statuses.add(404);
  if (entry.body) statuses.add(413);
  if (writes) statuses.add(415);
  statuses.add(503);
  for (const success of entry.status ?? []) statuses.delete(success);
  return [...statuses].sort((a, b) => a - b);
}

function securityOf(entry: Endpoint): Record<string, string[]>[] {
  if (entry.access === 'public') return [];
  // A personal API token (Bearer) may call the entry when it has the entry's scope; null = the cookie alone.
  const scope = tokenScopeOf(entry);
  return [{ [COOKIE_AUTH]: [] }, ...(scope ? [{ [BEARER_AUTH]: [scope] }] : [])];
}

/** A zod schema as a JSON Schema inside the document (no `$schema` of its own; nothing to point at). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
  return rest;
}

/** `/api/channels/:id/notes/:noteId` → `/api/channels/{id}/notes/{noteId}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The properties of an object schema (params, query) as OpenAPI parameters. */
function parametersOf(schema: z.ZodType, where: 'path' | 'query'): Record<string, unknown>[] {
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' && { description }),
      schema: rest,
    };
  });
}

function requestBodyOf(body: NonNullable<Endpoint['body']>): Record<string, unknown> {
  if (isFileBody(body)) {
    const types = body.mediaTypes ?? ['application/octet-stream'];
    return {
      required: true,
      description: `The file's bytes under their own Content-Type (${
        body.mediaTypes ? body.mediaTypes.join(', ') : 'any type: the server tells the formats apart'
      }), at most ${body.maxBytes} bytes`,
      // A file's bytes: no JSON Schema describes them (OpenAPI 3.1 leaves the schema out).
      content: Object.fromEntries(types.map((type) => [type, {}])),
    };
  }
  // The server reads an absent JSON body as {}: the body is required only when {} is not valid.
  return {
    required: !body.safeParse({}).success,
    content: { 'application/json': { schema: jsonSchema(body, 'input') } },
  };
}

/** The content of an answer that is not JSON: text as a string, JSON as an object, anything else bytes. */
function otherContent(answer: OtherAnswer): Record<string, unknown> {
  return Object.fromEntries(
    answer.mediaTypes.map((type) => {
      if (type === 'application/json') return [type, { schema: { type: 'object' } }];
      if (type.startsWith('text/')) return [type, { schema: { type: 'string' } }];
      return [type, {}];
    }),
  );
}

function operationOf(group: string, name: string, entry: Endpoint): OpenApiOperation {
  const successes = entry.status ?? [200];
  const content = isOtherAnswer(entry.answer)
    ? otherContent(entry.answer)
    : { 'application/json': { schema: jsonSchema(entry.answer, 'output') } };
  const responses: OpenApiOperation['responses'] = {};
  for (const status of successes)
    responses[String(status)] = {
      description:
        status === successes[0] ? entry.summary : `The same answer, with ${status}: see the summary`,
      content,
    };
  for (const status of impliedRefusals(entry)) {
    const refusal = REFUSALS[status];
    if (!refusal) throw new Error(`${entry.method} ${entry.path}: no description of a ${status} refusal`);
    responses[String(status)] = { $ref: `#/components/responses/${refusal.name}` };
  }
  return {
    operationId: `${group}${capitalized(name)}`,
    summary: entry.summary,
    tags: [group],
    security: securityOf(entry),
    ...((entry.params || entry.query) && {
      parameters: [
        ...(entry.params ? parametersOf(entry.params, 'path') : []),
        ...(entry.query ? parametersOf(entry.query, 'query') : []),
      ],
    }),
    ...(entry.body && { requestBody: requestBodyOf(entry.body) }),
    responses,
  };
}

/** Every entry of the table with its group and name, in the table's order. */
export function endpointEntries(): { group: string; name: string; entry: Endpoint }[] {
  return Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(([name, entry]) => ({ group, name, entry })),
  );
}

export function openApiDocument({ serverUrl, sessionCookie, version }: OpenApiOptions): OpenApiDocument {
  const entries = endpointEntries();
  const paths: OpenApiDocument['paths'] = {};
  for (const { group, name, entry } of entries) {
    const item = (paths[openApiPath(entry.path)] ??= {});
    item[entry.method.toLowerCase() as Lowercase<Endpoint['method']>] = operationOf(group, name, entry);
  }
  const groups = [...new Set(entries.map(({ group }) => group))];
  const message = jsonSchema(messageResponseSchema, 'output');
  return {
    openapi: '3.1.1',
    info: {
      title: 'Channel Countdown API',
      version,
      description:
        'Every call of Channel Countdown: channels and their countdown cycles, notes, timers, analytics, ' +
        'settings, notifications and administration. A refusal answers `{ "message": … }` with its status.',
    },
    servers: [{ url: serverUrl, description: 'This instance' }],
    tags: groups.map((group) => ({
      name: group,
      ...(TAG_DESCRIPTIONS[group] && { description: TAG_DESCRIPTIONS[group] }),
    })),
    paths,
    components: {
      schemas: { Message: message },
      securitySchemes: {
        [COOKIE_AUTH]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description:
            'The session cookie that signing in sets (POST /api/login or /api/register). A write from a ' +
            "browser must come from this server's own pages (Origin).",
        },
        [BEARER_AUTH]: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token, as `Authorization: Bearer <token>`, within its scopes',
        },
      },
      responses: Object.fromEntries(
        Object.values(REFUSALS).map(({ name, description, retryAfter }) => [
          name,
          {
            description,
            ...(retryAfter && { headers: RETRY_AFTER }),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
          },
        ]),
      ),
    },
  };
}
