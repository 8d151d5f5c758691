import { expect, test, type Browser, type Page } from '@playwright/test';
import { journeyPassword, signUpThroughForm } from './support/signUp';

/**
 * Issue 19 journey on the real server and the fake YouTube: manage a channel (pause, resume, a new cycle
 * after its timer was deleted, removal), save settings that survive a reload and show in a second browser,
 * change the password and sign in with it, then delete the account, which can no longer sign in.
 */
const password = journeyPassword;
const newPassword = 'N3wCreator456';

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

async function signIn(page: Page, username: string, secret: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openSettings(page: Page, tab?: string) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

async function chooseAction(page: Page, item: string) {
  await page.getByRole('button', { name: 'More actions for Fake Creator' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function secondBrowser(browser: Browser, username: string, secret: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username, secret);
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}

/**
 * The journeys share one server: when this one runs first its account would be the administrator, whom
 * the server does not let delete themselves (409). Another account comes first, in a browser of its own.
 */
async function registerSomeoneFirst(browser: Browser) {
  const context = await browser.newContext();
  const name = `e2e_first_${Date.now().toString(36)}`;
  await context.request.post('/api/register', {
    data: { username: name, email: `${name}@e2e.test`, password },
  });
  await context.close();
}

test('manage a channel, keep settings everywhere, change the password, delete the account', async ({
  page,
  browser,
}) => {
  // A journey through many screens and several browsers: more time than one screen's.
  test.slow();
  await registerSomeoneFirst(browser);
  const username = `e2e_acct_${Date.now().toString(36)}`;
  await signUpThroughForm(page, { username });

  // Connect a channel.
  await page.getByRole('button', { name: 'Add Your First Channel' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect YouTube Channel' });
  await connect.getByRole('textbox', { name: 'YouTube channel' }).fill('@fakecreator');
  await connect.getByRole('button', { name: 'Find Channel' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Channel Connection' })
    .getByRole('button', { name: 'Start Timer' })
    .click();
  await expect(toast(page, 'Channel Added')).toBeVisible();
  const card = page.getByRole('article', { name: 'Fake Creator' });
  await expect(card.getByRole('timer')).toBeVisible();

  // Pause: the countdown stops and the card and the timers page say Paused; a reload keeps it.
  await chooseAction(page, 'Pause Timer');
  await expect(toast(page, 'Timer Paused')).toBeVisible();
  await expect(card.getByText('Paused').first()).toBeVisible();
  // A paused card keeps showing the time it has left, standing still.
  await expect(card.getByRole('timer')).toHaveText(/^6d 23h \d{1,2}m$/);
  await page.goto('/timers');
  await page.getByRole('radio', { name: 'Paused' }).click();
  await expect(page.getByRole('article', { name: 'Fake Creator' })).toBeVisible();
  // Resume from the timers page.
  await page.getByRole('button', { name: 'Resume Timer for Fake Creator' }).click();
  await expect(toast(page, 'Timer Resumed')).toBeVisible();
  await page.getByRole('radio', { name: 'Active' }).click();
  await expect(page.getByRole('article', { name: 'Fake Creator' })).toBeVisible();

  // Restart: delete the timer, then start a new 3-day cycle.
  await page.goto('/');
  await card.getByRole('button', { name: 'Delete timer' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Timer' })
    .getByRole('button', { name: 'Delete Timer' })
    .click();
  await expect(toast(page, 'Timer Deleted')).toBeVisible();
  await expect(card.getByRole('timer')).toBeHidden();
  await chooseAction(page, 'Start New Cycle');
  const start = page.getByRole('dialog', { name: 'Start New Cycle' });
  const duration = start.getByRole('slider', { name: 'Duration (days)' });
  await expect(duration).toHaveValue('7');
  await duration.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(duration).toHaveValue('3');
  await start.getByRole('button', { name: 'Start Timer' }).click();
  await expect(toast(page, 'Timer Started')).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^2d 23h \d{1,2}m$/);

  // Settings: hide the countdown and choose the dark theme; saved on the server.
  await openSettings(page, 'Timers');
  // The switch's track is its label: pressing it toggles (the input itself is visually hidden).
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch', { name: 'Show Countdown' }) })
    .click();
  // Leaving with the change unsaved asks first; staying keeps the page and the change.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('switch', { name: 'Show Countdown' })).not.toBeChecked();
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Dark' }) })
    .click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Settings Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeHidden();
  // A reload keeps them, and the dashboard follows them.
  await openSettings(page, 'Timers');
  await expect(page.getByRole('switch', { name: 'Show Countdown' })).not.toBeChecked();
  await page.goto('/');
  await expect(card.getByText('Active').first()).toBeVisible();
  await expect(card.getByRole('timer')).toBeHidden();
  // A second browser (nothing in its storage) shows the same settings and theme.
  const other = await secondBrowser(browser, username, password);
  await expect(other.page.locator('html')).toHaveClass(/\bdark\b/);
  await openSettings(other.page, 'Timers');
  await expect(other.page.getByRole('switch', { name: 'Show Countdown' })).not.toBeChecked();

  // Change the password: a wrong current one is refused on its field; the right one signs others out.
  await openSettings(page);
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password').fill('Wrong0ne1');
  await passwordForm.getByLabel('New Password').fill(newPassword);
  await passwordForm.getByLabel('Confirm Password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByText('Current password is incorrect')).toBeVisible();
  await passwordForm.getByLabel('Current Password').fill(password);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  // The other browser was signed out; the old password no longer works, the new one does.
  await other.page.goto('/settings');
  await expect(other.page).toHaveURL(/\/auth/);
  await signIn(other.page, username, password);
  await expect(toast(other.page, 'Login failed')).toBeVisible();
  await signIn(other.page, username, newPassword);
  await expect(other.page).toHaveURL(/\/$/);
  await other.context.close();

  // Remove the channel.
  await page.goto('/');
  await chooseAction(page, 'Remove Channel');
  const remove = page.getByRole('alertdialog', { name: 'Remove Channel' });
  await expect(remove.getByText('Fake Creator')).toBeVisible();
  await remove.getByRole('button', { name: 'Remove Channel' }).click();
  await expect(toast(page, 'Channel Removed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No channels yet' })).toBeVisible();

  // Delete the account: DELETE and the password, then /auth; it cannot sign in again.
  await openSettings(page);
  const danger = page.getByRole('form', { name: 'Delete account' });
  await danger.getByLabel('Type DELETE to confirm').fill('DELETE');
  await danger.getByLabel('Password', { exact: true }).fill(newPassword);
  await danger.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/auth\?accountDeleted=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and everything in it have been deleted.' }),
  ).toBeVisible();
  await signIn(page, username, newPassword);
  await expect(toast(page, 'Login failed')).toBeVisible();
});
