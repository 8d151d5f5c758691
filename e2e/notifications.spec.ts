import { expect, test, type APIRequestContext } from '@playwright/test';
import { DAY_MS, HOUR_MS, setClockOffset } from './support/clock';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 20 journey on the real server: the server's scheduler raises the notifications (its pass a minute,
 * with the server's clock moved on: TEST_CLOCK_FILE, playwright.config.ts), the bell shows them, a new one
 * toasts while the tab is open, 'Mark all read' is kept by the server across a reload, and a notification
 * opens its channel's page.
 */
/**
 * Long enough for the scheduler's next pass (a minute, or two when one was running as the clock moved) and the
 * bell's next poll (12 s) after it.
 */
const NEXT_PASS = { timeout: 150_000 };

test.afterEach(() => setClockOffset(0));

/** Connects a channel of the fake YouTube; its 7-day cycle starts at the server's time. */
async function connect(api: APIRequestContext, channelId: string): Promise<number> {
  const answer = await api.post('/api/channels', { data: { channelId } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** The unread count the bell reads (its first page, as it polls it). */
const unread = async (api: APIRequestContext) =>
  ((await (await api.get('/api/notifications')).json()) as { unreadCount: number }).unreadCount;

test('the bell reads the server: unread count, a toast for a new one, Mark all read kept, a link to the channel page', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signUpFreshUser(page, 'e2e_bell');
  const api = page.request;
  const fakeCreator = await connect(api, 'UCFakeCreatorChannel0001');
  await connect(api, 'UCSecondFakeChannel00002');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  // Both cycles end: the scheduler's next pass raises 'Timer Completed' for each.
  setClockOffset(7 * DAY_MS + HOUR_MS);
  await expect.poll(() => unread(api), NEXT_PASS).toBe(2);
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // Raised while the tab is open: a third channel's cycle comes within the warning time (24 hours) of its
  // end, and it toasts without a reload.
  await connect(api, 'UCQuietChannelNoUpload03');
  setClockOffset(14 * DAY_MS - 2 * HOUR_MS);
  await expect(page.getByText(/^The timer for Quiet Channel ends on /)).toBeVisible(NEXT_PASS);
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Kept on the server: still read after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  await page.getByRole('button', { name: 'Notifications' }).click();
  await page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: /Timer Completed/ })
    .filter({ hasText: 'Fake Creator' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/channels/${fakeCreator}$`));
});
