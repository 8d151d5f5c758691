import { readFileSync } from 'node:fs';
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Route,
} from '@playwright/test';

/**
 * Issue 13 journeys: Google sign-in for real, from the /auth button in Chromium through the Firebase Auth
 * emulator's popup to the user in the database. The 'google' project of playwright.config.ts runs a server of
 * its own (fresh database) configured for the emulator's demo- project; the emulator runs beside it.
 *
 * Nothing here reaches the internet: the SDK's popup flow loads https://apis.google.com/js/api.js on the app's
 * page and on the emulator's helper iframe, so the context serves the stand-in of tools/firebase-emulator for
 * it; the emulator's sign-in page also asks unpkg.com and Google Fonts for its looks, which are refused.
 */
const gapiStandIn = readFileSync(
  new URL('../tools/firebase-emulator/gapi-stand-in.js', import.meta.url),
  'utf8',
);

// Unique per run, so accounts never collide with an earlier run's emulator state.
const run = Date.now().toString(36);
const admin = { username: 'google_e2e_admin', email: 'google-admin@e2e.test', password: 'Admin123pass' };

async function serveGoogleStandIns(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: gapiStandIn }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}

/**
 * Holds the page's next document load until release(). A successful Google sign-in shows 'Welcome!' and
 * reloads the page at once; holding the reload (as a slow network would) keeps the old page up until its
 * toast has been seen. Other requests go on to the context's routes.
 */
async function holdNextPageLoad(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    const isPageLoad = route.request().isNavigationRequest() && route.request().frame() === page.mainFrame();
    if (isPageLoad) await released;
    await route.fallback();
  };
  await page.route('**/*', hold);
  return async () => {
    release();
    await page.unroute('**/*', hold);
  };
}

const toastLogs = new WeakMap<Page, string[]>();

/**
 * Every toast the page shows, as its text, reported as it appears (Playwright's own queries wait while a
 * page load is pending, so they cannot read the page that is about to reload).
 */
async function toastsOf(page: Page): Promise<string[]> {
  const known = toastLogs.get(page);
  if (known) return known;
  const seen: string[] = [];
  toastLogs.set(page, seen);
  await page.exposeBinding('__e2eToastShown', (_source, text: string) => void seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eToastShown: (text: string) => void }).__e2eToastShown;
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[role="status"], [role="alert"]')) {
        if (reported.has(toast) || !toast.textContent) continue;
        reported.add(toast);
        report(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}

interface GoogleAccount {
  email: string;
  displayName?: string;
}

const googleButton = (page: Page) =>
  page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('button', { name: 'Continue with Google' });

/** Presses 'Continue with Google' on the open /auth page and answers the emulator's popup as `account`. */
async function answerGooglePopup(page: Page, account: GoogleAccount, { existing = false } = {}) {
  const popupOpened = page.waitForEvent('popup');
  await googleButton(page).click();
  const popup = await popupOpened;
  if (existing) {
    await popup.locator('.js-reuse-account', { hasText: account.email }).click();
  } else {
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(account.email);
    if (account.displayName) await popup.locator('#display-name-input').fill(account.displayName);
    await popup.locator('#sign-in').click();
  }
  // The SDK closes the popup itself once it has the account.
}

/**
 * Signs in with Google from /auth: the 'Welcome!' toast names the account, then the page reloads and the
 * signed-in visitor lands on the dashboard as `username`, the user menu showing the Google email.
 */
