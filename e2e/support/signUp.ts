import { expect, type Page } from '@playwright/test';

/** The password every journey's accounts use. */
export const journeyPassword = 'Creator123';

export interface JourneyAccount {
  username: string;
  email?: string;
  password?: string;
}

/** The email a journey account signs up with, unless it names its own. */
export const journeyEmail = (username: string) => `${username}@e2e.test`;

/** A username no earlier run has taken: `prefix` names the journey in the database. */
export const freshUsername = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

/**
 * Chooses a tab of /auth. The page comes drawn by the server: a click that lands before the app has taken it
 * over only moves the focus, so the tab is clicked until it is the chosen one.
 */
export async function chooseAuthTab(page: Page, name: 'Sign In' | 'Sign Up'): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Signs up through the Sign Up tab of /auth, as a newcomer would, and waits for the dashboard. */
export async function signUpThroughForm(page: Page, account: JourneyAccount): Promise<void> {
  const password = account.password ?? journeyPassword;
  await page.goto('/auth');
  await chooseAuthTab(page, 'Sign Up');
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Email').fill(account.email ?? journeyEmail(account.username));
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A new account for the journey (see freshUsername), signed up through the form; returns its username. */
export async function signUpFreshUser(page: Page, prefix: string): Promise<string> {
  const username = freshUsername(prefix);
  await signUpThroughForm(page, { username });
  return username;
}
