import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@channel-countdown/contract';
import { DestinationsSection } from '@channel-countdown/features/settings';
import {
  createDestinationHandlers,
  handlers,
  MOCK_WEBHOOK_SECRET,
  type DestinationMockOptions,
} from '@channel-countdown/features/mocks';

/** Each story gets its own fake destinations (the mock keeps what was added and deleted). */
const withDestinations = (options: DestinationMockOptions = {}) => ({
  msw: { handlers: { ...handlers, destinations: createDestinationHandlers(options) } },
});

/** Settings › Notifications' webhooks and chat section. */
const meta = {
  title: 'Features/Settings/Destinations',
  component: DestinationsSection,
  render: () => (
    <main style={{ padding: 24, maxWidth: 880 }}>
      <DestinationsSection />
    </main>
  ),
  parameters: withDestinations(),
} satisfies Meta<typeof DestinationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const List: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your destinations' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Studio server');
    await expect(rows[0]).toHaveTextContent('Webhook');
    await expect(rows[0]).toHaveTextContent('Timer ending soon, Timer completed, New upload · All channels');
    await expect(rows[1]).toHaveTextContent('Team Discord');
    await expect(rows[1]).toHaveTextContent('New upload · Chosen channels');
    await expect(canvas.getByRole('button', { name: 'Add Destination' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withDestinations({ destinations: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No destinations yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Destination' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withDestinations({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Loading your destinations' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  parameters: withDestinations({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load your destinations')).toBeVisible();
  },
};

/**
 * A webhook's secret is shown once, after it is added, with a button that copies it; its channels are chosen
 * from the user's channels.
 */
export const SecretShownOnce: Story = {
  parameters: withDestinations({ destinations: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Destination' }));
    const dialog = await body().findByRole('dialog', { name: 'Add Destination' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Studio server');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Webhook address' }),
      'https://hooks.studio.example/countdown',
    );
    await userEvent.click(within(dialog).getByRole('switch', { name: 'All channels' }));
    const channels = await within(dialog).findByRole('group', { name: 'Channels' });
    await userEvent.click(within(channels).getByRole('checkbox', { name: 'Pixel & Pine Studio' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Destination' }));
    const shown = await body().findByRole('dialog', { name: "Your Webhook's Secret" });
    await expect(within(shown).getByLabelText('Signing secret')).toHaveTextContent(MOCK_WEBHOOK_SECRET);
    await expect(within(shown).getByText(/it will not be shown again/)).toBeVisible();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
      await expect(writeText).toHaveBeenCalledWith(MOCK_WEBHOOK_SECRET);
    } finally {
      writeText.mockRestore();
    }
    await expect(await body().findByText('Secret Copied')).toBeVisible();
    const added = (await (await fetch(paths.destinations)).json()) as Array<{ channelIds: number[] | null }>;
    await expect(added[0]?.channelIds).toEqual([1]);
  },
};

/** Once its dialog is closed, the secret is nowhere: the list and the edit dialog show its first characters at most. */
export const SecretNeverShownAgain: Story = {
  parameters: withDestinations({ destinations: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Destination' }));
    const dialog = await body().findByRole('dialog', { name: 'Add Destination' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Studio server');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Webhook address' }),
      'https://hooks.studio.example/countdown',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Destination' }));
    const shown = await body().findByRole('dialog', { name: "Your Webhook's Secret" });
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Opened from the keyboard: a click at once after a dialog closed can be read as a press outside the next one.
    (await canvas.findByRole('button', { name: 'Edit Studio server' })).focus();
    await userEvent.keyboard('{Enter}');
    const edit = await body().findByRole('dialog', { name: 'Edit Destination' });
    await expect(within(edit).getByRole('textbox', { name: 'Name' })).toHaveValue('Studio server');
    await expect(document.body.textContent).not.toContain(MOCK_WEBHOOK_SECRET);
    await expect(document.body.textContent).not.toContain(MOCK_WEBHOOK_SECRET.slice(10));
  },
};

/** Editing a destination: a new name, fewer events, and chosen channels instead of all. */
export const EditDestination: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Studio server' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Destination' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Studio uploads');
    const events = dialog.getByRole('group', { name: 'Which reminders' });
    await userEvent.click(within(events).getByRole('checkbox', { name: 'Timer ending soon' }));
    await userEvent.click(dialog.getByRole('switch', { name: 'All channels' }));
    const channels = await dialog.findByRole('group', { name: 'Channels' });
    // None chosen: refused before anything is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Choose at least one channel, or all channels')).toBeVisible();
    await userEvent.click(within(channels).getByRole('checkbox', { name: 'Sourdough Science' }));
    await userEvent.click(within(channels).getByRole('checkbox', { name: 'Midnight Synthwave' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('Destination Saved')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Your destinations' });
    await waitFor(() => expect(list).toHaveTextContent('Studio uploads'));
    await expect(list).toHaveTextContent('Timer completed, New upload · Chosen channels');
    const saved = (await (await fetch(paths.destinations)).json()) as Array<{
      name: string;
      events: string[];
      channelIds: number[] | null;
    }>;
    await expect(saved[0]).toMatchObject({
      name: 'Studio uploads',
      events: ['cycle-completed', 'new-upload'],
      channelIds: [2, 3],
    });
  },
};

/** The edit dialog opened on a destination with chosen channels: its channels are ticked. */
export const EditChosenChannels: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Team Discord' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Destination' }));
    await expect(dialog.getByRole('switch', { name: 'All channels' })).not.toBeChecked();
    const channels = await dialog.findByRole('group', { name: 'Channels' });
    await expect(within(channels).getByRole('checkbox', { name: 'Pixel & Pine Studio' })).toBeChecked();
    await expect(within(channels).getByRole('checkbox', { name: 'Sourdough Science' })).toBeChecked();
    await expect(within(channels).getByRole('checkbox', { name: 'Midnight Synthwave' })).not.toBeChecked();
  },
};

export const AddRefusesEmptyName: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Destination' }));
    const dialog = await body().findByRole('dialog', { name: 'Add Destination' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Destination' }));
    await expect(await within(dialog).findByText('Give the destination a name')).toBeVisible();
  },
};

export const SendTest: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test to Studio server' }));
    await expect(await canvas.findByText('The test message was delivered.')).toBeVisible();
  },
};

export const SendTestFails: Story = {
  parameters: withDestinations({ test: { sent: false, responseStatus: null, error: 'timeout' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send test to Team Discord' }));
    await expect(await canvas.findByText('The server took too long to answer.')).toBeVisible();
  },
};

export const DeliveryLog: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delivery log of Studio server' }));
    const dialog = await body().findByRole('dialog', { name: 'Delivery Log' });
    const log = await within(dialog).findByRole('list', { name: 'Deliveries' });
    const entries = within(log).getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('New upload');
    await expect(entries[0]).toHaveTextContent('Will retry');
    await expect(entries[0]).toHaveTextContent('The server had a problem and did not take the message.');
    await expect(entries[1]).toHaveTextContent('Delivered');
  },
};

export const DeleteWithConfirmation: Story = {
  parameters: withDestinations(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Team Discord' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete Destination?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('Team Discord')).toBeNull());
    await expect(
      within(canvas.getByRole('list', { name: 'Your destinations' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};