async function signInWithGoogle(
  page: Page,
  account: GoogleAccount,
  username: string,
  { existing = false } = {},
) {
  const toasts = await toastsOf(page);
  await page.goto('/auth');
  const shownBefore = toasts.length;
  const releasePageLoad = await holdNextPageLoad(page);
  try {
    await answerGooglePopup(page, account, { existing });
    await expect
      .poll(() => toasts.slice(shownBefore).find((text) => text.startsWith('Welcome!')))
      .toBe(`Welcome!Successfully signed in as ${account.displayName ?? account.email}`);
  } finally {
    await releasePageLoad();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenuButton(page, username)).toBeVisible();
  const menu = await openUserMenu(page, username);
  await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The header's user menu button: it names the signed-in username. */
const userMenuButton = (page: Page, username: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^(Account menu for )?${username}$`) });

/** Opens the user menu of `username`: its header shows the email. */
async function openUserMenu(page: Page, username: string) {
  await userMenuButton(page, username).click();
  return page.getByRole('menu').first();
}

async function signOut(page: Page, username: string) {
  const menu = await openUserMenu(page, username);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

let adminApi: APIRequestContext;

test.describe('Google sign-in through the Firebase Auth emulator', () => {
  // Each journey goes through one or two full popup sign-ins, each ending in two page loads.
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async ({ baseURL }) => {
    // The first account on this server's fresh database is the administrator (a worker restarted after a
    // failure finds it registered already and signs in).
    adminApi = await request.newContext({ baseURL });
    const registered = await adminApi.post('/api/register', { data: admin });
    if (registered.status() !== 201) await adminApi.post('/api/login', { data: admin });
    expect(await (await adminApi.get('/api/user')).json()).toMatchObject({
      username: admin.username,
      role: 'admin',
    });
  });
  test.afterAll(async () => {
    await adminApi.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await serveGoogleStandIns(context);
  });

  const usersWithEmail = async (email: string) => {
    // The admin list is paged (issue 22): its search finds the accounts by email on the first page.
    const response = await adminApi.get(`/api/admin/users?q=${encodeURIComponent(email)}&limit=200`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as {
      items: { id: number; username: string; email: string | null }[];
    };
    return page.items.filter((user) => user.email === email);
  };

  test('a new Google account signs in through the popup and sees its email in the user menu', async ({
    page,
  }) => {
    const email = `ada.lovelace.${run}@gmail.com`;
    await signInWithGoogle(page, { email, displayName: 'Ada Lovelace' }, `ada_lovelace_${run}`);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  test('the same Google account signing in again is the same user, with the same channels', async ({
    page,
  }) => {
    const account = { email: `returning.${run}@gmail.com` };
    await signInWithGoogle(page, account, `returning_${run}`);
    const added = await page.request.post('/api/channels', { data: { channelId: '@fakecreator' } });
    expect(added.ok(), await added.text()).toBe(true);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Fake Creator' })).toBeVisible({ timeout: 30_000 });

    await signOut(page, `returning_${run}`);
    await signInWithGoogle(page, account, `returning_${run}`, { existing: true });
    await expect(page.getByRole('article', { name: 'Fake Creator' })).toBeVisible({ timeout: 30_000 });
    expect(await usersWithEmail(account.email)).toHaveLength(1);
  });

  test('two Google accounts whose emails derive the same username sign in as two users', async ({
    browser,
  }) => {
    const first = { email: `twin.${run}@gmail.com` };
    const second = { email: `twin.${run}@example.org` };
    for (const [account, username] of [
      [first, `twin_${run}`],
      [second, `twin_${run}2`],
    ] as const) {
      const context = await browser.newContext();
      await serveGoogleStandIns(context);
      await signInWithGoogle(await context.newPage(), account, username);
      await context.close();
    }
    const [a] = await usersWithEmail(first.email);
    const [b] = await usersWithEmail(second.email);
    expect(a?.id).toBeDefined();
    expect(b?.id).toBeDefined();
    expect(a?.id).not.toBe(b?.id);
  });

  test("closing the popup gives 'Sign-in Failed' and stays on /auth", async ({ page }) => {
    await page.goto('/auth');
    const popupOpened = page.waitForEvent('popup');
    await googleButton(page).click();
    const popup = await popupOpened;
    await popup.locator('#add-account-button button').waitFor();
    await popup.close();
    // The SDK notices a closed popup by polling, then waits a few seconds for a late answer.
    const failed = page.getByRole('alert').filter({ hasText: 'Sign-in Failed' });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    // In words for the person, not Firebase's code.
    await expect(failed).toContainText('The Google window was closed before you finished signing in.');
    await expect(failed).not.toContainText('auth/');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(googleButton(page)).toBeEnabled();
  });

  test('a Google user deactivated by an admin cannot sign in again and is told why', async ({ page }) => {
    const account = { email: `deactivated.${run}@gmail.com` };
    await signInWithGoogle(page, account, `deactivated_${run}`);

    const [user] = await usersWithEmail(account.email);
    const deactivated = await adminApi.patch(`/api/admin/users/${user?.id}/status`, {
      data: { isActive: false },
    });
    expect(deactivated.ok(), await deactivated.text()).toBe(true);

    // Deactivation ended the session: the next page load is a visitor's.
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await answerGooglePopup(page, account, { existing: true });
    const refused = page.getByRole('alert').filter({ hasText: 'Sign-in Failed' });
    await expect(refused).toContainText('Account is deactivated');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('banner')).toBeHidden();
  });
});

test.describe('Google sign-in without any Firebase configuration', () => {
  test('the button tells the person to use their password; the operator reads why in the console', async ({
    page,
  }, testInfo) => {
    // The 'journeys' server: started without any FIREBASE_* variable.
    const unconfigured = testInfo.project.metadata.unconfiguredBaseURL as string;
    const config = await page.request.get(`${unconfigured}/api/config`);
    // No Firebase configuration (the API tests hold /api/config's whole shape, delivery included).
    expect(await config.json()).toMatchObject({ firebase: null });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${unconfigured}/auth`);
    await googleButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Google Sign-in Unavailable' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      'Google sign-in is not available on this site right now. Please sign in with your username and password instead.',
    );
    await expect(toast).not.toContainText(/Firebase|Replit/);
    expect(warnings.some((text) => text.includes('Firebase Console'))).toBe(true);
    await expect(page).toHaveURL(/\/auth$/);
  });
});
