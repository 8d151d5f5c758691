import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/client.js';

/**
 * `npm run demo` (scripts/demo/main.ts) as a new developer runs it, here from the sources: it seeds a
 * throwaway database, starts the server beside the fake YouTube and prints the sign-in details; the printed
 * creator signs in, sees channels in every cycle state with history, and connects a channel offline.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let demo: ChildProcess;
let output = '';
let baseUrl = '';

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  demo = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@channel-countdown/source', 'scripts/demo/main.ts', '--from-source'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    demo.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The database is thrown away')) resolve();
    });
    demo.once('exit', (code) => reject(new Error(`demo exited with ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (!demo || demo.exitCode !== null) return;
  const exited = new Promise((resolve) => demo.once('exit', resolve));
  demo.kill('SIGTERM');
  await exited;
});

/** The sign-in details as the banner prints them: "  <username>  password <password>  (<role>)". */
function printedAccount(role: string): { username: string; password: string } {
  const line = output.split('\n').find((text) => text.trim().endsWith(`(${role})`));
  const match = line?.match(/^\s+(\S+)\s+password (\S+)/);
  if (!match) throw new Error(`no ${role} account in the demo's output:\n${output}`);
  return { username: match[1]!, password: match[2]! };
}

describe('npm run demo', () => {
  it('prints where it serves and both demo accounts', () => {
    expect(output).toContain(`Channel Countdown demo: ${baseUrl}`);
    expect(printedAccount('administrator').username).toBeTruthy();
    expect(printedAccount('creator').username).toBeTruthy();
  });

  it('signs the creator in to channels in every cycle state, with history, uploads and notes', async () => {
    const client = new TestClient(baseUrl, { origin: baseUrl });
    expect((await client.post(paths.login, printedAccount('creator'))).status).toBe(200);

    const channels = await client.get(paths.channels);
    expect(channels.status).toBe(200);
    expect(channels.body.length).toBeGreaterThanOrEqual(5);

    const states = new Set<string>();
    for (const channel of channels.body as Array<{ id: number }>) {
      const cycles = await client.get(paths.channelCycles(channel.id));
      for (const cycle of cycles.body as Array<{ state: string }>) states.add(cycle.state);
    }
    expect([...states].sort()).toEqual(['completed', 'deleted', 'paused', 'running']);

    const active = await client.get(paths.activeTimers);
    const msLeft = (active.body as Array<{ endTime: string; isPaused: boolean }>)
      .filter((timer) => !timer.isPaused)
      .map((timer) => Date.parse(timer.endTime) - Date.now());
    expect(msLeft.some((ms) => ms > 0 && ms < 24 * 3_600_000)).toBe(true); // ending soon

    const first = (channels.body as Array<{ id: number }>)[0]!;
    const history = await client.get(`${paths.channelHistory(first.id)}?range=30d`);
    expect(history.body.length).toBeGreaterThanOrEqual(20);
    const notes = await Promise.all(
      (channels.body as Array<{ id: number }>).map((c) => client.get(paths.channelNotes(c.id))),
    );
    expect(notes.flatMap((response) => response.body).length).toBeGreaterThanOrEqual(5);
    const uploads = await Promise.all(
      (channels.body as Array<{ id: number }>).map((c) => client.get(paths.channelUploads(c.id))),
    );
    expect(uploads.flatMap((response) => response.body).length).toBeGreaterThan(0);
  });

  it('connects a channel offline through the fake YouTube', async () => {
    const client = new TestClient(baseUrl, { origin: baseUrl });
    await client.post(paths.login, printedAccount('creator'));
    const connected = await client.post(paths.channels, { channelId: '@studiosketches' });
    expect(connected.status).toBe(201);
    expect(connected.body.channelName).toBe('Studio Sketches');
  });

  it('lets the administrator into the admin dashboard', async () => {
    const client = new TestClient(baseUrl, { origin: baseUrl });
    await client.post(paths.login, printedAccount('administrator'));
    const users = await client.get(paths.adminUsers);
    expect(users.status).toBe(200);
  });
});
