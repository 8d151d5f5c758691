/**
 * Load benchmark (a script, not a test): the built server (node packages/api/dist/server.js, production
 * mode, SQLite in a temp DATA_DIR, keyless YouTube against the fake) under a mixed workload from autocannon
 * on loopback — every connection a signed-in user reading channels and active timers, adding notes and
 * connecting channels. Prints throughput, p50/p99, errors and non-2xx and the server's peak memory (RSS),
 * then checks every note the server acknowledged (201) is in the database. Exits 1 on a lost note, a 5xx or a connection error.
 *
 *   npm run build && npm run bench:load
 *   Env: BENCH_DURATION (s, default 60), BENCH_CONNECTIONS (default 100), BENCH_USERS (default = connections).
 */
import { describeResult, describeStatuses, newAcknowledged, runMixedLoad } from './lib/workload.js';
import { envNumber, machineLoad, setUp } from './lib/run.js';
import { checkSqlite } from './lib/verify.js';
import { peakRss } from './lib/processes.js';

const duration = envNumber('BENCH_DURATION', 60);
const connections = envNumber('BENCH_CONNECTIONS', 100);
const userCount = envNumber('BENCH_USERS', connections);

const setup = await setUp(userCount);
try {
  console.log(
    `mixed load: ${duration} s at ${connections} connections, ${userCount} users; machine: ${machineLoad()}`,
  );
  const acknowledged = newAcknowledged();
  const result = await runMixedLoad({
    url: setup.server.url,
    users: setup.users,
    connections,
    duration,
    acknowledged,
  });
  console.log(`machine after the run: ${machineLoad()}`);
  for (const line of describeResult(result)) console.log(line);
  console.log(`answers: ${describeStatuses(acknowledged)}`);

  // Read before the stop: the peak of the server process over the setup and the whole run.
  const peak = peakRss(setup.server.child);
  console.log(
    `server peak memory (RSS): ${peak === null ? 'unknown (no /proc)' : `${(peak / 1024 / 1024).toFixed(0)} MB`}`,
  );
  const exitCode = await setup.server.stop('SIGTERM');
  console.log(`server stopped with SIGTERM: exit ${exitCode}`);
  const check = await checkSqlite(setup.dataDir, acknowledged);
  console.log(
    `notes acknowledged (201): ${check.acknowledged}, in the database: ${check.found}, lost: ${check.missing.length}; ` +
      `integrity_check: ${check.integrity}`,
  );
  const ok =
    check.missing.length === 0 &&
    check.integrity === 'ok' &&
    result['5xx'] === 0 &&
    result.errors === 0 &&
    exitCode === 0;
  console.log(ok ? 'RESULT: OK — zero lost writes, zero 5xx, zero errors' : 'RESULT: FAILED');
  if (!ok) process.exitCode = 1;
} finally {
  await setup.cleanUp();
}
