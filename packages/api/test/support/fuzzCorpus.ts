import {
  DEFAULT_SETTINGS,
  endpoints,
  MAX_ID,
  type AnyEndpoint,
  type Endpoint,
  type FileBody,
} from '@channel-countdown/contract';
import type { z } from 'zod';

/**
 * A corpus of bad requests generated from the contract's endpoint table: for every endpoint, every field of
 * its params, query and body (as its zod schema declares them, and as a valid sample fills them) is in turn
 * left out, given the wrong type, pushed past its bounds, made huge, filled with unicode (right-to-left,
 * emoji, lone surrogates, NUL and other control characters), replaced by an array or object, and joined
 * by prototype-polluting keys. Each request changes one thing of a call that is otherwise valid for the
 * caller, so a refusal is about that thing alone.
 */

/** Who sends the request: a visitor (public endpoints), a signed-in user, or an administrator. */
export type FuzzRole = 'visitor' | 'user' | 'admin';

export interface FuzzRequest {
  /** `group.name` of the table's entry. */
  endpoint: string;
  /** What was changed ("body.content: NUL"). */
  mutation: string;
  method: string;
  /** Sent as written (no normalisation of `..` or percent escapes). */
  path: string;
  role: FuzzRole;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The endpoint answers a page, not JSON: a refusal may be a page too. */
  answersPage: boolean;
}

/** The ids of the caller's own rows (and of another user) a valid call names. */
export interface FuzzIds {
  ownChannel: number;
  ownNote: number;
  ownTimer: number;
  user: number;
  other: number;
  importJob: number;
  ownGroup: number;
}

/** A wrong password: the account calls it guards are refused, whatever else is sent. */
export const FUZZ_WRONG_PASSWORD = 'Wrong-Passw0rd';

/**
 * A valid body of each entry that has a JSON body, as the user (or admin) may send it. Calls that would end
 * the session or the account are given a wrong password, so the valid form is refused by its own rule.
 */
export const VALID_BODIES: Record<string, unknown> = {
  'auth.register': { username: 'fuzz_newcomer', email: 'fuzz_newcomer@example.com', password: 'Passw0rd' },
  'auth.login': { username: 'fuzz_user', password: FUZZ_WRONG_PASSWORD },
  'auth.firebase': { idToken: 'x.y.z' },
  'user.update': { email: 'fuzz_user@example.com' },
  'user.remove': { confirmation: 'DELETE', password: FUZZ_WRONG_PASSWORD },
  'user.changePassword': { currentPassword: FUZZ_WRONG_PASSWORD, newPassword: 'N3wPassword' },
  'settings.save': DEFAULT_SETTINGS,
  'notifications.markRead': { all: true },
  'notifications.setMute': { muted: false },
  'notifications.setReminders': { muted: false, off: [{ event: 'new-upload', medium: 'email' }] },
  'channels.setCadence': { restartOnUpload: false },
  'channels.setMilestoneAlert': { alert: 5_000_000_000 },
  'push.subscribe': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
  'push.unsubscribe': { endpoint: 'https://fcm.googleapis.com/fcm/send/none' },
  'channels.connect': { channelId: '@fakecreator' },
  'channels.startCycle': { durationDays: 7 },
  'imports.start': { inputs: ['@fakecreator'] },
  'timers.pause': { isPaused: false },
  'notes.create': { content: 'A fuzzed note', color: 'red' },
  'notes.update': { content: 'A fuzzed note' },
  'admin.setUserStatus': { isActive: true },
  'tokens.create': { name: 'A fuzzed token', scopes: ['read'] },
  'destinations.create': {
    kind: 'webhook',
    name: 'A fuzzed webhook',
    url: 'https://hooks.example.com/fuzz',
    events: ['new-upload'],
  },
  'destinations.update': { name: 'A fuzzed webhook' },
  'groups.create': { name: 'A fuzzed group', color: 'teal' },
  'groups.update': { name: 'A renamed group', color: 'amber' },
  'groups.setChannelGroups': { groupIds: [] },
};

