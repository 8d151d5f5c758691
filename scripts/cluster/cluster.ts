/**
 * The topology of compose.yaml from local processes: two API servers, a worker, PostgreSQL and Redis of the
 * machine, and a round-robin reverse proxy in Node (proxy.ts) in front of the servers. `npm run cluster`
 * (main.ts) runs it for a smoke test by hand; the api tests (test/cluster.test.ts) and bench:restart start it
 * from here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterOptions {
  /** PostgreSQL (required: several servers share one database). */
  databaseUrl: string;
  redisUrl: string;
  /** JOB_QUEUE_PREFIX: the cluster's job queues in Redis, apart from anything else on it. */
  queuePrefix: string;
  /** The proxy's port (0: any free one). */
  proxyPort: number;
  /** The two servers' ports (0: any free one). */
  serverPorts: [number, number];
  /** The worker's METRICS_PORT (its /metrics, /livez and /readyz; 0: any free one). */
  workerPort: number;
  /** Run src/*.ts with tsx instead of the built dist/*.js. */
  fromSource?: boolean;
  /** More environment for the app's processes (YouTube's URLs, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** Each log line of a process, with its name (api-1, api-2, worker). */
  onLine?: (name: string, line: string) => void;
}

export interface ClusterProcess {
  name: string;
  /** Where it answers: a server's own URL, or the worker's operators' URL. */
  url: string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
}

export interface Cluster {
  /** The proxy: where users go. */
  url: string;
  proxy: RoundRobinProxy;
  servers: [ClusterProcess, ClusterProcess];
  worker: ClusterProcess;
  /** The token of every process's /metrics. */
  metricsToken: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the kernel's choice), for a process that must keep it across restarts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const portOr = async (port: number) => (port === 0 ? freePort() : port);

const READY_LINE = {
  server: 'Channel Countdown listening',
  worker: 'Channel Countdown worker running the scheduled jobs',
};

/**
 * A server or a worker of the app as a process of its own (not started yet: call start()), with the parent's
 * environment and `env`; start() resolves once it logs that it is ready (LOG_LEVEL info or lower). The cluster's
 * processes, and bench:refresh's workers.
 */
export function appProcess(
  name: string,
  role: 'server' | 'worker',
  env: Record<string, string>,
  options: Pick<ClusterOptions, 'fromSource' | 'onLine'>,
): ClusterProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const handle: ClusterProcess = {
    name,
    url: '',
    async start() {
      const entry = options.fromSource
        ? ['--import', 'tsx', '--conditions=@channel-countdown/source', `packages/api/src/${role}.ts`]
        : [`packages/api/dist/${role}.js`];
      const started = spawn(process.execPath, entry, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      const lines: string[] = [];
      started.stderr!.on('data', (chunk: Buffer) => {
        lines.push(chunk.toString());
        options.onLine?.(name, chunk.toString().trimEnd());
      });
      await new Promise<void>((resolve, reject) => {
        createInterface({ input: started.stdout! }).on('line', (line) => {
          lines.push(line);
          options.onLine?.(name, line);
          if (!line.includes(READY_LINE[role])) return;
          const parsed = JSON.parse(line) as { url?: string; metrics?: string };
          handle.url = role === 'server' ? parsed.url! : parsed.metrics!.replace(/\/metrics$/, '');
          resolve();
        });
        void exited.then((code) =>
          reject(new Error(`${name} exited with ${code} before it was ready:\n${lines.join('\n')}`)),
        );
      });
    },
    async stop() {
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      child.kill('SIGTERM');
      return exited;
    },
  };
  return handle;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-cluster-'));
  const metricsToken = randomBytes(16).toString('hex');
  const shared: Record<string, string> = {
    // Not production: that sends the session cookie over HTTPS only, and the local proxy speaks plain HTTP.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JOB_QUEUE_PREFIX: options.queuePrefix,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const [firstPort, secondPort] = await Promise.all(options.serverPorts.map(portOr));
  const workerPort = await portOr(options.workerPort);
  const servers: [ClusterProcess, ClusterProcess] = [
    appProcess('api-1', 'server', { ...shared, PORT: String(firstPort) }, options),
    appProcess('api-2', 'server', { ...shared, PORT: String(secondPort) }, options),
  ];
  const worker = appProcess('worker', 'worker', { ...shared, METRICS_PORT: String(workerPort) }, options);
  const stopAll = async () => {
    await Promise.all([...servers, worker].map((process) => process.stop()));
  };
  try {
    // One first, so the migrations run once; then the other server and the worker together.
    await servers[0].start();
    await Promise.all([servers[1].start(), worker.start()]);
  } catch (error) {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const proxy = await startRoundRobinProxy({
    port: options.proxyPort,
    upstreams: servers.map((server) => server.url),
  });
  return {
    url: proxy.url,
    proxy,
    servers,
    worker,
    metricsToken,
    async stop() {
      await proxy.close();
      await stopAll();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
