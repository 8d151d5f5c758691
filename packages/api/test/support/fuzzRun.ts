import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { paths } from '@channel-countdown/contract';
import { startFakeJwks, type FakeJwks } from '../fakes/jwks.js';
import type { DatabaseKind } from './databases.js';
import { createChannel, createNote, createUser, DEFAULT_PASSWORD } from './factories.js';
import type { FuzzIds, FuzzRequest, FuzzRole } from './fuzzCorpus.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Runs a fuzz corpus (fuzzCorpus.ts) against the real app on a real database: a signed-in user who owns a
 * channel with a timer and a note, an administrator, another user, the fake YouTube and a fake Google key
 * set. Each answer is judged: never a 5xx; a 4xx is JSON {message} with a sentence in it (a page for the
 * endpoints that answer pages) and changed none of the users' data.
 */

/** The corpus's ids, and the other user's channel, note and timer and the administrator's id. */
export type FuzzAppIds = FuzzIds & Record<'otherChannel' | 'otherNote' | 'otherTimer' | 'admin', number>;

export interface FuzzSetup {
  t: TestApp;
  jwks: FakeJwks;
  ids: FuzzAppIds;
  cookies: Record<FuzzRole, string | undefined>;
  close(): Promise<void>;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface FuzzFailure {
  request: FuzzRequest;
  answer: FuzzAnswer;
  why: string;
}

export interface FuzzCounts {
  requests: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
  /** 4xx without a JSON {message}. */
  unexplained: number;
  /** 4xx after which the users' data differed. */
  changedOn4xx: number;
  failures: FuzzFailure[];
}

async function signIn(t: TestApp, username: string): Promise<string> {
  const response = await fetch(`${t.url}${paths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEFAULT_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function startFuzzApp(kind: DatabaseKind): Promise<FuzzSetup> {
  const jwks = await startFakeJwks('cc-fuzz-table');
  const t = await startTestApp(kind, {
    env: { FIREBASE_PROJECT_ID: jwks.projectId, FIREBASE_API_KEY: 'k', FIREBASE_JWKS_URL: jwks.url },
  });
  const now = t.clock.now();
  const admin = await createUser(t.db, { username: 'fuzz_admin', role: 'admin' });
  const user = await createUser(t.db, { username: 'fuzz_user', email: 'fuzz_user@example.com' });
  const other = await createUser(t.db, { username: 'fuzz_other' });
  const own = await createChannel(t.db, user.id, now);
  const foreign = await createChannel(t.db, other.id, now);
  const timerOf = async (channelId: number) =>
    (await t.db('timers').where({ channel_id: channelId }).first()).id as number;
  const ids: FuzzAppIds = {
    ownChannel: own.id,
    ownNote: (await createNote(t.db, own.id, now)).id,
    ownTimer: await timerOf(own.id),
    otherChannel: foreign.id,
    otherNote: (await createNote(t.db, foreign.id, now)).id,
    otherTimer: await timerOf(foreign.id),
    admin: admin.id,
    user: user.id,
    other: other.id,
    importJob: 1,
    ownGroup: Number(
      (
        (await t
          .db('channel_groups')
          .insert({ user_id: user.id, name: 'Fuzzed', name_key: 'fuzzed', color: 'blue', created_at: now })
          .returning('id')) as { id: number }[]
      )[0]!.id,
    ),
  };
  const cookies = {
    visitor: undefined,
    user: await signIn(t, 'fuzz_user'),
    admin: await signIn(t, 'fuzz_admin'),
  };
  return {
    t,
    jwks,
    ids,
    cookies,
    async close() {
      await t.close();
      await jwks.close();
    },
  };
}

/** Sends one request as written; the cookie is the caller's session. */
export function send(
  baseUrl: string,
  request: Pick<FuzzRequest, 'method' | 'path' | 'headers' | 'body'>,
  cookie: string | undefined,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    // The path exactly as generated: a URL object would resolve `..` and re-encode escapes before sending.
    const { hostname, port } = new URL(baseUrl);
    const req = http.request(
      {
        hostname,
        port,
        path: request.path,
        method: request.method,
        headers: {
          ...request.headers,
          // As browsers do: Node's client sends a DELETE body without any length unless told.
          ...(request.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(request.body)) }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** What is compared before and after a refusal: every user's data, not what reads touch (activity, scores). */
const SNAPSHOT: Record<string, string[] | '*'> = {
  users: [
    'id',
    'username',
    'email',
    'first_name',
    'last_name',
    'password_hash',
    'firebase_uid',
    'role',
    'is_active',
  ],
  channels: '*',
  timers: '*',
  notes: '*',
  user_settings: '*',
  push_subscriptions: '*',
  notifications: '*',
  user_avatars: ['user_id', 'content_type'],
  import_jobs: ['id', 'user_id', 'status', 'total'],
  channel_groups: '*',
  channel_group_members: '*',
};

export async function snapshot(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(SNAPSHOT)) {
    const query = t
      .db(table)
      .orderBy(
        table === 'user_settings' || table === 'user_avatars'
          ? ['user_id']
          : table === 'channel_group_members'
            ? ['group_id', 'channel_id']
            : ['id'],
      );
    tables[table] = await (columns === '*' ? query.select('*') : query.select(columns));
  }
  return tables;
}

/** Waits until no import is pending or running (an accepted import connects channels in the background). */
async function importsSettled(t: TestApp): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const busy = await t.db('import_jobs').whereNot('status', 'done').first();
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function judge(request: FuzzRequest, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return 'a server error';
  if (answer.status < 400 || answer.status >= 500) return null;
  if (request.answersPage && answer.contentType.includes('text/html'))
    return answer.text ? null : 'an empty page';
  if (!answer.contentType.includes('application/json'))
    return `a refusal as ${answer.contentType || 'nothing'}`;
  try {
    const body = JSON.parse(answer.text) as unknown;
    const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
    const { message } = (body ?? {}) as { message?: unknown };
    if (keys.join() !== 'message' || typeof message !== 'string' || message.trim() === '')
      return 'a refusal without a {message}';
  } catch {
    return 'a refusal that is not JSON';
  }
  return null;
}

/** Sends every request in turn and counts the answers; `onFailure` may throw (a test) or not (the bench). */
export async function runFuzz(setup: FuzzSetup, requests: readonly FuzzRequest[]): Promise<FuzzCounts> {
  const { t, cookies } = setup;
  const counts: FuzzCounts = {
    requests: 0,
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    unexplained: 0,
    changedOn4xx: 0,
    failures: [],
  };
  let before = await snapshot(t);
  for (const request of requests) {
    const answer = await send(t.url, request, cookies[request.role]);
    counts.requests += 1;
    const band = `${Math.floor(answer.status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx';
    if (band in counts) counts[band] += 1;
    const why = judge(request, answer);
    if (why) {
      if (answer.status >= 400 && answer.status < 500) counts.unexplained += 1;
      counts.failures.push({ request, answer, why });
    }
    if (answer.status >= 400 && answer.status < 500) {
      const after = await snapshot(t);
      if (!isDeepStrictEqual(after, before)) {
        counts.changedOn4xx += 1;
        counts.failures.push({ request, answer, why: 'data changed on a refusal' });
        before = after;
      }
    } else {
      // An accepted call may change data: the next refusal is compared with what it left.
      await importsSettled(t);
      before = await snapshot(t);
    }
  }
  return counts;
}

/** One line per failure, for a test's message or the bench's report. */
export function describeFailure({ request, answer, why }: FuzzFailure): string {
  return `${why}: ${request.endpoint} [${request.mutation}] ${request.method} ${request.path.slice(0, 120)} as ${request.role} → ${answer.status} ${answer.text.slice(0, 160)}`;
}
