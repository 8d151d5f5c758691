// `npm test`: every test layer, on two lanes side by side, then how long each took, so the cost of a layer is
// visible in every CI log (docs/contributing.md, "Tests").
//
// Each layer alone keeps about one core busy (the API tests run one file at a time against the databases, the
// browser layers drive one Chromium), so on a 2-core machine two lanes finish in little more than the longer
// one. A lane stops at its first failing layer, and then the other lane starts nothing new either: the run ends
// once the layers still running have, and fails. Each layer's output is printed whole when it ends, and a failed
// layer's failures are printed again at the very end, where a log's tail shows them.
import { spawn } from 'node:child_process';

const LANES = [
  // The browser lane. Every story played, checked with axe and compared with its reference screenshots (the
  // `stories` project alone, `npm run test:stories`, is the quicker loop without the pictures), then the
  // journeys.
  ['test:visual', 'test:e2e'],
  // The Node.js lane. The Firebase Auth emulator is installed first, once, for the API tests and the journeys.
  ['emulator:install', 'typecheck', 'lint', 'test:unit', 'test:package', 'test:api', 'test:storybook-static'],
];

// Steps that must have ended before a step of the other lane starts: the journeys' build writes the packages'
// dist folders, which the package test's `npm pack` builds too, and it would install the emulator again.
const AFTER = { 'test:e2e': ['emulator:install', 'test:package'] };

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};
const started = Date.now();
const timings = new Map();
const failed = [];
const failures = new Map();
const ended = new Map();
const endOf = (step) => {
  if (!ended.has(step)) {
    let settle;
    ended.set(step, { promise: new Promise((resolve) => (settle = resolve)), settle });
  }
  return ended.get(step);
};

// The part of a failed layer's output that says what failed: Vitest's and Playwright's list of failed tests with
// their errors where there is one, else the output's end.
function whatFailed(text) {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s+\d+ failed$|^\s+\d+\) /.test(line));
  const from = start === -1 ? Math.max(0, lines.length - 40) : start;
  return lines.slice(from, from + 80).join('\n');
}

function run(step) {
  return new Promise((resolve) => {
    const stepStarted = Date.now();
    console.log(`▶ ${step} started at ${minutes(stepStarted - started)}`);
    const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ms = Date.now() - stepStarted;
      timings.set(step, ms);
      const passed = code === 0;
      const verdict = passed ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      const printed = Buffer.concat(output);
      process.stdout.write(`\n━━━ ${step}: ${verdict} in ${minutes(ms)} ━━━\n`);
      process.stdout.write(printed);
      process.stdout.write(`━━━ end of ${step} ━━━\n\n`);
      if (!passed) failures.set(step, whatFailed(printed.toString()));
      resolve(passed);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) {
    for (const before of AFTER[step] ?? []) await endOf(before).promise;
    if (failed.length > 0) break;
    const passed = await run(step);
    if (!passed) failed.push(step);
    endOf(step).settle();
    if (!passed) break;
  }
  // What never ran is no longer waited for.
  for (const step of steps) endOf(step).settle();
}

await Promise.all(LANES.map(runLane));

console.log('\nTest layers (two lanes side by side):');
for (const lane of LANES)
  for (const step of lane)
    if (timings.has(step)) console.log(`  ${step.padEnd(24)}${minutes(timings.get(step)).padStart(12)}`);
console.log(`  ${'total (wall clock)'.padEnd(24)}${minutes(Date.now() - started).padStart(12)}`);
if (failed.length > 0) {
  for (const [step, text] of failures) console.error(`\n━━━ what failed in ${step} ━━━\n${text}`);
  console.error(`\n${failed.join(' and ')} failed.`);
  process.exit(1);
}
