/**
 * `npm run bench:restart`: a rolling restart under load. The local cluster (scripts/cluster: two API servers
 * behind the round-robin proxy, a worker, on PostgreSQL and Redis of this machine) takes a steady stream of
 * writes from many signed-in users (notes created, timers paused and resumed), while each server in turn is
 * sent SIGTERM, waited for, and started again. Then every write that was answered 2xx is read back.
 *
 * Prints: requests, acknowledged writes, answers 5xx, requests that failed without an answer, acknowledged
 * writes lost (a note answered 201 that is not there, or a timer whose state is not its last acknowledged
 * one), and each server's exit code. Goal: 0 answers 5xx and 0 writes lost.
 *
 *   BENCH_USERS (24)  BENCH_PORT (4510: the proxy; the servers and the worker take the next three)
 *   BENCH_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test; a database of its own is made and dropped)
 *   BENCH_REDIS_URL (redis://127.0.0.1:6379/12, a database index of its own: its queues' keys, its users'
 *   sessions (signed out) and data versions, and the request limits' counts, cc:rl:*, are removed after the
 *   run, so the next run starts with fresh limits)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { paths, type Channel, type Note, type Timer } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import knexFactory from 'knex';
import { createDb, postgresConfig } from '../packages/api/src/db/knex.js';
import { migrateToLatest } from '../packages/api/src/db/migrations/index.js';
import { insertUser } from '../packages/api/src/db/users.js';
import { hashPassword } from '../packages/api/src/identity/password.js';
import { FAKE_CREATOR, startFakeYouTube } from '../packages/api/test/fakes/youtube.js';
import { TestClient } from '../packages/api/test/support/client.js';
import { startCluster } from '../scripts/cluster/cluster.js';

const USERS = Number(process.env.BENCH_USERS ?? 24);
const PORT = Number(process.env.BENCH_PORT ?? 4510);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const PASSWORD = 'Bench-Passw0rd';
/** Load before the first restart and after the last, so both ends run at steady state. */
const STEADY_MS = 3000;
/** Between restarting one server and the next (as a rolling update waits for readiness). */
const BETWEEN_MS = 2000;

interface UserState {
  client: TestClient;
  channelId: number;
  timerId: number;
  notes: Map<number, string>;
  /** The timer's last acknowledged state, and whether a later write of it went unanswered (unknown). */
  paused: boolean;
  pausedUnknown: boolean;
}

const tally = { requests: 0, acknowledged: 0, answered5xx: 0, failed: 0, other4xx: 0 };
const fivexx: string[] = [];

