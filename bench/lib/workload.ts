/**
 * The mixed workload of bench/load and bench/crash: every autocannon connection is one signed-in user who
 * reads their channels and active timers, adds notes, and connects channels against the fake YouTube.
 * Every note the server acknowledged (201) is recorded, to be looked for in the database afterwards.
 */
import autocannon from 'autocannon';
import type { BenchUser } from './users.js';

export interface Acknowledged {
  /** Note id → the content the server confirmed. */
  notes: Map<number, string>;
  /** Answers by status, per kind of request, e.g. "POST note 201". */
  statuses: Map<string, number>;
}

export function newAcknowledged(): Acknowledged {
  return { notes: new Map(), statuses: new Map() };
}

let noteSequence = 0;

/** One user's cycle of 8 requests: 4 reads, 2 note writes, 1 channel connection (2 upstream fetches), 1 timer deletion. */
function requestsFor(user: BenchUser, acknowledged: Acknowledged): autocannon.Request[] {
  const read = { 'content-type': 'application/json', cookie: user.cookie, ...user.proxyHeaders };
  const count = (kind: string, status: number) => {
    const key = `${kind} ${status}`;
    acknowledged.statuses.set(key, (acknowledged.statuses.get(key) ?? 0) + 1);
  };
  const counted = (kind: string) => (status: number) => count(kind, status);
  const addNote: autocannon.Request = {
    method: 'POST',
    path: `/api/channels/${user.channelId}/notes`,
    headers: read,
    setupRequest(request) {
      noteSequence += 1;
      return {
        ...request,
        body: JSON.stringify({ content: `load note ${user.username} #${noteSequence}`, color: 'green' }),
      };
    },
    onResponse(status, body) {
      count('POST note', status);
      if (status !== 201) return;
      const note = JSON.parse(body) as { id: number; content: string };
      acknowledged.notes.set(note.id, note.content);
    },
  };
  // Connect @anothercreator (a lookup against the fake YouTube), then delete its timer, so the next
  // connection starts a new cycle (200) instead of being refused while the timer runs (409).
  let timerId: number | null = null;
  let deleting = false;
  const connect: autocannon.Request = {
    method: 'POST',
    path: '/api/channels',
    headers: read,
    body: JSON.stringify({ channelId: '@anothercreator' }),
    onResponse(status, body) {
      count('POST channel', status);
      if (status === 200 || status === 201)
        timerId = (JSON.parse(body) as { timer: { id: number } | null }).timer?.id ?? null;
    },
  };
  const deleteTimer: autocannon.Request = {
    method: 'DELETE',
    headers: read,
    setupRequest(request) {
      // No timer to delete (the connection was refused): read the timers instead.
      deleting = timerId !== null;
      if (timerId === null) return { ...request, method: 'GET', path: '/api/timers/active' };
      const path = `/api/timers/${timerId}`;
      timerId = null;
      return { ...request, path };
    },
    onResponse: (status) => count(deleting ? 'DELETE timer' : 'GET timers', status),
  };
  return [
    { method: 'GET', path: '/api/channels', headers: read, onResponse: counted('GET channels') },
    { method: 'GET', path: '/api/timers/active', headers: read, onResponse: counted('GET timers') },
    addNote,
    { method: 'GET', path: '/api/channels', headers: read, onResponse: counted('GET channels') },
    connect,
    { method: 'GET', path: '/api/timers/active', headers: read, onResponse: counted('GET timers') },
    addNote,
    deleteTimer,
  ];
}

export interface LoadOptions {
  url: string;
  users: BenchUser[];
  connections: number;
  duration: number;
  acknowledged: Acknowledged;
}

/** Starts autocannon; connection i is users[i % users.length]. Returns the running instance. */
export function runMixedLoad({
  url,
  users,
  connections,
  duration,
  acknowledged,
}: LoadOptions): autocannon.Instance {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    setupClient(client) {
      const user = users[next % users.length]!;
      next += 1;
      client.setRequests(requestsFor(user, acknowledged));
    },
  });
}

/** A short report of an autocannon result. */
export function describeResult(result: autocannon.Result): string[] {
  const seconds = result.duration;
  return [
    `requests: ${result.requests.total} in ${seconds.toFixed(1)} s = ${(result.requests.total / seconds).toFixed(0)} req/s ` +
      `(mean of per-second samples ${result.requests.average.toFixed(0)})`,
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `errors: ${result.errors} (timeouts ${result.timeouts}), non-2xx: ${result.non2xx}, 5xx: ${result['5xx']}`,
  ];
}

export function describeStatuses(acknowledged: Acknowledged): string {
  return [...acknowledged.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
}
