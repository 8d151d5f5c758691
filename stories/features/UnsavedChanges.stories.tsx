import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link, Route, Routes } from 'react-router';
import { SettingsScreen } from '@channel-countdown/features/settings';
import { handlers } from '@channel-countdown/features/mocks';

/**
 * Settings with an edit not saved yet, and a link of the app beside them: following the link asks "Leave
 * without saving?" first (Stay keeps the page and its edits, Leave goes); without edits it goes at once.
 */
function SettingsBesideALink() {
  return (
    <Routes>
      <Route
        path="/settings"
        element={
          <>
            <nav aria-label="Main" style={{ padding: '8px 24px' }}>
              <Link to="/timers">Active Timers</Link>
            </nav>
            <SettingsScreen download={fn()} />
          </>
        }
      />
      <Route path="/timers" element={<p>Timers page</p>} />
    </Routes>
  );
}

const meta = {
  title: 'Features/Settings/UnsavedChanges',
  component: SettingsBesideALink,
  parameters: { route: '/settings', msw: { handlers } },
} satisfies Meta<typeof SettingsBesideALink>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Changes the profile's username, which makes the form unsaved (its Save Changes button shows). */
async function editUsername(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const username = await canvas.findByRole('textbox', { name: 'Username' });
  await userEvent.type(username, '2');
  await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeVisible();
  return username;
}

/** Follows the link to the timers and waits for the question, past its opening animation. */
async function leaveByLink(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('link', { name: 'Active Timers' }));
  const dialog = await body().findByRole('alertdialog', { name: 'Leave without saving?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Without edits the link goes at once, with no question. */
export const NothingToAsk: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: 'Username' });
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Active Timers' }));
    await expect(await within(canvasElement).findByText('Timers page')).toBeVisible();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** The question, open: what the screenshot shows. Stay is focused first, so Enter keeps the edits. */
export const AsksBeforeLeaving: Story = {
  play: async ({ canvasElement }) => {
    await editUsername(canvasElement);
    const dialog = await leaveByLink(canvasElement);
    await expect(
      within(dialog).getByText(
        'You have changes that are not saved yet. If you leave this page now, they are lost.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Leave without saving' })).toBeVisible();
  },
};

/** Stay (here with Escape, from the keyboard) closes the question; the page and its edit are kept. */
export const StayKeepsTheEdits: Story = {
  play: async ({ canvasElement }) => {
    const username = await editUsername(canvasElement);
    const edited = (username as HTMLInputElement).value;
    await leaveByLink(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(username).toHaveValue(edited);
    await expect(edited).toMatch(/2$/);
    await expect(within(canvasElement).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Timers page')).toBeNull();
  },
};

/** Leave without saving goes where the link pointed. */
export const LeaveGoes: Story = {
  play: async ({ canvasElement }) => {
    await editUsername(canvasElement);
    const dialog = await leaveByLink(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await expect(await within(canvasElement).findByText('Timers page')).toBeVisible();
  },
};
