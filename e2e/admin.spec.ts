import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { collectPageErrors, rememberServerElements, serverElementsKept } from './support/serverRendering';
import { signUpThroughForm } from './support/signUp';

/**
 * Issue 9 journey on the real server with an empty database of its own (the 'admin' project of
 * playwright.config.ts): the first account registered is the administrator.
 */
const admin = { username: 'e2e_admin', email: 'admin@e2e.test', password: 'Admin123pass' };
const member = { username: 'e2e_member', email: 'member@e2e.test', password: 'Member123pass' };

async function register(browser: Browser, account: typeof admin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUpThroughForm(page, account);
  return page;
}
async function signIn(page: Page, account: typeof admin) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openRowMenu(page: Page, username: string) {
  await page
    .getByRole('row', { name: username })
    .getByRole('button', { name: `Actions for ${username}` })
    .click();
  return page.getByRole('menu');
}

test('an admin deactivates, reactivates and deletes a user; a plain user is kept out', async ({
  browser,
}) => {
  // A journey through many screens and several browsers: more time than one screen's.
  test.slow();
  const adminPage = await register(browser, admin);
  const memberPage = await register(browser, member);

  // The second account is a plain user: 'Access Denied', then back to the dashboard.
  await memberPage.goto('/admin');
  await expect(memberPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
  await expect(memberPage).toHaveURL(/\/$/, { timeout: 10_000 });

  // The first account is the administrator and reaches /admin from the user menu.
  await adminPage
    .getByRole('button', { name: new RegExp(admin.username) })
    .first()
    .click();
  await adminPage
    .getByRole('menuitem', { name: 'Admin Panel' })
    .or(adminPage.getByRole('link', { name: 'Admin Panel' }))
    .first()
    .click();
  await expect(adminPage).toHaveURL(/\/admin$/);
  await expect(adminPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(adminPage.getByText('2 users')).toBeVisible();
  // Opened anew, /admin comes drawn by the server, and the app takes it over without a mismatch.
  const errors = collectPageErrors(adminPage);
  await rememberServerElements(adminPage, 'nav, main h1');
  await adminPage.reload();
  await expect(adminPage.getByText('2 users')).toBeVisible();
  expect(await serverElementsKept(adminPage, 'nav, main h1')).toBe(true);
  // Its system tiles come drawn with the server's checks, not waiting for them.
  const drawn = await (await adminPage.request.get('/admin')).text();
  expect(drawn).toContain('System Health');
  expect(drawn).not.toContain('Checking…');
  await adminPage.getByRole('tab', { name: /Users/ }).click();
  await expect(adminPage.getByRole('row', { name: member.username })).toBeVisible();
  expect(errors).toEqual([]);
  // One banner (the app's header) and one main; the title names the screen.
  await expect(adminPage.getByRole('banner')).toHaveCount(1);
  await expect(adminPage.getByRole('main')).toHaveCount(1);
  await expect(adminPage).toHaveTitle('Admin Dashboard · Channel Countdown');

  await adminPage.getByRole('tab', { name: 'Users' }).click();
  const memberRow = adminPage.getByRole('row', { name: member.username });
  await expect(memberRow.getByText('Active', { exact: true })).toBeVisible();

  // Deactivate: the member's session ends and signing in is refused.
  await (
    await openRowMenu(adminPage, member.username)
  )
    .getByRole('menuitem', { name: 'Deactivate User' })
    .click();
  await expect(adminPage.getByText('User status updated successfully')).toBeVisible();
  await expect(memberRow.getByText('Inactive', { exact: true })).toBeVisible();

  await memberPage.goto('/');
  await expect(memberPage).toHaveURL(/\/auth$/);
  await signIn(memberPage, member);
  // A deactivated account is answered as a wrong password would be (no password oracle).
  await expect(memberPage.getByText(/Invalid username or password/)).toBeVisible();
  await expect(memberPage).toHaveURL(/\/auth$/);

  // Reactivate: signing in works again.
  await (
    await openRowMenu(adminPage, member.username)
  )
    .getByRole('menuitem', { name: 'Activate User' })
    .click();
  await expect(memberRow.getByText('Active', { exact: true })).toBeVisible();
  await signIn(memberPage, member);
  await expect(memberPage).toHaveURL(/\/$/);

  // Delete: the dialog lists what goes; the user count drops.
  await (
    await openRowMenu(adminPage, member.username)
  )
    .getByRole('menuitem', { name: 'Delete User' })
    .click();
  const dialog = adminPage.getByRole('alertdialog', { name: 'Delete User Account' });
  await expect(dialog.getByText(member.username)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete User' }).click();
  await expect(adminPage.getByText('User deleted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(memberRow).toHaveCount(0);
  await expect(adminPage.getByText('1 user', { exact: true })).toBeVisible();

  // At 390 px the admin screen does not scroll sideways on any tab; the row menu opens on screen.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['Overview', 'Users', 'Channels', 'Activity']) {
    await adminPage.getByRole('tab', { name: tab }).click();
    await expect
      .poll(() => adminPage.evaluate(() => document.documentElement.scrollWidth), {
        message: `${tab} at 390 px`,
      })
      .toBeLessThanOrEqual(390);
  }
  await adminPage.getByRole('tab', { name: 'Users' }).click();
  const menu = await openRowMenu(adminPage, admin.username);
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

/** Adds plain accounts straight into the admin server's SQLite database (sign-ups are rate limited). */
async function insertUsers(count: number) {
  const file = path.join(process.env.E2E_ADMIN_DATA_DIR ?? '', 'channel-countdown.sqlite');
  const db = new sqlite3.Database(file);
  const run = (sql: string, values: unknown[]) =>
    new Promise<void>((resolve, reject) =>
      db.run(sql, values, (error) => (error ? reject(error) : resolve())),
    );
  for (let n = 0; n < count; n += 1) {
    await run('INSERT INTO users (username, email, role, is_active, created_at) VALUES (?, ?, ?, 1, ?)', [
      `bulk_${String(n).padStart(3, '0')}`,
      `bulk${n}@e2e.test`,
      'user',
      Date.now() - n * 60_000,
    ]);
  }
  await new Promise<void>((resolve) => db.close(() => resolve()));
}

test('the users list is searched and paged by the server: a search, then Load more', async ({ page }) => {
  await insertUsers(60);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByText('61 users')).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  const rows = page.locator('tbody tr[aria-label]');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('61 of 61')).toBeVisible();
  await expect(page.getByText('Showing 50 of 61 users')).toBeVisible();
  // The administrator first, then the newest accounts.
  await expect(rows.first()).toHaveAttribute('aria-label', admin.username);

  // Search asks the server (once typing pauses): ten of the bulk accounts match "bulk_05".
  await page.getByPlaceholder('Search by username or email...').fill('BULK_05');
  await expect(page.getByText('10 of 61')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Cleared, the first page again; Load more brings the rest, each account once.
  await page.getByPlaceholder('Search by username or email...').fill('');
  await expect(page.getByText('61 of 61')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(61);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const names = await rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label')),
  );
  expect(new Set(names).size).toBe(61);
  expect(names.at(-1)).toBe('bulk_059');
});
