/**
 * Crash benchmark (a script, not a test): the load of bench/load on the built server; halfway through the
 * server is killed with SIGKILL (no shutdown code runs), then started again on the same DATA_DIR. Checks
 * that every note acknowledged before the kill is in the database, that SQLite's integrity_check says ok,
 * and that every user's session cookie from before the crash still signs them in (and can still write).
 *
 *   npm run build && npm run bench:crash
 *   Env: BENCH_DURATION (s of load before the kill × 2, default 20), BENCH_CONNECTIONS (default 100).
 */
import { checkSqlite } from './lib/verify.js';
import { envNumber, machineLoad, setUp } from './lib/run.js';
import { describeResult, describeStatuses, newAcknowledged, runMixedLoad } from './lib/workload.js';

const duration = envNumber('BENCH_DURATION', 20);
const connections = envNumber('BENCH_CONNECTIONS', 100);
const killAfterMs = (duration * 1000) / 2;

const setup = await setUp(connections);
try {
  console.log(
    `write load at ${connections} connections; SIGKILL after ${killAfterMs / 1000} s; machine: ${machineLoad()}`,
  );
  const acknowledged = newAcknowledged();
  const load = runMixedLoad({
    url: setup.server.url,
    users: setup.users,
    connections,
    duration,
    acknowledged,
  });
  const killed = new Promise<void>((resolve) =>
    setTimeout(() => {
      void setup.server.stop('SIGKILL').then((code) => {
        console.log(`server killed with SIGKILL (exit ${code}) while under load`);
        load.stop();
        resolve();
      });
    }, killAfterMs),
  );
  const result = await load;
  await killed;
  for (const line of describeResult(result)) console.log(line);
  console.log(`answers before the kill: ${describeStatuses(acknowledged)}`);

  const check = await checkSqlite(setup.dataDir, acknowledged);
  console.log(
    `after the crash: notes acknowledged ${check.acknowledged}, in the database ${check.found}, lost ${check.missing.length}; ` +
      `integrity_check: ${check.integrity}`,
  );

  const server = await setup.restart();
  let signedIn = 0;
  let wrote = 0;
  for (const user of setup.users) {
    const headers = { cookie: user.cookie, 'content-type': 'application/json', ...user.proxyHeaders };
    const me = await fetch(`${server.url}/api/user`, { headers });
    if (me.ok && ((await me.json()) as { username?: string }).username === user.username) signedIn += 1;
    const note = await fetch(`${server.url}/api/channels/${user.channelId}/notes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: 'written after the restart' }),
    });
    if (note.status === 201) wrote += 1;
  }
  console.log(
    `after the restart: ${signedIn}/${setup.users.length} pre-crash sessions still signed in, ${wrote} of them wrote a note`,
  );

  const ok =
    check.acknowledged > 0 &&
    check.missing.length === 0 &&
    check.integrity === 'ok' &&
    signedIn === setup.users.length &&
    wrote === setup.users.length;
  console.log(
    ok ? 'RESULT: OK — no acknowledged write lost, database intact, sessions survive' : 'RESULT: FAILED',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await setup.cleanUp();
}
