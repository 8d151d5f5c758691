import path from 'node:path';
import { expect, test } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 20 journey on the real server: the bell shows the notifications the server stored (here written
 * straight into the journeys' database, as the scheduler would), a new one toasts while the tab is open,
 * 'Mark all read' is kept by the server across a reload, and a notification opens its channel's page.
 */

/** Stores a notification for the user as the server's scheduler does (the journeys' SQLite database). */
async function raise(
  userId: number,
  channelId: number,
  key: string,
  kind: string,
  title: string,
  body: string,
) {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'channel-countdown.sqlite');
  const db = new sqlite3.Database(file);
  await new Promise<void>((resolve, reject) =>
    db.run(
      'INSERT INTO notifications (user_id, kind, channel_id, title, body, dedupe_key, created_at, read_at, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)',
      [userId, kind, channelId, title, body, key, Date.now(), Date.now()],
      (error) => (error ? reject(error) : resolve()),
    ),
  );
  await new Promise<void>((resolve) => db.close(() => resolve()));
}

test('the bell reads the server: unread count, a toast for a new one, Mark all read kept, a link to the channel page', async ({
  page,
}) => {
  await signUpFreshUser(page, 'e2e_bell');
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  const channel = (await (
    await page.request.post('/api/channels', { data: { channelId: 'UCFakeCreatorChannel0001' } })
  ).json()) as {
    id: number;
  };
  await raise(
    user.id,
    channel.id,
    'e2e:done',
    'cycle-completed',
    'Timer Completed',
    'The timer for Fake Creator has completed.',
  );
  await raise(
    user.id,
    channel.id,
    'e2e:upload',
    'new-upload',
    'New Upload',
    'Fake Creator uploaded “Workshop tour”.',
  );

  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // Raised while the tab is open: it toasts within seconds, without a reload.
  await raise(
    user.id,
    channel.id,
    'e2e:ending',
    'cycle-ending',
    'Timer Ending Soon',
    'The timer for Fake Creator ends in 3 hours.',
  );
  await expect(page.getByText('The timer for Fake Creator ends in 3 hours.')).toBeVisible({
    timeout: 20_000,
  });
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
    .click();
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}$`));
});