async function write<T>(
  user: UserState,
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<{ status: number; body: T } | undefined> {
  tally.requests += 1;
  try {
    const answer = await user.client.request<T>(method, path, body);
    if (answer.status >= 500) {
      tally.answered5xx += 1;
      fivexx.push(`${method} ${path} ${answer.status} ${JSON.stringify(answer.body)}`);
    } else if (answer.status >= 400) tally.other4xx += 1;
    else tally.acknowledged += 1;
    return answer as { status: number; body: T };
  } catch {
    tally.failed += 1;
    return undefined;
  }
}

async function main() {
  const name = `cc_bench_restart_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory(postgresConfig(PG_ADMIN_URL));
  await admin.raw(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const prefix = `cc-bench-restart-${randomBytes(4).toString('hex')}`;
  const fake = await startFakeYouTube();

  // The users exist beforehand (the per-address sign-up limit would refuse this many from one machine).
  const db = createDb({ dataDir: os.tmpdir(), databaseUrl });
  await migrateToLatest(db);
  const passwordHash = await hashPassword(PASSWORD);
  const usernames: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < USERS + 1; i++) {
    const username = i === 0 ? 'bench_admin' : `bench_user_${i}`;
    const inserted = await insertUser(db, {
      username,
      email: `${username}@example.com`,
      firstName: null,
      lastName: null,
      passwordHash,
      firebaseUid: null,
      role: i === 0 ? 'admin' : 'user',
      isActive: true,
      createdAt: new Date(),
      lastActivityAt: null,
    });
    userIds.push(inserted.id);
    if (i > 0) usernames.push(username);
  }
  await db.destroy();

  const cluster = await startCluster({
    databaseUrl,
    redisUrl: REDIS_URL,
    queuePrefix: prefix,
    proxyPort: PORT,
    serverPorts: [PORT + 1, PORT + 2],
    workerPort: PORT + 3,
    fromSource: true,
    env: {
      YOUTUBE_API_KEY: 'bench-key',
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
      YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT: '20s',
    },
  });
  const exitCodes: (number | null)[] = [];
  const started = performance.now();
  try {
    // One after another: a sign-in holds one of the address's attempts until it is answered.
    const users: UserState[] = [];
    for (const username of usernames)
      users.push(
        await (async (): Promise<UserState> => {
          const client = new TestClient(cluster.url);
          const login = await client.post(paths.login, { username, password: PASSWORD });
          if (login.status !== 200) throw new Error(`sign-in of ${username}: ${login.status}`);
          const added = await client.post<Channel>(paths.channels, { channelId: FAKE_CREATOR.id });
          if (added.status !== 201) throw new Error(`channel of ${username}: ${added.status}`);
          let channel = added.body;
          if (!channel.timer) {
            const cycle = await client.post<Channel>(paths.channelTimer(channel.id), {});
            if (cycle.status !== 201) throw new Error(`cycle of ${username}: ${cycle.status}`);
            channel = cycle.body;
          }
          return {
            client,
            channelId: channel.id,
            timerId: channel.timer!.id,
            notes: new Map(),
            paused: channel.timer!.isPaused,
            pausedUnknown: false,
          };
        })(),
      );

    let running = true;
    const loops = users.map(async (user, index) => {
      for (let seq = 0; running; seq++) {
        if (seq % 2 === 0) {
          const content = `note ${index}-${seq}`;
          const answer = await write<Note>(user, 'POST', paths.channelNotes(user.channelId), { content });
          if (answer && answer.status === 201) user.notes.set(answer.body.id, content);
        } else {
          const isPaused = !user.paused;
          const answer = await write<Timer>(user, 'PATCH', paths.timer(user.timerId), { isPaused });
          if (answer && answer.status === 200) {
            user.paused = isPaused;
            user.pausedUnknown = false;
          } else if (!answer || answer.status >= 500) user.pausedUnknown = true;
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    const restartTimes: number[] = [];
    for (const server of cluster.servers) {
      const at = performance.now();
      exitCodes.push(await server.stop());
      await server.start();
      restartTimes.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, BETWEEN_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, STEADY_MS));
    running = false;
    await Promise.all(loops);
    const seconds = (performance.now() - started) / 1000;

    // Every acknowledged write is there.
    let lostNotes = 0;
    let lostTimers = 0;
    let timersUnknown = 0;
    for (const user of users) {
      const notes = await user.client.get<Note[]>(paths.channelNotes(user.channelId));
      const stored = new Map(notes.body.map((note) => [note.id, note.content]));
      for (const [id, content] of user.notes) if (stored.get(id) !== content) lostNotes += 1;
      const channels = await user.client.get<Channel[]>(paths.channels);
      const channel = channels.body.find((candidate) => candidate.id === user.channelId);
      if (user.pausedUnknown) timersUnknown += 1;
      else if (channel?.timer?.isPaused !== user.paused) lostTimers += 1;
    }

    // Signed out, so their sessions leave Redis with the run.
    for (const user of users) await user.client.post(paths.logout);

    const rows: [string, string][] = [
      ['users writing at once', String(USERS)],
      ['duration', `${seconds.toFixed(1)} s`],
      ['requests (writes)', String(tally.requests)],
      ['acknowledged (2xx)', String(tally.acknowledged)],
      ['refused (4xx)', String(tally.other4xx)],
      ['answers 5xx', String(tally.answered5xx)],
      ['failed without an answer', String(tally.failed)],
      ['acknowledged notes lost', `${lostNotes} of ${users.reduce((sum, user) => sum + user.notes.size, 0)}`],
      ['timers not in their last acknowledged state', `${lostTimers} of ${users.length - timersUnknown}`],
      ['servers restarted (exit codes)', exitCodes.map(String).join(', ')],
      [
        'restart of one server (stop → ready)',
        restartTimes.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', '),
      ],
      ['requests the proxy sent again (a server refused)', String(cluster.proxy.retried())],
      [
        'machine',
        `${os.cpus().length} cores, load ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
      ],
    ];
    console.log('\nRolling restart of two servers under writes (bench/restart.ts)\n');
    console.log('| figure | value |\n|---|---|');
    for (const [label, value] of rows) console.log(`| ${label} | ${value} |`);
    if (fivexx.length > 0) console.log(`\n5xx answers:\n${fivexx.slice(0, 10).join('\n')}`);
    const pass = tally.answered5xx === 0 && lostNotes === 0 && lostTimers === 0;
    console.log(`\ngoal (0 answers 5xx, 0 acknowledged writes lost): ${pass ? 'met' : 'MISSED'}`);
    process.exitCode = pass ? 0 : 1;
  } finally {
    await cluster.stop();
    await fake.close();
    await admin.raw(`drop database if exists ${name} with (force)`);
    await admin.destroy();
    const redis = new Redis(REDIS_URL);
    const keys = [
      ...(await redis.keys(`${prefix}:*`)),
      ...(await redis.keys('cc:rl:*')),
      ...userIds.map((id) => `cc:user-version:${id}`),
    ];
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
