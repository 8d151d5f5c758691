/** Starting the built server and the fake YouTube as child processes, so the load generator has its own loop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repoRoot, 'packages/api/dist/server.js');
/** How production starts the built server (npm run serve, the image): node with its memory settings. */
export const serveScript = path.join(repoRoot, 'packages/api/bin/serve.sh');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves with the first stdout line that passes `match`; rejects if the process exits first. */
function waitForLine(child: ChildProcess, match: (line: string) => boolean, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const onExit = (code: number | null) =>
      reject(new Error(`${what} exited with ${code} before it was ready`));
    lines.on('line', (line) => {
      if (!match(line)) return;
      child.off('exit', onExit);
      lines.removeAllListeners('line');
      child.stdout!.resume();
      resolve(line);
    });
    child.once('exit', onExit);
  });
}

export interface ChildHandle {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

function handle(child: ChildProcess, url: string): ChildHandle {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    child,
    url,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The fake YouTube (packages/api/test/fakes/youtube-server.ts): @fakecreator, @anothercreator, @quietchannel. */
export async function startFakeYouTubeProcess(): Promise<ChildHandle> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'packages/api/test/fakes/youtube-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await waitForLine(child, (line) => line.startsWith('http'), 'fake YouTube');
  return handle(child, url.trim());
}

/** Polls GET /api/health until it answers 200 (the request log is off, so there is no line to wait for). */
async function waitForHealth(server: ChildHandle, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('server exited before it was ready');
    const healthy = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  youtubeWebBaseUrl: string;
  env?: Record<string, string>;
  /** Run packages/api/src/server.ts with tsx instead of the built server (it still serves packages/host/dist). */
  fromSource?: boolean;
}

/**
 * The built server as production starts it (packages/api/bin/serve.sh: node packages/api/dist/server.js with
 * its memory settings) in production mode on a given DATA_DIR and port, keyless YouTube against the fake;
 * TRUST_PROXY so the production (secure) session cookie works behind the assumed TLS proxy.
 */
export async function startBuiltServer({
  dataDir,
  port,
  youtubeWebBaseUrl,
  env = {},
  fromSource = false,
}: ServerOptions): Promise<ChildHandle> {
  // The built server starts as in production, through the launcher with its memory settings; it execs
  // `node` from PATH, so this Node.js comes first there.
  const [command, entry] = fromSource
    ? [
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=@channel-countdown/source',
          path.join(repoRoot, 'packages/api/src/server.ts'),
        ],
      ]
    : ['/bin/sh', [serveScript]];
  const child = spawn(command, entry, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: [path.dirname(process.execPath), process.env.PATH ?? ''].join(path.delimiter),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      YOUTUBE_WEB_BASE_URL: youtubeWebBaseUrl,
      // The request log at 'warn': one line per request would make the logger part of what is measured.
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      TRUST_PROXY: 'true',
      ...env,
    },
  });
  child.stdout!.resume();
  const server = handle(child, `http://127.0.0.1:${port}`);
  await waitForHealth(server);
  return server;
}

/** The CPU time (user + system) a process has used, in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A figure of a child process's /proc status (VmHWM, VmRSS) in bytes; null where /proc cannot tell. */
function statusBytes(child: ChildProcess, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/** A child process's peak resident memory so far (Linux's VmHWM), in bytes; null where /proc cannot tell. */
export const peakRss = (child: ChildProcess) => statusBytes(child, 'VmHWM');

/** A child process's resident memory now (VmRSS), in bytes; null where /proc cannot tell. */
export const currentRss = (child: ChildProcess) => statusBytes(child, 'VmRSS');

/**
 * Starts a new peak for peakRss: writing 5 to /proc/<pid>/clear_refs sets VmHWM back to the current RSS
 * (Linux 4.0 and later). False where that cannot be done, and peakRss keeps the peak since the start.
 */
export function resetPeakRss(child: ChildProcess): boolean {
  try {
    writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
