import { expect, test, type Page } from '@playwright/test';
import { freshUsername, journeyPassword, signUpThroughForm } from './support/signUp';

/**
 * Issue 22: the server sends the sign-in page drawn (the host's server renderer, run by the API server), so a
 * visitor sees it before the app's scripts arrive; the app then hydrates that HTML rather than drawing it again.
 */

/**
 * Every error the page reports (a hydration mismatch is one: React's production error #418 or #425), but the
 * browser's line for each answer with an error status: a visitor's session check is answered 401.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the sign-in page is there without scripts, in the device colour scheme', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme });
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByText('Track your favorite creators with precision timing')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Username')).toBeVisible();
    // The page's background is its theme's, before any script has chosen it.
    const background = await page
      .locator('[data-cc-root]')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe(colorScheme === 'dark' ? 'rgb(9, 9, 11)' : 'rgb(250, 250, 250)');
    await context.close();
  }
});

test('the app takes over the server-drawn page without a mismatch, and signs a user in from it', async ({
  page,
  browser,
}) => {
  const username = freshUsername('e2e_ssr');
  await signUpThroughForm(page, { username });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const errors = collectErrors(visitor);
  const response = await visitor.goto('/auth');
  expect(await response?.text()).toContain('Track your favorite creators with precision timing');
  // The same elements, now the app's: the tabs answer, and signing in works.
  await visitor.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(visitor.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await visitor.getByRole('tab', { name: 'Sign In' }).click();
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Password', { exact: true }).fill(journeyPassword);
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(/\/$/);
  await expect(visitor.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
