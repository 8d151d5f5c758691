import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { DAY_MS, setClockOffset } from './support/clock';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 43's numbers on the real server (a server of its own: playwright.config.ts, project 'numbers') and
 * the fake YouTube, with the clock moved weeks on (TEST_CLOCK_FILE). One account, made once:
 * - Cadence Channel (the fake publishes on days 1, 3 and 10 after it starts) is connected on day 0 (cycle 1,
 *   days 0–7: two uploads), restarted on day 7.5 (cycle 2, to 14.5: the day-10 upload) and on day 15 (cycle 3,
 *   running: no upload yet), so its outcomes read 2 uploads, 1 upload, no upload, and its run is 2.
 * - Growing Channel (+1,500 subscribers a day) is refreshed on days 15, 16 and 17: the daily gains.
 * - Fake Creator, a third channel for the groups and the comparison.
 * Then, at desktop and phone widths, light and dark: groups (made, filled, filtering the dashboard, the
 * timers and the analytics), compare (chosen, switched, reopened from its address), the gains table (its
 * sums, the snapshots, its CSV) and the cycles' outcomes and runs (on the channel page, its card and in
 * the analytics).
 */
const NOW_DAYS = 17;
const CADENCE = { id: 'UCCadenceChannelWeekly05', name: 'Cadence Channel' };
const GROWING = { id: 'UCGrowingChannelDaily004', name: 'Growing Channel' };
const FAKE = { id: 'UCFakeCreatorChannel0001', name: 'Fake Creator' };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

let account: BrowserContextOptions['storageState'];
const ids: Record<string, number> = {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpFreshUser(page, 'e2e_numbers');
  const api = page.request;
  const moveTo = (days: number) => setClockOffset(days * DAY_MS);
  const ok = async (response: Promise<{ status(): number; text(): Promise<string> }>, status: number) => {
    const answer = await response;
    expect(answer.status(), await answer.text()).toBe(status);
  };

  moveTo(0);
  for (const channel of [FAKE, GROWING, CADENCE]) {
    const answer = await api.post('/api/channels', { data: { channelId: channel.id } });
    expect(answer.status()).toBe(201);
    ids[channel.id] = ((await answer.json()) as { id: number }).id;
  }
  moveTo(7.5);
  await ok(api.post(`/api/channels/${ids[CADENCE.id]}/timer`), 201);
  moveTo(15);
  await ok(api.post(`/api/channels/${ids[CADENCE.id]}/timer`), 201);
  for (const day of [15, 16, NOW_DAYS]) {
    moveTo(day);
    await ok(api.post(`/api/channels/${ids[GROWING.id]}/refresh`), 200);
  }
  // Fake Creator read now too, so the server's own refreshes leave the compared charts as they are while the
  // journeys look. Cadence Channel is left to the server's next pass, which reads its figures and its feed.
  await ok(api.post(`/api/channels/${ids[FAKE.id]}/refresh`), 200);
  account = await context.storageState();
  await context.close();
});

test.afterAll(() => setClockOffset(0));

/** A page of the account at a width and in a theme, its clock at the server's. */
async function open(browser: Browser, viewport: typeof DESKTOP, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ storageState: account, viewport, colorScheme });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + NOW_DAYS * DAY_MS });
  return page;
}

/** The page is drawn in the chosen theme. */
async function expectTheme(page: Page, colorScheme: 'light' | 'dark') {
  const html = page.locator('html');
  if (colorScheme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** A signed whole number as the tables write it ('+1,500', '−3', '56,500'); null for '—'. */
const figure = (text: string): number | null => {
  const clean = text.replace(/\s/g, '').replace(/[,.]/g, '');
  if (clean === '' || clean === '—' || /unknown/i.test(text)) return null;
  const negative = clean.startsWith('−') || clean.startsWith('-');
  const digits = clean.replace(/[^0-9]/g, '');
  return digits === '' ? null : (negative ? -1 : 1) * Number(digits);
};

const rowsOf = async (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => (cell.firstChild?.textContent ?? cell.textContent ?? '').trim()),
      ),
    );

