#!/usr/bin/env node
/**
 * `npm run chromatic`: build the static Storybook and publish it to Chromatic for the team's review.
 *
 * Needs CHROMATIC_PROJECT_TOKEN (the project's token, from chromatic.com → the project → Manage → Configure)
 * and the internet. Without the token it says so and exits 1 before building anything. It is not part of
 * `npm test` or CI: the service cannot be reached from the CI machines. Extra arguments go to the chromatic
 * CLI, e.g. `npm run chromatic -- --exit-zero-on-changes`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set.',
      'Set it to the project token from chromatic.com (project → Manage → Configure), then run again:',
      '  CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic',
      'Nothing was built or published.',
    ].join('\n'),
  );
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(npm, ['run', 'build-storybook']);
// The token is read from the environment by the CLI; it is never put on a command line.
run(path.join(root, 'node_modules', '.bin', 'chromatic'), [
  '--storybook-build-dir',
  'storybook-static',
  ...process.argv.slice(2),
]);
