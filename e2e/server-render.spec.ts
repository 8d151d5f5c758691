import { devices, expect, test, type Page } from '@playwright/test';
import { collectPageErrors, rememberServerElements, serverElementsKept } from './support/serverRendering';
import { chooseAuthTab, freshUsername, journeyPassword, signUpThroughForm } from './support/signUp';

/**
 * Issue 22: the server sends the sign-in page, the dashboard, settings, a channel's page, /timers and /admin drawn (the host's server renderer, run
 * by the API server), so they show before the app's scripts arrive; the app then hydrates that HTML rather
 * than drawing it again. /admin's is checked by admin.spec.ts, which has the administrator.
 */

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
  const errors = collectPageErrors(visitor);
  await rememberServerElements(visitor, 'main, h1');
  const response = await visitor.goto('/auth');
  expect(await response?.text()).toContain('Track your favorite creators with precision timing');
  // The same elements, now the app's: the tabs answer, and signing in works.
  await chooseAuthTab(visitor, 'Sign Up');
  expect(await serverElementsKept(visitor, 'main, h1')).toBe(true);
  await expect(visitor.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await chooseAuthTab(visitor, 'Sign In');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('Password', { exact: true }).fill(journeyPassword);
  await visitor.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitor).toHaveURL(/\/$/);
  await expect(visitor.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Opens a drawn page (the sign-in page unless told) with every script file held back: the page is the
 * server's, shown but not yet the app's. It holds presses from its first paint, as the page itself carries
 * what holds them (a press on a detached probe shows it); returns what lets the script files through.
 */
async function openBeforeTheApp(
  page: Page,
  path = '/auth',
  drawn = page.getByRole('tab', { name: 'Sign Up' }),
): Promise<() => void> {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(drawn).toBeVisible();
  const pressHeld = await page.evaluate(() => {
    const probe = document.createElement('button');
    document.body.append(probe);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    probe.dispatchEvent(press);
    probe.remove();
    return press.defaultPrevented;
  });
  expect(pressHeld).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  return releaseScripts;
}

test('a press and what is typed on the drawn page before the app has started are kept, and answered once it has', async ({
  page,
}) => {
  const releaseScripts = await openBeforeTheApp(page);

  // A username typed, and Sign In pressed without a password. The browser does not send the form its own way
  // (that would put the fields in the address), and nothing answers yet.
  await page.getByLabel('Username').fill('someone_early');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(page.url()).toMatch(/\/auth$/);
  await expect(page.getByText('Password is required')).toBeHidden();

  releaseScripts();
  // Once the app has taken the page over, the press is answered: the form says what it lacks, and has kept
  // what was typed before it started.
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Username is required')).toBeHidden();
  await expect(page.getByLabel('Username')).toHaveValue('someone_early');
  expect(page.url()).toMatch(/\/auth$/);
  // Presses after that are the app's own, answered at once.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
});

test('a press begun on the drawn page before the app has started and ended after it is answered', async ({
  page,
}) => {
  const releaseScripts = await openBeforeTheApp(page);
  const signUpTab = page.getByRole('tab', { name: 'Sign Up' });

  // The button goes down while the page is still the server's, and comes up once it is the app's.
  const box = (await signUpTab.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseScripts();
  await expect(page.locator('html')).toHaveAttribute('data-interactive');
  await page.mouse.up();

  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  // The next press is the app's own: it goes back to Sign In once, not twice.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
});

test("a signed-in user's dashboard comes drawn with the channels and countdowns, and so do their settings, a channel's page and their timers; the app takes each over, with what was typed before it started", async ({
  page,
  browser,
}) => {
  // Four pages, each opened fresh (the dashboard, settings, a phone's dashboard and a channel's page).
  test.setTimeout(120_000);
  // One newcomer for all: the journeys' server may take only so many sign-ups from one address an hour.
  const username = freshUsername('e2e_ssr_dash');
  await signUpThroughForm(page, { username });
  // Settings come drawn on their profile tab, and the app's own tabs answer in the drawn page.
  const settingsPage = await page.context().newPage();
  const settingsErrors = collectPageErrors(settingsPage);
  await rememberServerElements(settingsPage, 'nav, main h1, [role="tablist"]');
  const settingsHtml = (await (await settingsPage.goto('/settings'))?.text()) ?? '';
  expect(settingsHtml).toContain('Settings sections');
  expect(settingsHtml).toContain(username);
  await settingsPage.getByRole('tab', { name: 'Appearance' }).click();
  await expect(settingsPage.getByRole('tabpanel', { name: 'Appearance' })).toBeVisible();
  expect(await serverElementsKept(settingsPage, 'nav, main h1, [role="tablist"]')).toBe(true);
  expect(settingsErrors).toEqual([]);

  // The password form of the drawn settings, filled with a wrong current password and sent while the page is
  // still the server's: once the app has it, it sends what was typed (the server refuses that password), and
  // the fields keep their text.
  const earlySettings = await page.context().newPage();
  const releaseScripts = await openBeforeTheApp(
    earlySettings,
    '/settings',
    earlySettings.getByRole('heading', { level: 1, name: 'Settings' }),
  );
  const passwordForm = earlySettings.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password').fill('Wrong0ne1');
  await passwordForm.getByLabel('New Password').fill('Another0ne1');
  await passwordForm.getByLabel('Confirm Password').fill('Another0ne1');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  releaseScripts();
  await expect(passwordForm.getByText('Current password is incorrect')).toBeVisible();
  await expect(passwordForm.getByText('Current password is required')).toBeHidden();
  await expect(passwordForm.getByLabel('New Password')).toHaveValue('Another0ne1');
  await expect(passwordForm.getByLabel('Confirm Password')).toHaveValue('Another0ne1');
  await earlySettings.close();

  const added = await page.request.post('/api/channels', { data: { channelId: 'UCFakeCreatorChannel0001' } });
  expect(added.status()).toBe(201);

  const reloaded = await page.context().newPage();
  const errors = collectPageErrors(reloaded);
  await rememberServerElements(reloaded, 'nav, main h1, article');
  const response = await reloaded.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Fake Creator');
  expect(html).toMatch(/6d 23h \d{1,2}m/);
  // The app's own card, answering: its notes open.
  const card = reloaded.getByRole('article', { name: 'Fake Creator' });
  await expect(card.getByRole('timer')).toHaveText(/^6d 23h \d{1,2}m$/);
  await card.getByRole('button', { name: 'Notes (0)' }).click();
  await expect(reloaded.getByRole('dialog', { name: 'Channel Notes' })).toBeVisible();
  expect(await serverElementsKept(reloaded, 'nav, main h1, article')).toBe(true);
  expect(errors).toEqual([]);

  // A phone's page comes drawn in the phone layout, which the app keeps.
  const phone = await browser.newContext({
    ...devices['iPhone 13'],
    storageState: await page.context().storageState(),
  });
  const onPhone = await phone.newPage();
  const phoneErrors = collectPageErrors(onPhone);
  await rememberServerElements(onPhone, 'button[aria-label="Open menu"], main h1, article');
  const phoneHtml = (await (await onPhone.goto('/'))?.text()) ?? '';
  expect(phoneHtml).toContain('aria-label="Open menu"');
  await expect(onPhone.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await onPhone
    .getByRole('article', { name: 'Fake Creator' })
    .getByRole('button', { name: 'Notes (0)' })
    .click();
  await expect(onPhone.getByRole('dialog', { name: 'Channel Notes' })).toBeVisible();
  expect(await serverElementsKept(onPhone, 'button[aria-label="Open menu"], main h1, article')).toBe(true);
  expect(phoneErrors).toEqual([]);
  await phone.close();

  // A channel's page comes drawn too: its header from the channel list, each section below loading, and the
  // answers of its sections' reads with it, which the app does not ask for again. The server writes its one day
  // ("Connected …") in UTC; read in a zone 14 hours ahead, the app takes the page over without a mismatch and
  // then writes that day in the reader's zone.
  const channel = (await added.json()) as { id: number; createdAt: string };
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(
      new Date(channel.createdAt),
    );
  const farAhead = await browser.newContext({
    timezoneId: 'Pacific/Kiritimati',
    storageState: await page.context().storageState(),
  });
  const channelPage = await farAhead.newPage();
  const channelErrors = collectPageErrors(channelPage);
  const channelReads: string[] = [];
  channelPage.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith(`/api/channels/${channel.id}/`)) channelReads.push(pathname + search);
  });
  await rememberServerElements(channelPage, 'nav, main h1');
  const channelHtml = (await (await channelPage.goto(`/channels/${channel.id}`))?.text()) ?? '';
  expect(channelHtml).toMatch(/<h1[^>]*><bdi>Fake Creator<\/bdi><\/h1>/);
  expect(channelHtml).toContain(dayIn('UTC'));
  // Each section below the header is drawn with its heading and its loading look; the app renders its content
  // as it comes near the viewport.
  for (const heading of ['Milestones', 'History', 'Daily gains', 'Latest uploads', 'Cycle history', 'Notes'])
    expect(channelHtml).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
  expect(channelHtml).not.toContain('Cycles, newest first');
  await expect(channelPage.getByText(`Connected ${dayIn('Pacific/Kiritimati')}`)).toBeVisible();
  // The app's own page, answering: its sections read their figures, and its Dashboard link goes home.
  await expect(channelPage.getByRole('status', { name: 'Loading channel' })).toHaveCount(0);
  expect(await serverElementsKept(channelPage, 'nav, main h1')).toBe(true);
  await channelPage.getByRole('heading', { name: 'Notes' }).scrollIntoViewIfNeeded();
  await expect(channelPage.getByRole('table', { name: 'Cycles, newest first' })).toBeVisible();
  // Not its sections' choices (reminders, cadence), which a section reads as it renders.
  const sectionReads = ['history?range=30d', 'milestones', 'gains?range=30d', 'uploads', 'changes', 'cycles'];
  expect(channelReads.filter((read) => sectionReads.some((section) => read.endsWith(`/${section}`)))).toEqual(
    [],
  );
  await channelPage.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(channelPage).toHaveURL(/\/$/);
  expect(channelErrors).toEqual([]);

  // /timers comes drawn with each card's countdown and its start day in UTC; the app takes it over in the
  // reader's zone, and its filters answer.
  const timersPage = await farAhead.newPage();
  const timersErrors = collectPageErrors(timersPage);
  await rememberServerElements(timersPage, 'nav, main h1, article');
  const timersHtml = (await (await timersPage.goto('/timers'))?.text()) ?? '';
  expect(timersHtml).toMatch(/<h1[^>]*>Active Timers<\/h1>/);
  expect(timersHtml).toContain('Fake Creator');
  expect(timersHtml).toMatch(/6d 23h \d{1,2}m/);
  expect(timersHtml).toContain(`Started ${dayIn('UTC')}`);
  const timerCard = timersPage.getByRole('article', { name: 'Fake Creator' });
  await expect(timerCard.getByText(`Started ${dayIn('Pacific/Kiritimati')}`)).toBeVisible();
  expect(await serverElementsKept(timersPage, 'nav, main h1, article')).toBe(true);
  await timersPage.getByRole('radio', { name: 'Paused' }).click();
  await expect(timerCard).toBeHidden();
  await timersPage.getByRole('radio', { name: 'All Timers' }).click();
  await expect(timerCard).toBeVisible();
  expect(timersErrors).toEqual([]);
  await farAhead.close();

  // Drawn in the account's saved theme, before any script, on a device that prefers light.
  const settings = await (await page.request.get('/api/settings')).json();
  const saved = await page.request.put('/api/settings', {
    data: { ...settings, appearance: { theme: 'dark' } },
  });
  expect(saved.status()).toBe(200);
  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    colorScheme: 'light',
    storageState: await page.context().storageState(),
  });
  const drawn = await withoutScripts.newPage();
  await drawn.goto('/');
  await expect(drawn.getByRole('article', { name: 'Fake Creator' })).toBeVisible();
  const background = await drawn
    .locator('[data-cc-root]')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(9, 9, 11)');
  await withoutScripts.close();

  // Settings drawn for that account, with its channel and its dark theme, are the ones the app takes over.
  const darkSettings = await page.context().newPage();
  const darkSettingsErrors = collectPageErrors(darkSettings);
  await rememberServerElements(darkSettings, 'nav, main h1, [role="tablist"]');
  await darkSettings.goto('/settings');
  await darkSettings.getByRole('tab', { name: 'Appearance' }).click();
  await expect(darkSettings.getByRole('tabpanel', { name: 'Appearance' })).toBeVisible();
  expect(await serverElementsKept(darkSettings, 'nav, main h1, [role="tablist"]')).toBe(true);
  expect(darkSettingsErrors).toEqual([]);

  // On a device that prefers dark, with the account back on the device's theme, the light page the server drew
  // turns dark without being drawn again.
  const reset = await page.request.put('/api/settings', { data: settings });
  expect(reset.status()).toBe(200);
  const darkDevice = await browser.newContext({
    colorScheme: 'dark',
    storageState: await page.context().storageState(),
  });
  const onDarkDevice = await darkDevice.newPage();
  const darkDeviceErrors = collectPageErrors(onDarkDevice);
  await rememberServerElements(onDarkDevice, 'nav, main h1, article');
  await onDarkDevice.goto('/');
  await onDarkDevice
    .getByRole('article', { name: 'Fake Creator' })
    .getByRole('button', { name: 'Notes (0)' })
    .click();
  await expect(onDarkDevice.getByRole('dialog', { name: 'Channel Notes' })).toBeVisible();
  expect(await serverElementsKept(onDarkDevice, 'nav, main h1, article')).toBe(true);
  expect(darkDeviceErrors).toEqual([]);
  await darkDevice.close();
});