/** A valid value of each path parameter, by entry and name. */
function validParam(key: string, name: string, ids: FuzzIds): string {
  if (name === 'input') return '@fakecreator';
  if (name === 'userId') return String(ids.user);
  if (name === 'noteId') return String(ids.ownNote);
  if (name === 'timerId') return String(ids.ownTimer);
  // A feed secret's shape (feeds.ts): the caller's own is not in the ids, and any other reads as a 404.
  if (name === 'token') return `ccf_${'A'.repeat(43)}`;
  if (key.startsWith('admin.')) return String(ids.other);
  if (key.startsWith('imports.')) return String(ids.importJob);
  if (key === 'groups.update' || key === 'groups.remove') return String(ids.ownGroup);
  return String(ids.ownChannel);
}

/* ----------------------------------------- the values ----------------------------------------- */

const HUGE = 'x'.repeat(10_000);
/** Past the JSON body limit: a 413. */
const HUGER = 'x'.repeat(200_000);

/** Strings of every kind a field may be given. */
const STRINGS: Array<[string, string]> = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['bell', 'a\u0007b'],
  ['escape sequence', '\u001b[31mred'],
  ['DEL', '\u007f'],
  ['right-to-left override', '\u202egnp.exe'],
  ['Hebrew', 'שלום עולם'],
  ['Arabic', 'مرحبا'],
  ['emoji', '🎉👩‍👩‍👧‍👦'],
  ['many emoji', '🎉'.repeat(3000)],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['zero-width', '\u200b\u200d\ufeff'],
  ['combining marks', `e${'\u0301'.repeat(500)}`],
  ['full-width digits', '１２３'],
  ['huge', HUGE],
  ['larger than a body', HUGER],
  ['digits', '12'],
  ['hex', '0x10'],
  ['exponent', '1e3'],
  ['SQL', "' or 1=1 --"],
  ['markup', '<script>alert(1)</script>'],
  ['path', '../../etc/passwd'],
];

/** Values of the wrong type, out of bounds or huge, and containers where a scalar is expected. */
const VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['0', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['MAX_ID', MAX_ID],
  ['MAX_ID + 1', MAX_ID + 1],
  ['2^53 + 2', 2 ** 53 + 2],
  ['1e300', 1e300],
  ['-1e300', -1e300],
  ['5e-324', 5e-324],
  ['empty array', []],
  ['array', ['x', 1]],
  ['empty object', {}],
  ['object', { a: 1 }],
  ['deep array', JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown],
  ['long array', Array.from({ length: 5000 }, (_, i) => i)],
  ...STRINGS,
];

/** Values a path segment or query value may be given, already percent-encoded where needed. */
const SEGMENTS: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['hex', '0x10'],
  ['exponent', '1e3'],
  ['leading space', '%201'],
  ['plus', '+1'],
  ['leading zero', '01'],
  ['MAX_ID + 1', String(MAX_ID + 1)],
  ['huge number', '9'.repeat(400)],
  ['letters', 'abc'],
  ['empty', ''],
  ['NUL', '%00'],
  ['NUL inside', '1%002'],
  ['control', '%07'],
  ['right-to-left override', '%E2%80%AE1'],
  ['emoji', '%F0%9F%8E%89'],
  ['lone surrogate', '%ED%A0%80'],
  ['bad escape', '%'],
  ['bad escape pair', '%zz'],
  ['dot dot', '..'],
  ['huge', 'x'.repeat(5000)],
  ['proto', '__proto__'],
  ['constructor', 'constructor'],
  ['brackets', '%5B%5D'],
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/* -------------------------------------- the schemas' fields -------------------------------------- */

type Def = {
  type?: string;
  shape?: Record<string, unknown>;
  options?: unknown[];
  in?: unknown;
  out?: unknown;
};
const defOf = (schema: unknown): Def => ((schema as { _zod?: { def?: Def } })._zod?.def ?? {}) as Def;

