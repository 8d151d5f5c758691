/**
 * Benchmark (a script, not a test): Lighthouse's phone scores of the built app (issue 40). The built server
 * (production mode, SQLite in a throwaway DATA_DIR, on a free port) holds a creator with BENCH_CHANNELS channels
 * (default 12), each with a running timer, notes, a month of daily figures and a few uploads. Lighthouse runs
 * its default phone profile (a Moto G Power sized screen, 4× CPU slowdown, simulated slow 4G) in the system
 * Chromium on: /auth signed out, the creator's dashboard, settings, the first channel's page and the timers. Prints the
 * median over BENCH_RUNS runs (default 3) of each category's score and of the performance metrics, and the
 * JavaScript the page loaded and did not run (Lighthouse's unused-JavaScript audit, in transfer bytes): as
 * Lighthouse's report counts it (the scripts with more than 20 KB unused each, the figure the issue measured)
 * and over every script, with each script's sources that leave most unused.
 * Goals: performance ≥ 90 on the dashboard, settings, the channel page and the timers (issues 40 and 48), and
 * under 20 KB of unused JavaScript on every page's first load as Lighthouse reports it (issue 48).
 *
 *   npm run bench:lighthouse
 *   BENCH_PAGE=settings BENCH_RUNS=5 npm run bench:lighthouse
 *   BENCH_REPORT=/tmp/lighthouse npm run bench:lighthouse     (also each run's HTML report)
 *   BENCH_PORT=5500 npm run bench:lighthouse                  (the app on 5500, the fake YouTube on 5501)
 *
 * Nothing leaves loopback: thumbnails come from the local fake YouTube (http) and any https address is blocked.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium.config.js';
import { startFakeYouTube } from '../packages/api/test/fakes/youtube.js';
import { seedPagesCreator } from './lib/pagesSeed.js';
import { freePort, startBuiltServer } from './lib/processes.js';
import { envNumber, machineLoad } from './lib/run.js';
import { kb, median } from './lib/stats.js';
import { proxyHeaders } from './lib/users.js';

const RUNS = envNumber('BENCH_RUNS', 3);
const CHANNELS = envNumber('BENCH_CHANNELS', 12);
/** Only the pages whose name contains this (e.g. BENCH_PAGE=settings). */
const ONLY = process.env.BENCH_PAGE;
const REPORT_DIR = process.env.BENCH_REPORT;
/** The app's port (the fake YouTube's is the next one); free ports when unset. */
const PORT = process.env.BENCH_PORT ? envNumber('BENCH_PORT', 0) : undefined;
const PASSWORD = 'BenchPassw0rd';
const CREATOR = 'lighthouse_creator';
const GOAL_PERFORMANCE = 90;
const GOAL_UNUSED_JS_BYTES = 20 * 1024;
/** Lighthouse's report names a script only when more than this much of it is unused (unused-javascript.js). */
const LIGHTHOUSE_UNUSED_THRESHOLD = 20 * 1024;

/* ------------------------------------------- seeding ------------------------------------------- */

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-lighthouse-'));
const fake = await startFakeYouTube(PORT ? { port: PORT + 1 } : {});
const now = new Date();
const firstChannelId = await seedPagesCreator({
  dataDir,
  username: CREATOR,
  password: PASSWORD,
  channels: CHANNELS,
  now,
  thumbnailBaseUrl: fake.webBaseUrl,
});

const port = PORT ?? (await freePort());
const server = await startBuiltServer({ dataDir, port, youtubeWebBaseUrl: fake.webBaseUrl });

/** The session cookie header of a sign-in (through the assumed TLS proxy, as the production cookie needs). */
async function signIn(username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...proxyHeaders(1) },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

/* ------------------------------------------ measuring ------------------------------------------ */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number][1], number>;
  /** JavaScript loaded and not run, in transfer bytes: as Lighthouse's report counts it, and over every script. */
  unusedReported: number;
  unusedBytes: number;
}

/** Lighthouse's unused-JavaScript items: a script, and the sources (by its source map) that leave most unused. */
interface UnusedItem {
  url: string;
  totalBytes: number;
  wastedBytes: number;
  subItems?: { items: Array<{ source: string; sourceWastedBytes: number }> };
}

/**
 * The default phone profile, with the unused-JavaScript audit counting every script and every source of more
 * than 1 KB unused (by default it names only scripts with more than 20 KB unused, and only their top sources).
 */
const CONFIG: Config = {
  extends: 'lighthouse:default',
  audits: [
    {
      path: 'byte-efficiency/unused-javascript',
      options: { unusedThreshold: 0, bundleSourceUnusedThreshold: 1024 },
    },
  ],
};

const PAGES: Array<{ name: string; path: string; signedIn: boolean; goal: boolean }> = [
  { name: '/auth (signed out)', path: '/auth', signedIn: false, goal: false },
  { name: `dashboard, ${CHANNELS} channels`, path: '/', signedIn: true, goal: true },
  { name: 'settings', path: '/settings', signedIn: true, goal: true },
  { name: 'channel page', path: `/channels/${firstChannelId}`, signedIn: true, goal: true },
  { name: 'timers', path: '/timers', signedIn: true, goal: true },
];

