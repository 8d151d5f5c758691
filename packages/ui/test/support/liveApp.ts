// The consumer apps run for real: the API from this repository's sources on a scratch SQLite database, an app's
// server in front of it (Next's `next start`, Vite's `vite preview`) passing /api on as a same-origin proxy, and
// Chromium driving the app as a person would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from 'playwright';
import { chromiumLaunchOptions } from '../../../../chromium.config';

export interface Server {
  url: string;
  output: () => string;
  close: () => Promise<void>;
}

/** Starts `command` (its own process group) and waits until `url` answers 200. */
export async function startServer(
  command: string,
  args: string[],
  {
    cwd,
    env,
    url,
    timeout = 90_000,
  }: { cwd: string; env: Record<string, string>; url: string; timeout?: number },
): Promise<Server> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const close = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}):\n${output}`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`${url} did not answer within ${timeout} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url: new URL(url).origin, output: () => output, close };
}

/**
 * The API from the repository's sources on a fresh SQLite database, trusting one proxy (TRUST_PROXY=1), with
 * no YouTube to call (nothing here leaves the machine).
 */
export async function startApi(repoRoot: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-consumer-api-'));
  const server = await startServer(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['--conditions=@channel-countdown/source', 'packages/api/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TRUST_PROXY: '1',
        YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9/youtube/v3',
        YOUTUBE_WEB_BASE_URL: 'http://127.0.0.1:9',
      },
      url: `http://127.0.0.1:${port}/api/health`,
    },
  );
  return {
    ...server,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const launchChromium = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

/**
 * What goes wrong on `page` from now on: its errors (an uncaught one, a console error such as React's
 * hydration mismatch, or any warning) and every answer with an error status, as `METHOD status path`. The
 * browser's own line for an error answer ('Failed to load resource') is left out: the answer is listed.
 */
export function watchPage(page: Page): { problems: string[]; failedAnswers: string[] } {
  const problems: string[] = [];
  const failedAnswers: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (answer) => {
    if (answer.status() >= 400)
      failedAnswers.push(`${answer.request().method()} ${answer.status()} ${new URL(answer.url()).pathname}`);
  });
  return { problems, failedAnswers };
}

/** Signs up on the auth screen's Sign Up tab (the page must show it) with a fresh account; returns its name. */
export async function signUpThroughForm(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}`;
  const tab = page.getByRole('tab', { name: 'Sign Up' });
  // A server-drawn page takes a click before hydration as focus only: click until the tab is chosen.
  for (let attempt = 0; (await tab.getAttribute('aria-selected')) !== 'true'; attempt += 1) {
    if (attempt > 40) throw new Error('the Sign Up tab does not open');
    await tab.click();
    await page.waitForTimeout(250);
  }
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.test`);
  await form.getByLabel('Password', { exact: true }).fill('Creator123');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Creator123');
  await form.getByRole('button', { name: 'Create Account' }).click();
  return username;
}

/**
 * The JavaScript a first visit to `url` loads until the page is idle (`ready` then resolved), gzipped as a
 * server would send it: every script, whatever the bundler named and split it.
 */
export async function firstLoadJs(page: Page, url: string, ready: () => Promise<unknown>): Promise<number> {
  const scripts = new Map<string, Promise<number>>();
  const onResponse = (answer: Response) => {
    if (answer.request().resourceType() === 'script' && answer.ok())
      scripts.set(
        answer.url(),
        answer.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready();
    const sizes = await Promise.all(scripts.values());
    return sizes.reduce((sum, size) => sum + size, 0);
  } finally {
    page.off('response', onResponse);
  }
}
