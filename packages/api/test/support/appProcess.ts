import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface AppProcess {
  child: ChildProcess;
  /** Every line it wrote (stdout's JSON log lines, then stderr's), in order. */
  lines: string[];
  /** Its JSON log lines, parsed. */
  logs(): Record<string, unknown>[];
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

const READY_LINE = {
  server: 'Channel Countdown listening',
  worker: 'Channel Countdown worker running the scheduled jobs',
};

/**
 * Runs src/server.ts or src/worker.ts from source (tsx) as the operator would run dist/, with `env` over the
 * tests' own environment; resolves once it says it is listening (server) or running its jobs (worker).
 * `nodeImports` are loaded first with `--import` (e.g. support/moduleProbe.mjs).
 */
export async function startAppProcess(
  entry: 'server' | 'worker',
  env: Record<string, string>,
  { nodeImports = [] }: { nodeImports?: string[] } = {},
): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    [
      ...nodeImports.flatMap((file) => ['--import', file]),
      '--import',
      'tsx',
      '--conditions=@channel-countdown/source',
      `src/${entry}.ts`,
    ],
    {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.includes(READY_LINE[entry])) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${lines.join('\n')}`)),
    );
  });
  return {
    child,
    lines,
    logs: () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
  };
}