test('groups: made and filled, they filter the dashboard, the timers and the analytics (desktop, light)', async ({
  browser,
}) => {
  const page = await open(browser, DESKTOP, 'light');
  await page.goto('/');
  await expectTheme(page, 'light');
  await expect(page.getByRole('article', { name: CADENCE.name })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Groups' }).click();
  const manager = page.getByRole('dialog', { name: 'Channel Groups' });
  for (const [name, color] of [
    ['Weekly uploads', 'Teal'],
    ['Growth', 'Pink'],
  ]) {
    await manager.getByRole('textbox', { name: 'New group name' }).fill(name!);
    // The colour's input is visually hidden inside its swatch's label, which takes the click.
    await manager.locator('label', { has: page.getByRole('radio', { name: color! }) }).click();
    await expect(manager.getByRole('radio', { name: color! })).toBeChecked();
    await manager.getByRole('button', { name: 'Add Group' }).click();
    await expect(manager.getByRole('list', { name: 'Your groups' }).getByText(name!)).toBeVisible();
  }
  await manager.getByRole('button', { name: 'Done' }).first().click();
  await expect(manager).toBeHidden();

  for (const [channel, groups] of [
    [CADENCE.name, ['Weekly uploads']],
    [GROWING.name, ['Weekly uploads', 'Growth']],
  ] as const) {
    await page
      .getByRole('article', { name: channel })
      .getByRole('button', { name: `More actions for ${channel}` })
      .click();
    await page.getByRole('menuitem', { name: 'Groups…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Groups' });
    for (const group of groups) {
      await dialog.locator('label', { has: page.getByRole('checkbox', { name: group }) }).click();
      await expect(dialog.getByRole('checkbox', { name: group })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  // The dashboard filtered by a group: its channels, its totals and its own compare.
  const filter = page.getByRole('radiogroup', { name: 'Filter by group' });
  await filter.getByRole('radio', { name: 'Weekly uploads' }).click();
  await expect(page).toHaveURL(/\?group=\d+$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: FAKE.name })).toHaveCount(0);
  const totals = page.getByRole('region', { name: 'Totals of Weekly uploads' });
  await expect(
    totals.getByText('Channels', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText('2');
  const compare = totals.getByRole('link', { name: 'Compare this group' });
  const ordered = [ids[CADENCE.id], ids[GROWING.id]];
  await expect(compare).toHaveAttribute(
    'href',
    new RegExp(`^/compare\\?channels=(${ordered.join(',')}|${[...ordered].reverse().join(',')})$`),
  );
  // A group of one channel says why it has no compare.
  await filter.getByRole('radio', { name: 'Growth' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(
    page
      .getByRole('region', { name: 'Totals of Growth' })
      .getByText('Compare needs at least 2 channels; this group has 1.'),
  ).toBeVisible();

  // The timers, filtered the same way.
  await page.goto('/timers');
  await page
    .getByRole('radiogroup', { name: 'Filter by group' })
    .getByRole('radio', { name: 'Weekly uploads' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();
  await expect(page.getByRole('article', { name: FAKE.name })).toHaveCount(0);

  // The analytics, filtered: one channel's figures.
  await page.goto('/analytics');
  await page
    .getByRole('radiogroup', { name: 'Filter by group' })
    .getByRole('radio', { name: 'Growth' })
    .click();
  await expect(page).toHaveURL(/\/analytics\?group=\d+$/);
  await expect(page.getByRole('list', { name: 'Channel performance' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Channel performance' })).toContainText(GROWING.name);
  await page.context().close();
});

test('compare: channels chosen, figure and scale switched, the address reopened shows the same chart (phone, dark)', async ({
  browser,
}) => {
  const page = await open(browser, PHONE, 'dark');
  await page.goto('/');
  await expectTheme(page, 'dark');
  await page.getByRole('link', { name: 'Compare channels' }).click();
  await expect(page).toHaveURL(/\/compare\?channels=\d+,\d+$/);
  const legend = page.getByRole('list', { name: 'Channels compared' });
  await expect(legend.getByRole('listitem')).toHaveCount(2);

  // The third channel added from the picker, then Cadence Channel taken off (the server may read its figures
  // again any moment; the other two were read for the journey).
  await page.getByRole('button', { name: /Add a channel/ }).click();
  await page.getByRole('option').first().click();
  await expect(legend.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: `Remove ${CADENCE.name} from the comparison` }).click();
  await expect(legend.getByRole('listitem')).toHaveCount(2);
  await expect(legend).not.toContainText(CADENCE.name);
  await page.getByRole('radiogroup', { name: 'Figure' }).getByRole('radio', { name: 'Views' }).click();
  await page
    .getByRole('radiogroup', { name: 'Scale' })
    .getByRole('radio', { name: 'Indexed to 100' })
    .click();
  await expect(page).toHaveURL(/metric=views/);
  await expect(page).toHaveURL(/scale=indexed/);

  const chart = page.getByTestId('compare-chart');
  await expect(chart).toHaveAttribute('aria-label', /^Views\. 2 channels compared\./);
  const pointTables = page.locator('table[data-channel]');
  await expect(pointTables).toHaveCount(2);
  const drawn = {
    label: await chart.getAttribute('aria-label'),
    points: await pointTables.allTextContents(),
  };
  // Each line starts at 100.
  for (const text of drawn.points) expect(text).toMatch(/100/);

  // The address alone brings the same choice and the same chart back.
  const address = page.url();
  const again = await page.context().newPage();
  await again.clock.install({ time: Date.now() + NOW_DAYS * DAY_MS });
  await again.goto(address);
  await expect(again.getByRole('list', { name: 'Channels compared' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    again.getByRole('radiogroup', { name: 'Figure' }).getByRole('radio', { name: 'Views' }),
  ).toBeChecked();
  await expect(
    again.getByRole('radiogroup', { name: 'Scale' }).getByRole('radio', { name: 'Indexed to 100' }),
  ).toBeChecked();
  await expect(again.getByTestId('compare-chart')).toHaveAttribute('aria-label', drawn.label!);
  await expect(again.locator('table[data-channel]')).toHaveText(drawn.points);
  await page.context().close();
});

test('gains: the daily table follows the snapshots, its totals add up, and the CSV holds the same (desktop, dark)', async ({
  browser,
}) => {
  const page = await open(browser, DESKTOP, 'dark');
  await page.goto(`/channels/${ids[GROWING.id]}`);
  await expectTheme(page, 'dark');
  // Below the first screen, the section renders as it comes near the viewport.
  await page.getByRole('region', { name: 'Daily gains', exact: true }).scrollIntoViewIfNeeded();
  const daily = page.getByRole('table', { name: 'Daily gains over the last 30 days, newest first' });
  await expect(daily).toBeVisible();
  // Newest first: date, subscribers, change, views, change, videos, change.
  const rows = await rowsOf(daily);
  expect(rows.length).toBeGreaterThanOrEqual(NOW_DAYS);
  const subscribers = rows.map((row) => ({ count: figure(row[1]!), change: figure(row[2]!) }));
  // The three days of refreshes in a row: each change is the day's count minus the day before's.
  const known = subscribers.filter((day) => day.count !== null);
  expect(known.length).toBeGreaterThanOrEqual(3);
  for (let index = 0; index + 1 < subscribers.length; index += 1) {
    const [day, before] = [subscribers[index]!, subscribers[index + 1]!];
    if (day.count !== null && before.count !== null) expect(day.change).toBe(day.count - before.count);
    else expect(day.change).toBeNull();
  }
  expect(subscribers[0]!.change).toBeGreaterThanOrEqual(1400);

  // Each day's count is the last snapshot of that UTC day.
  const history = (await (
    await page.request.get(`/api/channels/${ids[GROWING.id]}/history?range=30d`)
  ).json()) as {
    at: string;
    subscriberCount: number | null;
  }[];
  const lastOfDay = new Map<string, number>();
  for (const snapshot of history)
    if (snapshot.subscriberCount !== null) lastOfDay.set(snapshot.at.slice(0, 10), snapshot.subscriberCount);
  expect([...lastOfDay.values()].reverse()).toEqual(known.map((day) => day.count));

  // The weekly totals add the days' changes up.
  const weeks = await rowsOf(page.getByRole('table', { name: /^Totals by week/ }));
  const weeklySum = weeks.reduce((sum, row) => sum + (figure(row[1]!) ?? 0), 0);
  const dailySum = subscribers.reduce((sum, day) => sum + (day.change ?? 0), 0);
  expect(weeklySum).toBe(dailySum);

  // The CSV: the same days, oldest first, an unknown figure an empty cell.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const [header, ...csvDays] = parse(readFileSync((await download.path())!, 'utf8')) as string[][];
  expect(header).toEqual([
    'Date',
    'Subscribers',
    'Subscribers Change',
    'Views',
    'Views Change',
    'Videos',
    'Videos Change',
    'Regular Videos Uploaded',
    'Shorts Uploaded',
    'Live Streams Uploaded',
  ]);
  expect(csvDays).toHaveLength(rows.length);
  expect(
    csvDays.map((cells) => ({
      count: cells[1] === '' ? null : Number(cells[1]),
      change: cells[2] === '' ? null : Number(cells[2]),
    })),
  ).toEqual([...subscribers].reverse());
  await page.context().close();
});

test("cycles: each cycle's outcome and the runs of cycles with an upload, on the page, the card and in the analytics (phone, light)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await open(browser, PHONE, 'light');
  await page.goto(`/channels/${ids[CADENCE.id]}`);
  await expectTheme(page, 'light');
  const cycles = page.getByRole('table', { name: 'Cycles, newest first' });
  // The uploads come from the channel's feed, which the server reads on its next pass (a tick a minute).
  await expect(async () => {
    await page.reload();
    await page.getByRole('region', { name: 'Cycle history' }).scrollIntoViewIfNeeded();
    await expect(cycles.getByRole('row').nth(3)).toContainText('2 uploads', { timeout: 5_000 });
  }).toPass({ timeout: 100_000, intervals: [3_000] });
  const outcomes = cycles.locator('tbody tr');
  await expect(outcomes).toHaveCount(3);
  await expect(outcomes.nth(0)).toContainText('Running');
  await expect(outcomes.nth(0)).toContainText('No upload');
  await expect(outcomes.nth(1)).toContainText('Completed');
  await expect(outcomes.nth(1)).toContainText(/1 upload, the first/);
  await expect(outcomes.nth(2)).toContainText(/2 uploads, the first/);
  const summary = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(summary('Cycles in a row with an upload')).toHaveText('2');
  await expect(summary('Longest run')).toHaveText('2');

  // The card says the same runs.
  await page.goto('/');
  const card = page.getByRole('article', { name: CADENCE.name });
  await expect(card.getByRole('group', { name: 'Upload streak' }).getByRole('definition')).toHaveText([
    '2',
    '2',
  ]);

  // The analytics counts the completed cycles with an upload as the channel page marks them: Cadence's two
  // (the other channels' first cycles completed without one).
  await page.goto('/analytics');
  const stat = page.getByText('Cycles With an Upload', { exact: true }).locator('xpath=..');
  await expect(stat).toContainText('2');
  await expect(stat).toContainText('50% of completed cycles had an upload');
  await expect(page.getByText('Completed Cycles', { exact: true }).locator('xpath=..')).toContainText(
    'of ended cycles completed (upload or not)',
  );
  await page.context().close();
});
