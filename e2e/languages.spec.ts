import { expect, test, type Browser, type Page } from '@playwright/test';
import { catalogOf, expectPageInLanguage, translator } from './support/languages';
import { freshUsername, journeyEmail, journeyPassword } from './support/signUp';

/**
 * Issue 42 journeys: a newcomer whose browser speaks Spanish, and one whose browser speaks Arabic, on a phone
 * (390 px): the server draws /auth in their language and direction, and sign-up, connecting a channel, notes
 * and settings read in that language only, with no sideways scroll and nothing axe objects to. The Language
 * setting then keeps the language on a browser that asks for English.
 */

const PHONE = { width: 390, height: 844 };

const journeys = [
  { locale: 'es', browserLanguage: 'es-ES', dir: 'ltr', name: 'Español' },
  { locale: 'ar', browserLanguage: 'ar-EG', dir: 'rtl', name: 'العربية' },
] as const;

for (const { locale, browserLanguage, dir, name } of journeys) {
  test(`a newcomer in ${name}: sign up, connect a channel, notes and settings, all in their language`, async ({
    browser,
  }) => {
    // A journey through many screens: more time than one screen's.
    test.slow();
    const catalog = catalogOf(locale);
    const tr = translator(catalog);
    const context = await browser.newContext({ locale: browserLanguage, viewport: PHONE });
    const page = await context.newPage();
    const html = page.locator('html');

    // The server draws /auth in the browser's language and direction.
    await page.goto('/auth');
    await expect(html).toHaveAttribute('lang', locale);
    await expect(html).toHaveAttribute('dir', dir);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await expectPageInLanguage(page, catalog);

    const username = freshUsername(`e2e_${locale}`);
    const tab = page.getByRole('tab', { name: tr('Sign Up') });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('tabpanel', { name: tr('Sign Up') });
    await form.getByLabel(tr('Username')).fill(username);
    await form.getByLabel(tr('Email')).fill(journeyEmail(username));
    await form.getByLabel(tr('Password'), { exact: true }).fill(journeyPassword);
    await form.getByLabel(tr('Confirm Password'), { exact: true }).fill(journeyPassword);
    await expectPageInLanguage(page, catalog);
    await form.getByRole('button', { name: tr('Create Account') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: tr('No channels yet') })).toBeVisible();
    await expectPageInLanguage(page, catalog);

    // Connect a channel by its handle.
    await page.getByRole('button', { name: tr('Add Your First Channel') }).click();
    const connect = page.getByRole('dialog', { name: tr('Connect YouTube Channel') });
    await connect.getByRole('textbox', { name: tr('YouTube channel') }).fill('@fakecreator');
    await expectPageInLanguage(page, catalog);
    await connect.getByRole('button', { name: tr('Find Channel') }).click();
    const confirm = page.getByRole('dialog', { name: tr('Confirm Channel Connection') });
    await expect(confirm.getByRole('heading', { name: 'Fake Creator' })).toBeVisible();
    await expectPageInLanguage(page, catalog);
    await confirm.getByRole('button', { name: tr('Start Timer') }).click();
    await expect(confirm).toBeHidden();
    const card = page.getByRole('article', { name: 'Fake Creator' });
    await expect(card.getByRole('timer')).toBeVisible();
    await expectPageInLanguage(page, catalog);

    // Notes: write one.
    await card.getByRole('button', { name: tr('Notes ({noteCount})', { noteCount: 0 }) }).click();
    const notes = page.getByRole('dialog', {
      name: tr('Channel Notes · <0>{channelName}</0>', { channelName: 'Fake Creator' }),
    });
    await expect(notes.getByRole('heading', { name: tr('No notes yet') })).toBeVisible();
    await expectPageInLanguage(page, catalog);
    await notes.getByRole('button', { name: tr('Create Your First Note') }).click();
    await notes.getByRole('textbox', { name: tr('Note') }).fill('Grabar el taller / تصوير الورشة');
    await notes.getByRole('button', { name: tr('Save') }).click();
    // In the list: until the save is answered the editor still holds the same text.
    await expect(
      notes
        .getByRole('list', { name: tr('Notes'), exact: true })
        .getByText('Grabar el taller / تصوير الورشة'),
    ).toBeVisible();
    await expectPageInLanguage(page, catalog);
    await notes.getByRole('button', { name: tr('Close') }).click();
    await expect(notes).toBeHidden();
    await expect(
      card.getByRole('button', { name: tr('Notes ({noteCount})', { noteCount: 1 }) }),
    ).toBeVisible();

    // Settings: every tab in the language; the language chosen there is saved with the account.
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: tr('Settings'), level: 1 })).toBeVisible();
    for (const tabName of ['Profile', 'Notifications', 'Timers', 'Appearance', 'Privacy', 'API Tokens']) {
      await page.getByRole('tab', { name: tr(tabName) }).click();
      await expect(page.getByRole('tab', { name: tr(tabName) })).toHaveAttribute('aria-selected', 'true');
      await expectPageInLanguage(page, catalog);
    }
    await page.getByRole('tab', { name: tr('Appearance') }).click();
    await page.getByRole('button', { name: new RegExp(tr('Language')) }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PUT',
    );
    await page.getByRole('option', { name }).click();
    expect((await saved).ok()).toBe(true);

    await expectSavedLanguage(browser, page, { locale, dir, tr });
    await context.close();
  });
}

/**
 * The account's saved language wins over the browser's: the same account, in a browser asking for English,
 * gets its dashboard drawn by the server in the saved language.
 */
async function expectSavedLanguage(
  browser: Browser,
  signedIn: Page,
  { locale, dir, tr }: { locale: string; dir: string; tr: (english: string) => string },
) {
  const english = await browser.newContext({
    locale: 'en-US',
    viewport: PHONE,
    storageState: await signedIn.context().storageState(),
  });
  const page = await english.newPage();
  const drawn = await (await page.request.get('/', { headers: { 'accept-language': 'en-US' } })).text();
  expect(drawn).toMatch(new RegExp(`<html[^>]* lang="${locale}"[^>]* dir="${dir}"`));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('article', { name: 'Fake Creator' })).toBeVisible();
  await expect(page.getByRole('button', { name: tr('Add Channel') }).first()).toBeVisible();
  await english.close();
}
