import { expect, test } from '@playwright/test';
import { DAY_MS, setClockOffset } from './support/clock';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 18 journey on the real server and the fake YouTube: connect '@growingchannel' (whose figures rise
 * by 1,500 subscribers a day of the fake's clock), open its page from the dashboard card, then move the
 * server's, the fake's and the browser's clock on a day at a time (TEST_CLOCK_FILE, playwright.config.ts), refreshing
 * each time: the figures, their 24-hour change, the chart's points, the uploads and the running cycle show.
 */

test.afterEach(() => setClockOffset(0));

test('connect a channel, open its page, and watch its history grow as time moves on', async ({ page }) => {
  test.setTimeout(210_000);
  // The browser's clock moves with the server's, so the page's "24 h ago" is the server's too.
  await page.clock.install();
  await signUpFreshUser(page, 'e2e_channel');

  // Connect by handle from the dashboard.
  await page.getByRole('button', { name: 'Add Your First Channel' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect YouTube Channel' });
  await connect.getByRole('textbox', { name: 'YouTube channel' }).fill('@growingchannel');
  await connect.getByRole('button', { name: 'Find Channel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Channel Connection' });
  await expect(confirm.getByRole('heading', { name: 'Growing Channel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Start Timer' }).click();
  await expect(confirm).toBeHidden();

  // The card's name leads to the channel page.
  const card = page.getByRole('article', { name: 'Growing Channel' });
  await card.getByRole('link', { name: 'Growing Channel' }).click();
  await expect(page).toHaveURL(/\/channels\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Growing Channel' })).toBeVisible();
  await expect(page.getByText('UCGrowingChannelDaily004')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^6d 23h \d{1,2}m$/);
  await expect(page.getByRole('group', { name: 'Current cycle' }).getByText('Active')).toBeVisible();
  // Connected a moment ago: one snapshot, and no change is known yet.
  await expect(page.getByRole('heading', { name: 'Only one snapshot so far' })).toBeVisible();
  const subscribers = page.getByRole('region', { name: 'Subscribers' });
  await expect(subscribers.getByText('52.0K')).toBeVisible();
  await expect(subscribers.getByRole('definition')).toHaveText(['—', '—', '—']);

  // A day at a time, three times: the server and the fake YouTube move on, and a refresh reads new figures.
  for (let day = 1; day <= 3; day += 1) {
    setClockOffset(day * DAY_MS);
    await page.clock.fastForward(DAY_MS);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Channel Updated', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('group', { name: new RegExp(`Subscribers history chart, ${day + 1} points`) }),
    ).toBeVisible();
  }

  // 52,000 + 3 × 1,500 subscribers; 1,500 more than a day before.
  await expect(subscribers.getByText('56.5K')).toBeVisible();
  await expect(subscribers.getByRole('definition').first()).toHaveText('+1.5K');

  // The chart's points: one tab stop, the arrow keys move the tooltip along them.
  const chart = page.getByRole('group', { name: /Subscribers history chart, 4 points/ });
  await chart.focus();
  await page.keyboard.press('Home');
  // The tooltip gives the exact figure (the fake's count, which moves by a subscriber or two as it is read).
  await expect(page.getByTestId('chart-tooltip')).toContainText(/^52,00\d/);
  await page.keyboard.press('End');
  await expect(page.getByTestId('chart-tooltip')).toContainText(/^56,50\d/);
  await page.getByRole('radio', { name: 'Views' }).click();
  await expect(page.getByRole('group', { name: /Views history chart, 4 points/ })).toBeVisible();

  // The uploads come from the channel's public feed, which the server's scheduler reads on its next pass
  // (a tick a minute): reload until it has. The sections below the first screen render as they come near
  // the viewport: the reader scrolls down to them.
  const upload = page.getByRole('link', { name: /Day one of the challenge/ });
  await expect(async () => {
    await page.reload();
    await page.getByRole('region', { name: 'Latest uploads' }).scrollIntoViewIfNeeded();
    await expect(upload).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 100_000, intervals: [5_000] });
  await expect(upload).toHaveAttribute('href', 'https://www.youtube.com/watch?v=grVid000001');
  // The cycle history with the running cycle.
  await page.getByRole('region', { name: 'Cycle history' }).scrollIntoViewIfNeeded();
  const cycles = page.getByRole('table', { name: 'Cycles, newest first' });
  await expect(cycles.getByRole('row')).toHaveCount(2);
  await expect(cycles.getByText('Running')).toBeVisible();

  // Another user's (or no) channel id is not found.
  await page.goto('/channels/2147483647');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