/** The field names of an object schema, looking through pipes, preprocessing and unions. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  const fields = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (!node || depth > 6) return;
    const def = defOf(node);
    if (def.type === 'object' && def.shape) for (const key of Object.keys(def.shape)) fields.add(key);
    if (def.type === 'pipe') {
      walk(def.in, depth + 1);
      walk(def.out, depth + 1);
    }
    if (def.type === 'union') for (const option of def.options ?? []) walk(option, depth + 1);
  };
  walk(schema, 0);
  return [...fields];
}

/** Every leaf path of a JSON value (objects walked, arrays and scalars are leaves). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

function withPath(value: unknown, path: string[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head];
  else copy[head] = withPath(copy[head], rest, replacement, remove);
  return copy;
}

const isSchema = (part: unknown): part is z.ZodType =>
  typeof part === 'object' && part !== null && 'safeParse' in part;

/* -------------------------------------- building requests -------------------------------------- */

function fillPath(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'missing');
}

const roleOf = (entry: Endpoint): FuzzRole =>
  entry.access === 'admin' ? 'admin' : entry.access === 'user' ? 'user' : 'visitor';

/** A JSON text with a key JSON.stringify would drop or treat specially (`__proto__`). */
function jsonWithKey(valid: unknown, key: string, value: unknown): string {
  const rest = JSON.stringify(valid ?? {});
  const member = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  return rest === '{}' ? `{${member}}` : `{${member},${rest.slice(1)}`;
}

