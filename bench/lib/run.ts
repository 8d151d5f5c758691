/** What bench/load and bench/crash share: a temp DATA_DIR, the fake YouTube, the built server, the users. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  serverEntry,
  startBuiltServer,
  startFakeYouTubeProcess,
  type ChildHandle,
} from './processes.js';
import { createUsers, type BenchUser } from './users.js';

export interface BenchSetup {
  dataDir: string;
  port: number;
  fake: ChildHandle;
  server: ChildHandle;
  users: BenchUser[];
  /** Starts the built server again on the same DATA_DIR and port (after a crash). */
  restart(): Promise<ChildHandle>;
  cleanUp(): Promise<void>;
}

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function machineLoad(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one!.toFixed(1)} (1 min) ${five!.toFixed(1)} (5 min)`;
}

export async function setUp(userCount: number): Promise<BenchSetup> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run npm run build -w @channel-countdown/api first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  const fake = await startFakeYouTubeProcess();
  // BENCH_PORT pins the server's port (e.g. on a machine where only some ports may be used).
  const port = envNumber('BENCH_PORT', 0) || (await freePort());
  const start = () => startBuiltServer({ dataDir, port, youtubeWebBaseUrl: fake.url });
  const setup: BenchSetup = {
    dataDir,
    port,
    fake,
    server: await start(),
    users: [],
    async restart() {
      setup.server = await start();
      return setup.server;
    },
    async cleanUp() {
      await setup.server.stop('SIGTERM');
      await fake.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  setup.users = await createUsers(setup.server.url, userCount);
  console.log(
    `set up ${userCount} users with a connected channel each in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return setup;
}
