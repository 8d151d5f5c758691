/**
 * Benchmark (a script, not a test): what a page drawn by the server costs the server (issue 22). The built
 * server (production mode, SQLite in a throwaway DATA_DIR, on a free port) holds 1,000 bulk users (bench:
 * scale's seed; the first ten are administrators) and one creator with 100 channels. autocannon asks, each for
 * BENCH_DURATION seconds at BENCH_CONNECTIONS connections: the sign-in page of a visitor, the creator's
 * dashboard and an administrator's /admin (each drawn: its reads made through the app, then rendered), and
 * /analytics, which the browser draws (index.html as it is), as the floor. Prints requests/s, the server's CPU time
 * per page (user + system, from /proc: it holds under a busy machine where requests/s do not), p50/p99 latency and
 * the page's size, plain and as sent to a browser (Accept-Encoding: br, gzip).
 *
 *   npm run bench:pages              (builds first)
 *   Env: BENCH_DURATION (s per page, default 10), BENCH_CONNECTIONS (default 10), BENCH_USERS (default 1000),
 *   BENCH_PAGE (one page: auth, dashboard, admin or analytics), BENCH_PROFILE=<dir> (the server's CPU profile,
 *   written there as it stops; open it in DevTools or speedscope).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../packages/api/src/db/knex.js';
import { migrateToLatest } from '../packages/api/src/db/migrations/index.js';
import { hashPassword } from '../packages/api/src/identity/password.js';
import { refreshEngagement } from '../packages/api/src/domain/engagement/refresh.js';
import { startFakeYouTube } from '../packages/api/test/fakes/youtube.js';
import { seedDashboardUser } from './lib/dashboardSeed.js';
import { cpuMsOf, freePort, startBuiltServer } from './lib/processes.js';
import { envNumber, machineLoad } from './lib/run.js';
import { scaleUsername, seedScaleUsers } from './lib/scaleSeed.js';
import { proxyHeaders } from './lib/users.js';

const DURATION = envNumber('BENCH_DURATION', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const USERS = envNumber('BENCH_USERS', 1000);
const PASSWORD = 'BenchPassw0rd';
const CREATOR = 'pages_creator';
const ONLY = process.env.BENCH_PAGE;
const PROFILE = process.env.BENCH_PROFILE;

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-pages-'));
const fake = await startFakeYouTube();
const now = new Date();
{
  const db = createDb({ dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
    await seedScaleUsers(db, now, 0, USERS);
    await seedDashboardUser(db, { username: CREATOR, password: PASSWORD, now });
    await db('users')
      .where('username', scaleUsername(0))
      .update({ password_hash: await hashPassword(PASSWORD) });
    await refreshEngagement(db, now);
  } finally {
    await db.destroy();
  }
}
const server = await startBuiltServer({
  dataDir,
  port: await freePort(),
  youtubeWebBaseUrl: fake.webBaseUrl,
  env: PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(PROFILE)}` } : {},
});

/** The Cookie header of a sign-in (through the assumed TLS proxy, as the production cookie needs). */
async function cookieOf(username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...proxyHeaders(1) },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The page's bytes as sent without and with a browser's Accept-Encoding, and whether the server drew it. */
async function sizes(url: string, headers: Record<string, string>) {
  const plain = await fetch(url, { headers });
  const html = await plain.text();
  // fetch would decode the answer: node:http counts the bytes as they came.
  const sent = await new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    get(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }));
    }).on('error', reject);
  });
  return { plain: Buffer.byteLength(html), sent, drawn: html.includes('cc-server-state') };
}

const creator = await cookieOf(CREATOR);
const administrator = await cookieOf(scaleUsername(0));
const PAGES: Array<{ key: string; name: string; path: string; cookie?: string }> = [
  { key: 'auth', name: '/auth, a visitor', path: '/auth' },
  { key: 'dashboard', name: 'dashboard, 100 channels', path: '/', cookie: creator },
  {
    key: 'admin',
    name: `/admin, ${USERS.toLocaleString('en-US')} users`,
    path: '/admin',
    cookie: administrator,
  },
  { key: 'analytics', name: '/analytics (not drawn: the floor)', path: '/analytics', cookie: creator },
].filter((page) => !ONLY || page.key === ONLY);
if (PAGES.length === 0) throw new Error(`BENCH_PAGE=${ONLY}: not one of auth, dashboard, admin, analytics`);

const rows: string[] = [];
try {
  console.log(`machine: ${machineLoad()}`);
  for (const page of PAGES) {
    const url = `${server.url}${page.path}`;
    const headers = { 'x-forwarded-proto': 'https', ...(page.cookie ? { cookie: page.cookie } : {}) };
    const size = await sizes(url, headers);
    if (size.drawn !== !page.name.includes('not drawn'))
      throw new Error(`${page.name}: drawn is ${size.drawn}`);
    const cpuBefore = cpuMsOf(server.child.pid!);
    const result = await autocannon({ url, headers, duration: DURATION, connections: CONNECTIONS });
    const cpuPerPage = (cpuMsOf(server.child.pid!) - cpuBefore) / result.requests.total;
    if (result.non2xx || result.errors)
      throw new Error(`${page.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push(
      `| ${page.name} | ${result.requests.average.toFixed(0)} | ${cpuPerPage.toFixed(2)} | ${result.latency.p50} | ${result.latency.p99} | ${(size.plain / 1024).toFixed(1)} KB | ${(size.sent.bytes / 1024).toFixed(1)} KB (${size.sent.encoding}) |`,
    );
  }
} finally {
  await server.stop('SIGTERM');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`machine after: ${machineLoad()}`);
console.log(`${DURATION} s per page at ${CONNECTIONS} connections, the built server in production mode`);
console.log(
  [
    '| page | req/s | server CPU ms per page | p50 ms | p99 ms | HTML | sent to a browser |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
