import { expect, test, type Page } from '@playwright/test';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 7 journey on the real server and the fake YouTube (which knows '@fakecreator': 'Fake Creator',
 * 1,250,000 subscribers, 342 videos): connect a channel, watch its countdown, keep notes, refresh it,
 * delete its timer, and find everything as it was left after a reload.
 */

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('connect a channel, keep notes, refresh it, delete its timer, and reload', async ({ page }) => {
  await signUpFreshUser(page, 'e2e_dash');
  await expect(page.getByRole('heading', { name: 'No channels yet' })).toBeVisible();

  // Connect by handle: preview, confirm, start the timer.
  await page.getByRole('button', { name: 'Add Your First Channel' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect YouTube Channel' });
  await connect.getByRole('textbox', { name: 'YouTube channel' }).fill('@fakecreator');
  await connect.getByRole('button', { name: 'Find Channel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Channel Connection' });
  await expect(confirm.getByRole('heading', { name: 'Fake Creator' })).toBeVisible();
  await expect(confirm.getByText('1.2M')).toBeVisible();
  await expect(confirm.getByText('342')).toBeVisible();
  await confirm.getByRole('button', { name: 'Start Timer' }).click();
  await expect(toast(page, 'Channel Added')).toBeVisible();
  await expect(confirm).toBeHidden();

  // The card: red, Active, counting down from 6d 23h.
  const card = page.getByRole('article', { name: 'Fake Creator' });
  await expect(card).toHaveAttribute('data-timer', 'running');
  await expect(card.getByRole('timer')).toHaveText(/^6d 23h \d{1,2}m$/);
  await expect(card.getByText('Active').first()).toBeVisible();
  await expect(card.getByRole('link', { name: 'View Channel' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/channel/UCFakeCreatorChannel0001',
  );

  // Notes: add two, edit one, delete the other.
  await card.getByRole('button', { name: 'Notes (0)' }).click();
  const notes = page.getByRole('dialog', { name: 'Channel Notes' });
  await expect(notes.getByRole('heading', { name: 'No notes yet' })).toBeVisible();
  await notes.getByRole('button', { name: 'Create Your First Note' }).click();
  await notes.getByRole('textbox', { name: 'Note' }).fill('Film the workshop tour');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Note Created')).toBeVisible();
  await expect(notes.getByText('Film the workshop tour')).toBeVisible();

  await notes.getByRole('button', { name: 'Add Note' }).click();
  await notes.getByRole('textbox', { name: 'Note' }).fill('Temporary idea');
  // The colour swatch is the radio's label (the input itself is visually hidden).
  await notes
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Yellow' }) })
    .click();
  await expect(notes.getByRole('radio', { name: 'Yellow' })).toBeChecked();
  await notes.getByRole('button', { name: 'Save' }).click();
  // In the list: until the save is answered the editor still holds the same text.
  await expect(
    notes.getByRole('list', { name: 'Notes', exact: true }).getByText('Temporary idea'),
  ).toBeVisible();

  const first = notes.getByRole('listitem').filter({ hasText: 'Film the workshop tour' });
  await first.getByRole('button', { name: 'Edit note' }).click();
  const editor = notes.getByRole('textbox', { name: 'Note' });
  await expect(editor).toHaveValue('Film the workshop tour');
  await editor.fill('Film the workshop tour on Tuesday');
  await notes.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Note Updated')).toBeVisible();
  await expect(notes.getByText('Film the workshop tour on Tuesday')).toBeVisible();

  await notes
    .getByRole('listitem')
    .filter({ hasText: 'Temporary idea' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  await expect(toast(page, 'Note Deleted')).toBeVisible();
  await expect(notes.getByText('Temporary idea')).toBeHidden();
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();
  await expect(card.getByRole('button', { name: 'Notes (1)' })).toBeVisible();
  await expect(card.getByText('Film the workshop tour on Tuesday')).toBeVisible();

  // Refresh from YouTube.
  await card.getByRole('button', { name: 'Refresh channel data' }).click();
  await expect(toast(page, 'Channel Updated')).toBeVisible();

  // Delete the timer: the card turns green and loses its delete button.
  await card.getByRole('button', { name: 'Delete timer' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText(
      'Are you sure you want to delete the timer for "Fake Creator"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Timer' }).click();
  await expect(toast(page, 'Timer Deleted')).toBeVisible();
  await expect(card).toHaveAttribute('data-timer', 'idle');
  await expect(card.getByRole('button', { name: 'Delete timer' })).toHaveCount(0);
  await expect(card.getByRole('timer')).toHaveCount(0);

  // Reload: everything as it was left.
  await page.reload();
  const reloaded = page.getByRole('article', { name: 'Fake Creator' });
  await expect(reloaded).toHaveAttribute('data-timer', 'idle');
  await expect(reloaded.getByText('No timer').first()).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Delete timer' })).toHaveCount(0);
  await expect(reloaded.getByRole('button', { name: 'Notes (1)' })).toBeVisible();
  await expect(reloaded.getByText('Film the workshop tour on Tuesday')).toBeVisible();
  await expect(reloaded.getByRole('img', { name: 'Channel data needs refresh' })).toHaveCount(0);
});
