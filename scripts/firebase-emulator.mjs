#!/usr/bin/env node
/**
 * The Firebase Auth emulator (firebase-tools), the real identity service run offline, for Google sign-in on a
 * machine without a Firebase project (issue 13).
 *
 * firebase-tools lives in tools/firebase-emulator, a folder of its own with its own lock file, so the app's
 * install stays lean. It is installed there with `npm ci --omit=optional` the first time it is needed (without
 * --omit=optional an optional native module compiles for minutes; nothing of it is used by the Auth emulator).
 *
 *   node scripts/firebase-emulator.mjs install           install tools/firebase-emulator when missing
 *   node scripts/firebase-emulator.mjs start [--port N]  run the Auth emulator until stopped (Playwright)
 *   node scripts/firebase-emulator.mjs exec -- <cmd…>    the emulator beside <cmd>, which gets the Firebase env
 *
 * Always a `demo-` project (no login, no cloud look-ups; the server trusts unsigned emulator tokens only for
 * demo- projects) and CI=1 (no update checks or prompts). The emulator runs in a process group of its own, so
 * the one who started it can stop all of it at once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const EMULATOR_DIR = path.join(root, 'tools', 'firebase-emulator');
const FIREBASE_BIN = path.join(EMULATOR_DIR, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');

export const DEMO_PROJECT_ID = 'demo-channel-countdown';
export const DEFAULT_EMULATOR_PORT = 9099;
/** Any value works against the emulator; the browser SDK only needs one. */
export const DEMO_API_KEY = 'demo-api-key';

/** True once tools/firebase-emulator has firebase-tools installed. */
export const isEmulatorInstalled = () => existsSync(FIREBASE_BIN);

/** `npm ci --omit=optional` in tools/firebase-emulator unless it is installed already (about 30 s). */
export function ensureEmulatorInstalled() {
  if (isEmulatorInstalled()) return;
  console.log('Installing the Firebase Auth emulator into tools/firebase-emulator (npm ci --omit=optional)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--omit=optional', '--no-audit', '--no-fund'], {
    cwd: EMULATOR_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !isEmulatorInstalled()) {
    throw new Error('Could not install firebase-tools in tools/firebase-emulator');
  }
}

/** The environment that makes the server trust this emulator (and the browser use it, through /api/config). */
export function appFirebaseEnv(port = DEFAULT_EMULATOR_PORT) {
  return {
    FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
    FIREBASE_API_KEY: DEMO_API_KEY,
    FIREBASE_AUTH_DOMAIN: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port}`,
  };
}

/**
 * The checked-in firebase.json serves port 9099. Another port (a test run beside a running `start:google`)
 * gets a copy with that port and its own hub and logging ports, in a temp folder.
 */
function configFor(port) {
  const checkedIn = path.join(EMULATOR_DIR, 'firebase.json');
  if (port === DEFAULT_EMULATOR_PORT) return { configPath: checkedIn, cleanup: () => {} };
  const config = JSON.parse(readFileSync(checkedIn, 'utf8'));
  config.emulators.auth.port = port;
  config.emulators.hub.port = port + 1;
  config.emulators.logging.port = port + 2;
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-firebase-emulator-'));
  const configPath = path.join(dir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  return { configPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function firebaseArgs(command, configPath) {
  return [FIREBASE_BIN, command, '--only', 'auth', '--project', DEMO_PROJECT_ID, '--config', configPath];
}

const emulatorEnv = (extra = {}) => ({ ...process.env, CI: '1', ...extra });

/**
 * Starts the Auth emulator on `port` in a process group of its own and resolves once it answers.
 * stop() ends the whole group (the CLI and anything it started) and waits for it to be gone.
 */
export async function startEmulator({ port = DEFAULT_EMULATOR_PORT, timeoutMs = 240_000, log = false } = {}) {
  ensureEmulatorInstalled();
  const { configPath, cleanup } = configFor(port);
  const child = spawn(process.execPath, firebaseArgs('emulators:start', configPath), {
    cwd: EMULATOR_DIR,
    env: emulatorEnv(),
    detached: true,
    stdio: log ? 'inherit' : 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  // Whoever started it may end without calling stop() (a crashed test run): the group goes with it.
  process.once('exit', killGroup);
  const stop = async () => {
    process.off('exit', killGroup);
    killGroup();
    await exited;
    cleanup();
    removeHubLocatorOf(child.pid);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!(await answers(url))) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not start on ${url} (${gone ? 'it exited' : 'timed out'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, host: `127.0.0.1:${port}`, projectId: DEMO_PROJECT_ID, stop };
}

/**
 * A killed CLI leaves its hub locator file (os.tmpdir()/hub-<project>.json) behind, and the next start warns
 * about "multiple instances": remove it when it is this process's own.
 */
function removeHubLocatorOf(pid) {
  const locator = path.join(tmpdir(), `hub-${DEMO_PROJECT_ID}.json`);
  try {
    if (JSON.parse(readFileSync(locator, 'utf8')).pid === pid) rmSync(locator, { force: true });
  } catch {
    // No locator, or not readable: nothing of ours to remove.
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function portOption(args) {
  const index = args.indexOf('--port');
  return index === -1 ? DEFAULT_EMULATOR_PORT : Number(args[index + 1]);
}

/** Runs the firebase CLI in the foreground, passing its exit code through; Ctrl+C stops it and its children. */
function runForeground(args, { env = {}, cleanup = () => {} } = {}) {
  const child = spawn(process.execPath, args, { cwd: EMULATOR_DIR, env: emulatorEnv(env), stdio: 'inherit' });
  // Ctrl+C (and Playwright's shutdown) sends SIGINT to the whole process group, the CLI included: wait for it
  // to stop its emulators rather than sending it a second one, which it takes as "force quit".
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

function main([command, ...args]) {
  if (command === 'install') return ensureEmulatorInstalled();
  if (command === 'start') {
    ensureEmulatorInstalled();
    const { configPath, cleanup } = configFor(portOption(args));
    return runForeground(firebaseArgs('emulators:start', configPath), { cleanup });
  }
  if (command === 'exec') {
    const separator = args.indexOf('--');
    const commandLine = args.slice(separator + 1).join(' ');
    if (separator === -1 || !commandLine) throw new Error('Usage: firebase-emulator.mjs exec -- <command…>');
    ensureEmulatorInstalled();
    const port = portOption(args.slice(0, separator));
    const { configPath, cleanup } = configFor(port);
    // emulators:exec sets FIREBASE_AUTH_EMULATOR_HOST itself; the rest tells the server which project to trust.
    // The command runs from the repository root, as `npm start` would.
    return runForeground(
      [...firebaseArgs('emulators:exec', configPath), `cd ${JSON.stringify(root)} && ${commandLine}`],
      { env: appFirebaseEnv(port), cleanup },
    );
  }
  throw new Error(`Unknown command ${command ?? '(none)'}: use install, start or exec`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
