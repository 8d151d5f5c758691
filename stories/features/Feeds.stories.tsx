import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedsSection } from '@channel-countdown/features/settings';
import {
  createFeedHandlers,
  handlers,
  MOCK_FEED_TOKENS,
  type FeedMockOptions,
} from '@channel-countdown/features/mocks';

/** Each story gets its own fake feed state (the mock keeps what was made and turned off). */
const withFeeds = (options: FeedMockOptions = {}) => ({
  msw: { handlers: { ...handlers, feeds: createFeedHandlers(options) } },
});

const OFF = { urls: null, createdAt: null };

/** Settings' feeds section, as the API tab shows it below the API tokens. */
const meta = {
  title: 'Features/Settings/Feeds',
  component: FeedsSection,
  render: () => (
    <main style={{ padding: 24, maxWidth: 880 }}>
      <FeedsSection />
    </main>
  ),
  parameters: withFeeds(),
} satisfies Meta<typeof FeedsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const On: Story = {
  parameters: withFeeds(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your feed addresses' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('New uploads (Atom)');
    await expect(within(rows[0]!).getByLabelText('Address of New uploads (Atom)')).toHaveTextContent(
      `https://countdown.example.com/api/feeds/${MOCK_FEED_TOKENS[0]}/uploads.atom`,
    );
    await expect(rows[4]).toHaveTextContent('Cycle ends (calendar)');
    await expect(
      within(rows[4]!).getByRole('button', { name: 'Copy the address of Cycle ends (calendar)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/These addresses work since Oct 30, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make New Addresses' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn Off Feeds' })).toBeVisible();
  },
};

export const Off: Story = {
  parameters: withFeeds({ addresses: OFF }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Feeds are off' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn On Feeds' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Your feed addresses' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Turn Off Feeds' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withFeeds({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Loading your feed addresses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  parameters: withFeeds({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Could not load your feed addresses' }),
    ).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const TurnedOn: Story = {
  parameters: withFeeds({ addresses: OFF }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn On Feeds' }));
    await expect(await body().findByText('Feeds Turned On')).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Your feed addresses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list).toHaveTextContent(MOCK_FEED_TOKENS[0]);
  },
};

export const MakeNewAddresses: Story = {
  parameters: withFeeds(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Make New Addresses' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Make New Addresses?' });
    await expect(confirm).toHaveTextContent('The current addresses will stop working at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Make New Addresses' }));
    await expect(await body().findByText('New Addresses Made')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Your feed addresses' })).toHaveTextContent(
        MOCK_FEED_TOKENS[1],
      ),
    );
    await expect(canvas.getByRole('list', { name: 'Your feed addresses' })).not.toHaveTextContent(
      MOCK_FEED_TOKENS[0],
    );
  },
};

export const TurnOffWithConfirmation: Story = {
  parameters: withFeeds(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn Off Feeds' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Turn Off Feeds?' });
    await expect(confirm).toHaveTextContent('will stop receiving updates at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn Off' }));
    await expect(await body().findByText('Feeds Turned Off')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Feeds are off' })).toBeVisible();
    // The buttons that asked are gone: the keyboard's place is on turning feeds on again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Turn On Feeds' })).toHaveFocus());
  },
};