/**
 * One Lighthouse run of `url` (the session riding on a header, as a browser's cookie), tried again when
 * Lighthouse could not record the load (it says so in `runtimeError`, e.g. NO_NAVSTART).
 */
async function audit(url: string, sessionCookie: string | null, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: { 'x-forwarded-proto': 'https', ...(sessionCookie ? { cookie: sessionCookie } : {}) },
        // The app and the fake YouTube answer over http on loopback: anything over https would leave it.
        blockedUrlPatterns: ['https://*'],
      },
      CONFIG,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt >= attempts) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.error(`  ${url}: ${result.lhr.runtimeError.code}, run again`);
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows: string[] = [];
const unusedDetails: string[] = [];
let missed = 0;

function unusedItems(lhr: { audits: Record<string, { details?: unknown }> }): UnusedItem[] {
  const details = lhr.audits['unused-javascript']?.details as { items?: UnusedItem[] } | undefined;
  return details?.items ?? [];
}

/** Each script of the first run with unused JavaScript, and the sources that leave most of it. */
function describeUnused(page: string, items: UnusedItem[]): string {
  const scripts = [...items]
    .sort((a, b) => b.wastedBytes - a.wastedBytes)
    .map((item) => {
      const sources = (item.subItems?.items ?? [])
        .map((sub) => `${sub.source.replace(/^.*node_modules\//, '')} ${kb(sub.sourceWastedBytes)}`)
        .join(', ');
      return `  ${new URL(item.url).pathname}: ${kb(item.wastedBytes)} of ${kb(item.totalBytes)} unused${sources ? ` (${sources})` : ''}`;
    });
  return [`${page}:`, ...scripts].join('\n');
}
try {
  console.log(`machine: ${machineLoad()}`);
  const cookie = await signIn(CREATOR);
  for (const target of PAGES.filter((page) => !ONLY || page.name.includes(ONLY))) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr, report } = await audit(`${server.url}${target.path}`, target.signedIn ? cookie : null);
      // A signed-in page that sent the reader to /auth would score the sign-in page instead.
      if (new URL(lhr.finalDisplayedUrl).pathname !== target.path)
        throw new Error(`${target.path} ended at ${lhr.finalDisplayedUrl}`);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        const file = path.join(
          REPORT_DIR,
          `${target.path.replace(/\W/g, '') || 'dashboard'}-${run + 1}.html`,
        );
        writeFileSync(file, String(report));
        console.error(`  report: ${file}`);
      }
      const unusedScripts = unusedItems(lhr);
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
        ) as Run['scores'],
        metrics: Object.fromEntries(
          METRICS.map(([audit, name]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
        ) as Run['metrics'],
        unusedReported: unusedScripts
          .filter((item) => item.wastedBytes > LIGHTHOUSE_UNUSED_THRESHOLD)
          .reduce((sum, item) => sum + item.wastedBytes, 0),
        unusedBytes: unusedScripts.reduce((sum, item) => sum + item.wastedBytes, 0),
      });
      if (run === 0) unusedDetails.push(describeUnused(target.name, unusedScripts));
      console.error(`${target.name} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const score = (category: (typeof CATEGORIES)[number]) => median(runs.map((r) => r.scores[category]));
    const metric = (name: (typeof METRICS)[number][1]) => median(runs.map((r) => r.metrics[name]));
    const unused = median(runs.map((r) => r.unusedReported));
    const ok = !target.goal || score('performance') >= GOAL_PERFORMANCE;
    const unusedOk = unused < GOAL_UNUSED_JS_BYTES;
    if (!ok) missed += 1;
    if (!unusedOk) missed += 1;
    rows.push(
      `| ${target.name}${ok ? '' : ' **(goal missed)**'} | ${score('performance')} (${runs.map((r) => r.scores.performance).join(', ')}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(metric('FCP') / 1000).toFixed(1)} s | ${(metric('LCP') / 1000).toFixed(1)} s | ${metric('TBT').toFixed(0)} ms | ${metric('CLS').toFixed(3)} | ${(metric('SI') / 1000).toFixed(1)} s | ${kb(unused)}${unusedOk ? '' : ' **(goal missed)**'} | ${kb(median(runs.map((r) => r.unusedBytes)))} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop('SIGTERM');
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`machine after: ${machineLoad()}`);
console.log(`Lighthouse phone profile, median of ${RUNS} runs (each run's performance score in brackets)`);
console.log(
  [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index | unused JS, as reported | unused JS, every script |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
console.log(
  `\nUnused JavaScript of each page's first run, by script (transfer bytes) and its largest unused sources:`,
);
console.log(unusedDetails.join('\n'));
if (missed > 0) {
  console.log(
    `${missed} goal(s) missed (performance ≥ ${GOAL_PERFORMANCE}, unused JavaScript under ${kb(GOAL_UNUSED_JS_BYTES)})`,
  );
  process.exitCode = 1;
}