function fileBodyRequests(entry: Endpoint, body: FileBody): Array<Omit<FuzzRequest, 'endpoint'>> {
  const type = body.mediaTypes?.[0] ?? 'text/csv';
  const base = { method: entry.method, path: entry.path, role: roleOf(entry), answersPage: false };
  const file = (mutation: string, bytes: Buffer | string, contentType = type) => ({
    ...base,
    mutation: `file: ${mutation}`,
    headers: { 'content-type': contentType },
    body: bytes,
  });
  return [
    file('empty', ''),
    file('text under its type', 'not what it claims to be'),
    file('NUL bytes', Buffer.alloc(64)),
    file('invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd, 0x41, 0xc3, 0x28])),
    file('NUL line', 'https://www.youtube.com/@fakecreator\n@fake\u0000creator\n'),
    file('control characters', '\u0007\u001b[31m@fakecreator\u007f\n'),
    file('right-to-left and emoji', '\u202e@fakecreator 🎉\n\ud800\n'),
    file('one huge line', `@${'x'.repeat(100_000)}\n`),
    file('many lines', Array.from({ length: 3000 }, (_, i) => `@fuzz_${i}`).join('\n')),
    file(
      'XML entities',
      '<?xml version="1.0"?><!DOCTYPE o [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><opml><body><outline xmlUrl="&b;"/></body></opml>',
    ),
    file('a byte too many', Buffer.alloc(body.maxBytes + 1, 0x41)),
    file('a PNG header only', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    file('a GIF header only', 'GIF89a'),
    file('a type of another kind', 'x', 'application/octet-stream'),
  ];
}

/** Every request of the corpus for one entry of the table. */
function entryRequests(key: string, entry: Endpoint, ids: FuzzIds): FuzzRequest[] {
  const role = roleOf(entry);
  const answersPage = !isSchema(entry.answer) && entry.answer.mediaTypes.includes('text/html');
  const paramNames = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const validParams = Object.fromEntries(paramNames.map((name) => [name, validParam(key, name, ids)]));
  const validPath = fillPath(entry.path, validParams);
  const validBody = isSchema(entry.body) ? VALID_BODIES[key] : undefined;
  if (isSchema(entry.body) && validBody === undefined)
    throw new Error(`The fuzz corpus has no valid body of ${key}: add one to VALID_BODIES`);
  const jsonBody = validBody === undefined ? undefined : JSON.stringify(validBody);
  const requests: Array<Omit<FuzzRequest, 'endpoint'>> = [];
  const request = (mutation: string, path: string, body = jsonBody) =>
    requests.push({
      mutation,
      method: entry.method,
      path,
      role,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body,
      answersPage,
    });

  // Path parameters.
  for (const name of paramNames)
    for (const [label, value] of SEGMENTS)
      request(`params.${name}: ${label}`, fillPath(entry.path, { ...validParams, [name]: value }));

  // Query fields: each given every value, twice (an array), as an object, and polluting keys.
  const queryFields = fieldsOf(isSchema(entry.query) ? entry.query : undefined);
  for (const field of queryFields) {
    for (const [label, value] of SEGMENTS)
      request(`query.${field}: ${label}`, `${validPath}?${field}=${value}`);
    request(`query.${field}: twice`, `${validPath}?${field}=1&${field}=2`);
    request(`query.${field}: as an object`, `${validPath}?${field}[a]=1`);
  }
  for (const polluting of POLLUTING_KEYS) {
    request(`query: ${polluting}`, `${validPath}?${polluting}=1`);
    request(`query: ${polluting}[polluted]`, `${validPath}?${polluting}[polluted]=1&${polluting}.polluted=1`);
  }

  // Body fields: every field of the schema and every leaf of the valid sample.
  if (isSchema(entry.body)) {
    const paths = new Map<string, string[]>();
    for (const field of fieldsOf(entry.body)) paths.set(field, [field]);
    for (const leaf of leafPaths(validBody)) if (leaf.length > 0) paths.set(leaf.join('.'), leaf);
    for (const [name, path] of paths) {
      request(`body.${name}: missing`, validPath, JSON.stringify(withPath(validBody, path, undefined, true)));
      for (const [label, value] of VALUES)
        request(`body.${name}: ${label}`, validPath, JSON.stringify(withPath(validBody, path, value)));
      const sample = path.reduce<unknown>(
        (value, part) => (value as Record<string, unknown> | undefined)?.[part],
        validBody,
      );
      if (typeof sample === 'number')
        for (const delta of [-1, 1])
          request(
            `body.${name}: ${sample + delta}`,
            validPath,
            JSON.stringify(withPath(validBody, path, sample + delta)),
          );
      if (typeof sample === 'string') {
        request(
          `body.${name}: with NUL`,
          validPath,
          JSON.stringify(withPath(validBody, path, `${sample}\u0000`)),
        );
        request(
          `body.${name}: repeated`,
          validPath,
          JSON.stringify(withPath(validBody, path, sample.repeat(300))),
        );
        request(`body.${name}: as a list`, validPath, JSON.stringify(withPath(validBody, path, [sample])));
      }
    }
    for (const polluting of POLLUTING_KEYS) {
      request(
        `body: ${polluting} key`,
        validPath,
        jsonWithKey(validBody, polluting, { role: 'admin', isAdmin: true }),
      );
      request(
        `body: ${polluting}.prototype`,
        validPath,
        jsonWithKey(validBody, polluting, { prototype: { role: 'admin' } }),
      );
    }
    for (const [label, text] of [
      ['array', '[]'],
      ['null', 'null'],
      ['string', '"text"'],
      ['number', '1e300'],
      ['empty object', '{}'],
      ['duplicate keys', jsonBody!.replace(/^\{/, '{"a":1,"a":2,')],
    ] as const)
      request(`body: ${label}`, validPath, text);
  } else if (entry.body && !isSchema(entry.body)) {
    requests.push(...fileBodyRequests({ ...entry, path: validPath }, entry.body));
  }
  return requests.map((r) => ({ ...r, endpoint: key }));
}

/** The whole corpus: every entry of the table, every field, every value. */
export function fuzzCorpus(ids: FuzzIds): FuzzRequest[] {
  return Object.entries(endpoints).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, AnyEndpoint>).flatMap(([name, entry]) =>
      entryRequests(`${group}.${name}`, entry, ids),
    ),
  );
}

/** A small PRNG (mulberry32): the same seed draws the same sample. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A deterministic sample of about `size` requests: the same share of every endpoint (at least `perEndpoint`),
 * drawn with `seed`, in the corpus's order.
 */
export function sampleCorpus(
  corpus: FuzzRequest[],
  size: number,
  seed: number,
  perEndpoint = 4,
): FuzzRequest[] {
  const next = random(seed);
  const byEndpoint = new Map<string, FuzzRequest[]>();
  for (const request of corpus)
    byEndpoint.set(request.endpoint, [...(byEndpoint.get(request.endpoint) ?? []), request]);
  const share = Math.max(perEndpoint, Math.ceil(size / byEndpoint.size));
  return [...byEndpoint.values()].flatMap((requests) => {
    const shuffled = requests
      .map((request) => ({ request, order: next() }))
      .sort((a, b) => a.order - b.order);
    return shuffled.slice(0, share).map(({ request }) => request);
  });
}
