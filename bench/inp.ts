/**
 * Benchmark (a script, not a test): how long the app takes to answer its main interactions on a phone
 * (issue 48), as Interaction to Next Paint counts it: from the press or key to the next frame painted after
 * the app's handlers ran. The built server (production mode, SQLite in a throwaway DATA_DIR, on a free port)
 * holds a creator with BENCH_CHANNELS channels (default 12, as bench:lighthouse). Chromium (the system one,
 * playwright-core) loads each page at a phone's size with a 4× CPU slowdown, waits until its screen answers
 * (the page marks `data-interactive`) and the network is quiet, then makes one interaction:
 *   - the dashboard: open a card's notes, and open the connect dialog (Add Channel);
 *   - settings: switch to the Notifications tab;
 *   - a channel's page: move along the subscribers chart with the arrow key.
 * Each is the largest `event` entry of that interaction (PerformanceObserver, the Event Timing API that INP is
 * built on), over BENCH_RUNS fresh loads (default 5): prints the median and the worst. Goal: ≤ 200 ms at 4×.
 *
 *   npm run bench:inp
 *   BENCH_RUNS=9 BENCH_ONLY=notes npm run bench:inp
 *   BENCH_PROFILE=/tmp/inp npm run bench:inp     (also a CPU profile and a Chrome trace of each interaction,
 *                                                 from just before it to its paint, for DevTools)
 *
 * Nothing leaves loopback: thumbnails come from the local fake YouTube and every other address is refused.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.config.js';
import { startFakeYouTube } from '../packages/api/test/fakes/youtube.js';
import { seedPagesCreator } from './lib/pagesSeed.js';
import { freePort, startBuiltServer } from './lib/processes.js';
import { envNumber, machineLoad } from './lib/run.js';
import { median } from './lib/stats.js';
import { proxyHeaders } from './lib/users.js';

const RUNS = envNumber('BENCH_RUNS', 5);
const CHANNELS = envNumber('BENCH_CHANNELS', 12);
/** Only the interactions whose name contains this (e.g. BENCH_ONLY=notes). */
const ONLY = process.env.BENCH_ONLY;
/** BENCH_PROFILE=<directory>: a .cpuprofile and a trace of each interaction, from just before it to its paint. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PASSWORD = 'BenchPassw0rd';
const CREATOR = 'inp_creator';
const GOAL_MS = 200;
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone (a Moto G Power): the app's phone layout. */
const PHONE = { width: 412, height: 823 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-inp-'));
const fake = await startFakeYouTube();
const firstChannelId = await seedPagesCreator({
  dataDir,
  username: CREATOR,
  password: PASSWORD,
  channels: CHANNELS,
  now: new Date(),
  thumbnailBaseUrl: fake.webBaseUrl,
});
const server = await startBuiltServer({
  dataDir,
  port: await freePort(),
  youtubeWebBaseUrl: fake.webBaseUrl,
});

/** The session cookie's name and value, from a sign-in through the assumed TLS proxy. */
async function sessionCookies(): Promise<Array<{ name: string; value: string }>> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...proxyHeaders(1) },
    body: JSON.stringify({ username: CREATOR, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
}

/**
 * Collects each interaction's longest event entry (the Event Timing API: `interactionId` groups the pointer,
 * key and click events of one interaction; INP is the longest of them).
 */
const OBSERVE_INTERACTIONS = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

interface Interaction {
  name: string;
  path: string;
  /** Makes the interaction. */
  act(page: Page): Promise<void>;
  /**
   * A CSS selector of what the interaction shows, waited for with a plain query four times a second: a
   * Playwright locator's wait runs its role and visibility checks on every frame, in the page's main thread,
   * and its work would fall in the very frame the interaction's paint waits for.
   */
  appears: string;
  /** What the interaction shows, checked once the measurement is taken (the interaction did its work). */
  shows(page: Page): Locator;
}

const INTERACTIONS: Interaction[] = [
  {
    name: "dashboard: open a card's notes",
    path: '/',
    async act(page) {
      await page
        .getByRole('button', { name: /^Notes \(\d+\)$/ })
        .first()
        .click();
    },
    appears: '[role="dialog"]',
    shows: (page) => page.getByRole('dialog', { name: 'Channel Notes' }),
  },
  {
    name: 'dashboard: open the connect dialog',
    path: '/',
    async act(page) {
      await page.getByRole('button', { name: 'Add Channel' }).first().click();
    },
    appears: '[role="dialog"]',
    shows: (page) => page.getByRole('dialog', { name: 'Connect YouTube Channel' }),
  },
  {
    name: 'settings: switch tabs',
    path: '/settings',
    async act(page) {
      await page.getByRole('tab', { name: 'Notifications' }).click();
    },
    appears: '[role="tabpanel"][id$="-panel-notifications"]',
    shows: (page) => page.getByRole('tabpanel', { name: 'Notifications' }),
  },
  {
    name: "channel page: the chart's arrow key",
    path: `/channels/${firstChannelId}`,
    async act(page) {
      const chart = page.getByRole('group', { name: /Subscribers history chart/ });
      await chart.focus();
      await page.keyboard.press('ArrowLeft');
    },
    appears: '[data-testid="chart-tooltip"]',
    shows: (page) => page.getByTestId('chart-tooltip'),
  },
];

/** A file name for the interaction's profiles. */
const fileName = (interaction: Interaction) => interaction.name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

/** One fresh load of `interaction.path`, then the interaction: its duration as INP counts it, in ms. */
async function measure(
  interaction: Interaction,
  cookies: Array<{ name: string; value: string }>,
  run: number,
) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-proto': 'https' },
  });
  try {
    const host = new URL(server.url).hostname;
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: host, path: '/' })));
    // Only the app and the fake YouTube answer; nothing leaves loopback.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await context.addInitScript(OBSERVE_INTERACTIONS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${server.url}${interaction.path}`);
    await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      mkdirSync(PROFILE_DIR, { recursive: true });
      await browser.startTracing(page, {
        path: path.join(PROFILE_DIR, `${fileName(interaction)}-${run + 1}.trace.json`),
      });
    }
    await interaction.act(page);
    await page.waitForFunction((selector) => document.querySelector(selector) !== null, interaction.appears, {
      polling: 250,
    });
    // The entry arrives once the frame after the interaction has been painted.
    await page.waitForTimeout(1000);
    if (PROFILE_DIR) {
      await browser.stopTracing();
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(
        path.join(PROFILE_DIR, `${fileName(interaction)}-${run + 1}.cpuprofile`),
        JSON.stringify(profile),
      );
    }
    if (!(await interaction.shows(page).isVisible()))
      throw new Error(`${interaction.name}: what it shows is not there`);
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    if (durations.length === 0) throw new Error(`${interaction.name}: no interaction was recorded`);
    return Math.max(...durations);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);
const rows: string[] = [];
let missed = 0;
try {
  console.log(`machine: ${machineLoad()}`);
  const cookies = await sessionCookies();
  for (const interaction of INTERACTIONS.filter((each) => !ONLY || each.name.includes(ONLY))) {
    const durations: number[] = [];
    for (let run = 0; run < RUNS; run += 1) durations.push(await measure(interaction, cookies, run));
    const typical = median(durations);
    const ok = typical <= GOAL_MS;
    if (!ok) missed += 1;
    console.error(`${interaction.name}: ${durations.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    rows.push(
      `| ${interaction.name} | ${typical.toFixed(0)} ms | ${Math.max(...durations).toFixed(0)} ms | ${ok ? 'met' : '**missed**'} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`machine after: ${machineLoad()}`);
console.log(
  `${RUNS} fresh loads each at ${PHONE.width}×${PHONE.height} with a ${CPU_SLOWDOWN}× CPU slowdown, ${CHANNELS} channels`,
);
console.log(
  [`| interaction | INP (median) | worst | goal (≤ ${GOAL_MS} ms) |`, '|---|---|---|---|', ...rows].join(
    '\n',
  ),
);
if (missed > 0) process.exitCode = 1;
