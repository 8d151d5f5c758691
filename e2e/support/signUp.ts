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

/** Signs up through the Sign Up tab of /auth, as a newcomer would, and waits for the dashboard. */
export async function signUpThroughForm(page: Page, account: JourneyAccount): Promise<void> {
  const password = account.password ?? journeyPassword;
  await page.goto('/auth');
  // /auth comes drawn by the server: a click that lands before the app has taken the page over only moves
  // the focus, so the tab is clicked until it is the chosen one.
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
  await expect(async () => {
    await signUpTab.click();
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
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
