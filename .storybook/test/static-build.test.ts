// The static Storybook as the design team opens it: built once, served under a sub-path (as a team site
// publishes it), every docs page (the Introduction, Foundations and each component's autodocs page) rendered
// in Chromium without an error, and an MSW-backed story answered by the mock service worker there.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../chromium.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cc-storybook-')), 'static');
const SUB_PATH = '/design/storybook/';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The build's files under SUB_PATH only; anything else is 404, like a site that hosts more than this. */
function serveUnderSubPath(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(SUB_PATH)) return void response.writeHead(404).end();
    const relative = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || 'index.html';
    const file = path.join(outputDir, relative);
    if (!file.startsWith(outputDir) || !existsSync(file) || !statSync(file).isFile())
      return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
}

let browser: Browser;
let server: Server;
let base = '';
let entries: IndexEntry[] = [];

beforeAll(async () => {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', outputDir],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  entries = Object.values(
    (
      JSON.parse(readFileSync(path.join(outputDir, 'index.json'), 'utf8')) as {
        entries: Record<string, IndexEntry>;
      }
    ).entries,
  );
  const served = await serveUnderSubPath();
  server = served.server;
  base = `${served.origin}${SUB_PATH}`;
  browser = await chromium.launch(chromiumLaunchOptions);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(path.dirname(outputDir), { recursive: true, force: true });
});

/** Opens one entry of the preview and reports the errors the page raised or Storybook displayed. */
async function open(entry: IndexEntry, ready: string) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}iframe.html?id=${entry.id}&viewMode=${entry.type}`);
    await page.waitForFunction(
      (selector) =>
        document.body.classList.contains('sb-show-errordisplay') || document.querySelector(selector) !== null,
      ready,
      { timeout: 30_000 },
    );
    if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
      errors.push(await page.locator('#error-message').innerText());
    }
    return { page, errors };
  } catch (error) {
    await page.close();
    throw error;
  }
}

describe('the static Storybook under a sub-path', () => {
  it('has the Introduction, the Foundations page and an autodocs page for every UI component', () => {
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    expect(docs).toEqual(
      expect.arrayContaining([
        'Introduction',
        'Use in your app',
        'Foundations/Tokens',
        'UI/Button',
        'UI/Tooltip',
      ]),
    );
    const uiComponents = new Set(
      entries.filter((entry) => entry.title.startsWith('UI/')).map((entry) => entry.title),
    );
    for (const title of uiComponents) expect(docs, `${title} has a docs page`).toContain(title);
  });

  it('renders every docs page without an error', async () => {
    const failures: string[] = [];
    for (const entry of entries.filter((item) => item.type === 'docs')) {
      // A docs page is rendered once its first heading is there (MDX pages and autodocs alike).
      const { page, errors } = await open(entry, '#storybook-docs h1');
      if (errors.length > 0) failures.push(`${entry.title}: ${errors.join(' | ')}`);
      await page.close();
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("shows a component's props with their descriptions and defaults", async () => {
    const button = entries.find((entry) => entry.title === 'UI/Button' && entry.type === 'docs')!;
    const { page } = await open(button, '#storybook-docs .docblock-argstable');
    const table = page.locator('#storybook-docs .docblock-argstable').first();
    await expect.poll(() => table.innerText()).toContain('Visual emphasis.');
    await expect.poll(() => table.innerText()).toContain('"primary"');
    await page.close();
  });

  it('answers an MSW-backed story from the mock service worker next to iframe.html', async () => {
    const overview = entries.find((entry) => entry.id === 'features-dashboard-dashboardscreen--overview')!;
    const { page, errors } = await open(overview, '#storybook-root article');
    expect(errors).toEqual([]);
    await expect.poll(() => page.locator('#storybook-root article').count()).toBe(5);
    await page.close();
  }, 60_000);
});
