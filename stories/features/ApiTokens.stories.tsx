import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiTokensSection } from '@channel-countdown/features/settings';
import {
  adminAuthHandlers,
  createApiTokenHandlers,
  handlers,
  MOCK_NEW_TOKEN,
  type ApiTokenMockOptions,
} from '@channel-countdown/features/mocks';

/** Each story gets its own fake token state (the mock keeps what was made and revoked). */
const withTokens = (options: ApiTokenMockOptions = {}, auth = handlers.auth) => ({
  msw: { handlers: { ...handlers, auth: auth ?? [], apiTokens: createApiTokenHandlers(options) } },
});

/** Settings' API tokens section, as its tab shows it. */
const meta = {
  title: 'Features/Settings/ApiTokens',
  component: ApiTokensSection,
  render: () => (
    <main style={{ padding: 24, maxWidth: 880 }}>
      <ApiTokensSection />
    </main>
  ),
  parameters: withTokens(),
} satisfies Meta<typeof ApiTokensSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const List: Story = {
  parameters: withTokens(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your API tokens' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Weekly spreadsheet');
    await expect(rows[0]).toHaveTextContent(
      'Created Nov 8, 2026 · Last used Nov 20, 2026 · Expires Feb 6, 2027',
    );
    await expect(rows[1]).toHaveTextContent('Upload bot');
    await expect(rows[1]).toHaveTextContent('Never used · Never expires');
    await expect(within(rows[1]!).getByText('Write')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('Expired Oct 21, 2026');
    await expect(within(rows[2]!).getByText('Expired', { selector: 'span' })).toBeVisible();
    // The tokens themselves are never shown again: only their first characters.
    await expect(within(rows[0]!).getByText('cct_Qm7x…')).toBeVisible();
    await expect(canvas.getByText(/Changing your password revokes every token/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Token' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withTokens({ tokens: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No API tokens yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Token' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your API tokens' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withTokens({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Loading your API tokens' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  parameters: withTokens({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Could not load your API tokens' }),
    ).toBeVisible();
    await expect(within(alert).getByText('Internal Server Error')).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const JustCreated: Story = {
  parameters: withTokens({ tokens: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Token' }));
    const dialog = await body().findByRole('dialog', { name: 'New API Token' });
    const inDialog = within(dialog);
    // A plain user is not offered the admin scope; read is on at first.
    await expect(inDialog.queryByRole('switch', { name: 'Admin' })).toBeNull();
    await expect(inDialog.getByRole('switch', { name: 'Read' })).toBeChecked();
    // Nothing is sent without a name.
    await userEvent.click(inDialog.getByRole('button', { name: 'Create Token' }));
    await expect(await inDialog.findByText('Give the token a name')).toBeVisible();
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Name' }), 'Upload bot');
    await userEvent.click(inDialog.getByRole('switch', { name: 'Write' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create Token' }));
    const shown = await body().findByRole('dialog', { name: 'Your New Token' });
    await expect(within(shown).getByLabelText('Your new token')).toHaveTextContent(MOCK_NEW_TOKEN);
    await expect(within(shown).getByText(/it will not be shown again/)).toBeVisible();
    await expect(within(shown).getByRole('button', { name: 'Copy' })).toBeVisible();
    // The list behind it already has the token, by its first characters only.
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Your API tokens' })).toHaveTextContent('Upload bot'),
    );
    await waitFor(() => expect(shown).toBeVisible());
  },
};

export const AdminScopeForAdministrators: Story = {
  parameters: withTokens({ tokens: [], admin: true }, adminAuthHandlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Token' }));
    const dialog = await body().findByRole('dialog', { name: 'New API Token' });
    await expect(await within(dialog).findByRole('switch', { name: 'Admin' })).not.toBeChecked();
  },
};

export const RevokeWithConfirmation: Story = {
  parameters: withTokens(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Upload bot' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Revoke Token?' });
    await expect(confirm).toHaveTextContent('Programs using “Upload bot” will stop working at once.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expect(await body().findByText('Token Revoked')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.queryByText('Upload bot')).toBeNull();
  },
};
