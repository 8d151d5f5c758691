import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { journeyEmail, signUpFreshUser } from './support/signUp';

/**
 * Issue 8 journey on the real server and the fake YouTube: with two connected channels ('@fakecreator':
 * Fake Creator, 1,250,000 subscribers; '@anothercreator': Another Creator & Friends, 48,200), the timers
 * page filters them, the analytics export holds both, a blog article opens by id and an unknown id is not
 * found, and the settings screen shows 'Save Changes' after an edit and 'Settings Saved' after saving.
 */

/** POST /api/channels from the signed-in page (same origin, the session cookie): connects and starts a timer. */
async function connectChannel(page: Page, input: string) {
  const status = await page.evaluate(async (channelId) => {
    const response = await fetch('/api/channels', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ channelId }),
    });
    return response.status;
  }, input);
  expect(status).toBe(201);
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

test('timers filters, analytics export, blog articles and settings with two connected channels', async ({
  page,
}) => {
  // Four pages, two channels and a download: longer than one page's journey on a busy 2-core machine.
  test.setTimeout(180_000);
  const username = await signUpFreshUser(page, 'e2e_pages');
  await connectChannel(page, '@fakecreator');
  await connectChannel(page, '@anothercreator');

  // /timers: both timers, each filter.
  await page.goto('/timers');
  await expect(page.getByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Fake Creator', 'Another Creator & Friends'], {
    useInnerText: true,
  });
  const fake = page.getByRole('article', { name: 'Fake Creator' });
  await expect(fake.getByText('1.2M')).toBeVisible();
  await expect(fake.getByText(/^6d 23h \d{1,2}m$/)).toBeVisible();
  await expect(fake.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/channel/UCFakeCreatorChannel0001',
  );
  await expect(
    page.getByRole('article', { name: 'Another Creator & Friends' }).getByText('48.2K'),
  ).toBeVisible();

  const filter = (name: string) => page.getByRole('radio', { name }).click();
  await filter('Active');
  await expect(page.getByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();
  await filter('Paused');
  await expect(page.getByRole('heading', { level: 2, name: '0 Timers Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No timers found' })).toBeVisible();
  await expect(
    page.getByText('No timers match your current filter. Try adjusting the filter or adding more channels.'),
  ).toBeVisible();
  await filter('Last 24h');
  await expect(cardNames(page)).toHaveCount(2);
  await filter('Last 7 Days');
  await expect(cardNames(page)).toHaveCount(2);
  await filter('All Timers');
  await expect(page.getByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();

  // /analytics: the export file holds both channels and both timers.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Channel Performance' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Channel performance' }).getByRole('listitem')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^analytics-30d-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    channels: { channelName: string; channelId: string }[];
    activeTimers: { channel: { channelName: string } }[];
    dashboardStats: { totalChannels: number; activeTimers: number; completedCycles: number };
    exportDate: string;
    timeRange: string;
  };
  expect(file.channels.map((channel) => channel.channelName).sort()).toEqual([
    'Another Creator & Friends',
    'Fake Creator',
  ]);
  expect(file.activeTimers.map((timer) => timer.channel.channelName).sort()).toEqual([
    'Another Creator & Friends',
    'Fake Creator',
  ]);
  expect(file.dashboardStats).toEqual({ totalChannels: 2, activeTimers: 2, completedCycles: 0 });
  expect(file.timeRange).toBe('30d');
  expect(new Date(file.exportDate).toISOString()).toBe(file.exportDate);

  // /blogs: an article opens by id; an unknown id is not found.
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Hub' })).toBeVisible();
  await page.getByRole('link', { name: /Titles, Descriptions and Tags/ }).click();
  await expect(page).toHaveURL(/\/blogs\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: /Titles, Descriptions and Tags/ })).toBeVisible();
  await page.goto('/blogs/3');
  await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
  await page.goto('/blogs/999');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();

  // /settings: an edit shows Save Changes; saving confirms and hides it.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();
  const usernameField = page.getByRole('textbox', { name: 'Username' });
  await expect(usernameField).toHaveValue(username);
  // The account's own email (issue 19), no longer the prototype's made-up one.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(journeyEmail(username));
  await usernameField.fill(`${username}_tv`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();

  // Privacy: an export is the server's attachment, saved under its name (the API's answers forbid being shown
  // as a page, not being saved).
  await page.getByRole('tab', { name: 'Privacy' }).click();
  const [channelsCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Channels (CSV)' }).click(),
  ]);
  expect(channelsCsv.suggestedFilename()).toMatch(/^channel-countdown-channels-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await channelsCsv.path(), 'utf8');
  expect(csv).toContain('Fake Creator');
  expect(csv).toContain('Another Creator & Friends');

  // At 390 px no screen scrolls sideways (issue 21): every route, and the settings tabs' last one.
  await page.setViewportSize({ width: 390, height: 844 });
  const noSidewaysScroll = async (route: string) => {
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${route} at 390 px`,
      })
      .toBeLessThanOrEqual(390);
  };
  // Each route also names its screen in the document title, and the page has a favicon.
  for (const [route, heading, title] of [
    ['/', /Dashboard|Overview/, 'Dashboard'],
    ['/timers', 'Active Timers', 'Active Timers'],
    ['/analytics', 'Analytics', 'Analytics'],
    ['/blogs', 'Content Hub', 'Content Hub'],
    ['/blogs/2', /Titles, Descriptions and Tags/, /Titles, Descriptions and Tags/],
    ['/settings', 'Settings', 'Settings'],
    ['/no/such/page', 'Page Not Found', 'Page Not Found'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expect(page).toHaveTitle(typeof title === 'string' ? `${title} · Channel Countdown` : title);
    await noSidewaysScroll(route);
  }
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(favicon!)).headers()['content-type']).toContain('image/svg+xml');
  // The files crawlers and old browsers ask for are real; a file that is not there is a 404, not the app.
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  for (const missing of ['/assets/nope.js', '/foo.png']) {
    expect((await page.request.get(missing)).status(), missing).toBe(404);
  }
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Privacy' }).click();
  await page.getByRole('button', { name: 'Export Data' }).scrollIntoViewIfNeeded();
  await noSidewaysScroll('/settings (Privacy)');
  const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
  expect(signOut!.x + signOut!.width).toBeLessThanOrEqual(390);
});
