// `npm test`: every test layer in order, stopping at the first that fails, then how long each took, so the
// cost of a layer is visible in every CI log (docs/contributing.md, "Tests").
import { spawnSync } from 'node:child_process';

const LAYERS = [
  'typecheck',
  'lint',
  'test:unit',
  'test:package',
  'test:api',
  // Every story played, checked with axe and compared with its reference screenshots (the `stories` project
  // alone, `npm run test:stories`, is the quicker loop without the pictures).
  'test:visual',
  'test:storybook-static',
  'test:e2e',
];

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const timings = [];
let failed;
for (const layer of LAYERS) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', layer], { stdio: 'inherit' });
  timings.push([layer, Date.now() - started]);
  if (status !== 0) {
    failed = layer;
    break;
  }
}

const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
console.log('\nTest layers:');
for (const [layer, ms] of timings) console.log(`  ${layer.padEnd(24)}${minutes(ms).padStart(12)}`);
console.log(`  ${'total'.padEnd(24)}${minutes(total).padStart(12)}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
