#!/usr/bin/env node
// Publishes the three packages other teams install: @channel-countdown/contract, ui and features.
//
//   npm run version-packages      turns the pending changesets into versions and CHANGELOG entries (commit them)
//   npm run release:dry-run       builds, checks each package (publint, attw's ESM-only profile) and shows what
//                                 `npm publish` would send, sending nothing
//   npm run release               the same, then `changeset publish` (needs the registry's token: NPM_TOKEN
//                                 or `npm login`); it publishes each version not yet on the registry and tags it
//
// The packages are ESM only (no CommonJS build): attw checks them with its esm-only profile.
import { execFileSync } from 'node:child_process';

const PACKAGES = ['@channel-countdown/contract', '@channel-countdown/ui', '@channel-countdown/features'];
const dryRun = process.argv.includes('--dry-run');

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('npx', ['lerna', 'run', 'build', ...PACKAGES.flatMap((name) => ['--scope', name])]);
for (const name of PACKAGES) run('npm', ['run', 'lint:package', '--workspace', name]);
if (dryRun) {
  for (const name of PACKAGES) run('npm', ['publish', '--dry-run', '--workspace', name]);
} else {
  run('npx', ['changeset', 'publish']);
}
