import { expect, test, type Page } from '@playwright/test';
import { chooseAuthTab } from './support/signUp';

/**
 * Issue 6 journey on the real server: register, sign out, sign in, switch the theme and keep it across a
 * reload, meet the not-found screen, and, as a visitor, be sent from a protected page to /auth.
 */
const password = 'Journey123';

async function openAccountMenu(page: Page, username: string) {
  await page.getByRole('button', { name: username, exact: true }).click();
  return page.getByRole('menu');
}

test('register, sign out, sign in, keep the theme, not-found, and the visitor guard', async ({
  page,
  browser,
}) => {
  // A journey through many screens and several browsers: more time than one screen's.
  test.slow();
  const username = `e2e_session_${Date.now().toString(36)}`;

  // Register: a full page load to the dashboard, signed in.
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await chooseAuthTab(page, 'Sign Up');
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('Username').fill(username);
  await signUp.getByLabel('Email').fill(`${username}@e2e.test`);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The user menu knows who is signed in; Sign Out ends on /auth.
  let menu = await openAccountMenu(page, username);
  await expect(menu.getByText(`${username}@e2e.test`)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // A wrong password is refused with the session layer's toast.
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Wrong123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();

  // Sign in again.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Switch the theme; a reload keeps it.
  const html = page.locator('html');
  const startedDark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  const wanted = startedDark ? 'light' : 'dark';
  menu = await openAccountMenu(page, username);
  await menu.getByRole('menuitem', { name: startedDark ? 'Light Mode' : 'Dark Mode' }).click();
  await expect(html).toHaveClass(new RegExp(`\\b${wanted}\\b`));
  await page.reload();
  await expect(html).toHaveClass(new RegExp(`\\b${wanted}\\b`));
  menu = await openAccountMenu(page, username);
  await expect(
    menu.getByRole('menuitem', { name: wanted === 'dark' ? 'Light Mode' : 'Dark Mode' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // An unknown path: the not-found screen with the way back for a signed-in user.
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A dotted path the table of pages has is a page: the server answers index.html, the app its not-found
  // screen. One that asks for a file no page has answers 404, not the app.
  const article = await page.goto('/blogs/1.5');
  expect(article?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: /^(Page|Article) Not Found$/i })).toBeVisible();
  for (const file of ['/foo.html', '/channel/UC.x'])
    expect((await page.request.get(file)).status()).toBe(404);

  // A visitor (no session cookie) at a protected page lands on /auth, and returns there after signing in.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/timers');
  await expect(visitorPage).toHaveURL(/\/auth\?returnTo=%2Ftimers$/);
  await expect(visitorPage.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await visitorPage.getByLabel('Username').fill(username);
  await visitorPage.getByLabel('Password', { exact: true }).fill(password);
  await visitorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitorPage).toHaveURL(/\/timers$/);
  await expect(visitorPage.getByRole('heading', { name: 'Active Timers' })).toBeVisible();
  await visitor.close();

  // Never an open redirect: a foreign returnTo signs in to the dashboard.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/auth?returnTo=https%3A%2F%2Fevil.example%2F');
  await otherPage.getByLabel('Username').fill(username);
  await otherPage.getByLabel('Password', { exact: true }).fill(password);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await other.close();

  // /signup (also the not-found screen's 'Sign Up') opens the Sign Up tab.
  const newcomer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const newcomerPage = await newcomer.newPage();
  await newcomerPage.goto('/nowhere');
  await newcomerPage.getByRole('link', { name: 'Sign Up' }).click();
  await expect(newcomerPage.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(newcomerPage.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await newcomer.close();
});
