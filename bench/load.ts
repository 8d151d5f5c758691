/**
 * Load benchmark (a script, not a test): the built server (started as `npm run serve` starts it: the
 * packages/api/bin/serve launcher, production mode, SQLite in a temp DATA_DIR, keyless YouTube against the
 * fake) under a mixed workload from autocannon on loopback — every connection a signed-in user reading
 * channels and active timers, adding notes and connecting channels. Prints throughput, p50/p99, errors and
 * non-2xx and the server's peak memory (RSS), then checks every note the server acknowledged (201) is in the
 * database. Exits 1 on a lost note, a 5xx or a connection error.
 *
 * With BENCH_RUNS=3 the same server process takes the load three times; after each run it prints that run's
 * peak RSS and the RSS once the server has been idle for BENCH_SETTLE seconds, and at the end whether either
 * grew from the first run to the last (a leak would). Each run after the first signs up users of its own
 * first (a user may look up 30 channels in 5 minutes, which one run's connections spend); the peak while they
 * sign up, and the setup's, are printed apart from the load's.
 *
 *   npm run build && npm run bench:load
 *   Env: BENCH_DURATION (s, default 60), BENCH_CONNECTIONS (default 100), BENCH_USERS (default = connections),
 *   BENCH_RUNS (default 1), BENCH_SETTLE (s, default 10), BENCH_PORT (the server's port, default a free one).
 */
import type { ChildProcess } from 'node:child_process';
import { describeResult, describeStatuses, newAcknowledged, runMixedLoad } from './lib/workload.js';
import { envNumber, machineLoad, setUp } from './lib/run.js';
import { checkSqlite } from './lib/verify.js';
import { currentRss, peakRss, resetPeakRss } from './lib/processes.js';
import { createUsers } from './lib/users.js';

const duration = envNumber('BENCH_DURATION', 60);
const connections = envNumber('BENCH_CONNECTIONS', 100);
const userCount = envNumber('BENCH_USERS', connections);
const runs = Math.floor(envNumber('BENCH_RUNS', 1));
const settleSeconds = envNumber('BENCH_SETTLE', 10);

const mb = (bytes: number | null) =>
  bytes === null ? 'unknown (no /proc)' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Growth beyond this share of the first run's figure counts as growth (the runs' own noise is smaller). */
const GROWTH_TOLERANCE = 0.05;

interface RunMemory {
  peak: number | null;
  settled: number | null;
}

function describeGrowth(memory: RunMemory[]): string {
  const first = memory[0]!;
  const last = memory[memory.length - 1]!;
  if (first.peak === null || last.peak === null || first.settled === null || last.settled === null)
    return 'memory growth: unknown (no /proc)';
  const change = (from: number, to: number) =>
    `${to >= from ? '+' : '−'}${(Math.abs(to - from) / 1024 / 1024).toFixed(0)} MB`;
  const grew =
    last.peak > first.peak * (1 + GROWTH_TOLERANCE) || last.settled > first.settled * (1 + GROWTH_TOLERANCE);
  return (
    `memory from run 1 to run ${memory.length}: peak ${mb(first.peak)} → ${mb(last.peak)} (${change(first.peak, last.peak)}), ` +
    `settled ${mb(first.settled)} → ${mb(last.settled)} (${change(first.settled, last.settled)}): ` +
    (grew
      ? `GROWTH (more than ${GROWTH_TOLERANCE * 100} %)`
      : `no growth (within ${GROWTH_TOLERANCE * 100} %)`)
  );
}

async function settledRss(child: ChildProcess): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return currentRss(child);
}

const setup = await setUp(userCount);
try {
  console.log(
    `mixed load: ${runs === 1 ? '' : `${runs} runs of `}${duration} s at ${connections} connections, ${userCount} users; machine: ${machineLoad()}`,
  );
  const acknowledged = newAcknowledged();
  const memory: RunMemory[] = [];
  const child = setup.server.child;
  // With several runs, VmHWM is read and reset around each phase, so a run's peak is its load's own; the
  // process's peak is the highest of them.
  let processPeak: number | null = null;
  let resettable = runs > 1;
  const phasePeak = () => {
    const peak = peakRss(child);
    if (peak !== null) processPeak = Math.max(processPeak ?? 0, peak);
    if (resettable) resettable = resetPeakRss(child);
    return peak;
  };
  let ok = true;
  for (let run = 1; run <= runs; run += 1) {
    if (runs > 1) console.log(`run ${run} of ${runs}:`);
    // Runs after the first sign up users of their own (see above); their hashing is measured apart.
    const users =
      run === 1
        ? setup.users
        : await createUsers(setup.server.url, userCount, undefined, (run - 1) * userCount);
    const signUpPeak = runs > 1 ? phasePeak() : null;
    const runAcknowledged = runs === 1 ? acknowledged : newAcknowledged();
    const result = await runMixedLoad({
      url: setup.server.url,
      users,
      connections,
      duration,
      acknowledged: runAcknowledged,
    });
    console.log(`machine after the run: ${machineLoad()}`);
    for (const line of describeResult(result)) console.log(line);
    console.log(`answers: ${describeStatuses(runAcknowledged)}`);
    ok &&= result['5xx'] === 0 && result.errors === 0;
    if (runs > 1) {
      for (const [id, content] of runAcknowledged.notes) acknowledged.notes.set(id, content);
      for (const [key, n] of runAcknowledged.statuses)
        acknowledged.statuses.set(key, (acknowledged.statuses.get(key) ?? 0) + n);
      const peak = phasePeak();
      const settled = await settledRss(child);
      memory.push({ peak, settled });
      console.log(
        `server memory, run ${run}: peak RSS under the load ${mb(peak)}, after ${settleSeconds} s idle ${mb(settled)}; ` +
          `${run === 1 ? 'the setup' : 'signing up its users'} peaked at ${mb(signUpPeak)}` +
          (resettable ? '' : ' (peaks since the start: /proc/<pid>/clear_refs could not reset them)'),
      );
    }
  }

  // Read before the stop: the peak of the server process over the setup and the whole load.
  const peak = runs === 1 ? peakRss(child) : processPeak;
  console.log(`server peak memory (RSS): ${mb(peak)}`);
  if (runs > 1) console.log(describeGrowth(memory));
  const exitCode = await setup.server.stop('SIGTERM');
  console.log(`server stopped with SIGTERM: exit ${exitCode}`);
  const check = await checkSqlite(setup.dataDir, acknowledged);
  console.log(
    `notes acknowledged (201): ${check.acknowledged}, in the database: ${check.found}, lost: ${check.missing.length}; ` +
      `integrity_check: ${check.integrity}`,
  );
  ok &&= check.missing.length === 0 && check.integrity === 'ok' && exitCode === 0;
  console.log(ok ? 'RESULT: OK — zero lost writes, zero 5xx, zero errors' : 'RESULT: FAILED');
  if (!ok) process.exitCode = 1;
} finally {
  await setup.cleanUp();
}
