import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { NowProvider } from '@channel-countdown/features';
import { ChannelCard, useChannels } from '@channel-countdown/features/channels';
import {
  FIXTURE_NOW,
  channelScenarios,
  createChannelMocks,
  handlers,
  pixelAndPine,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/** The card of Pixel & Pine Studio (a running timer), as the fake server lists it after each change. */
function CardWithDeleteDialog() {
  const { data } = useChannels();
  const channel = data?.find((c) => c.id === pixelAndPine.id);
  return (
    <Routes>
      <Route
        path="/"
        element={
          <div style={{ maxWidth: 360, padding: 24 }}>
            {channel ? <ChannelCard channel={channel} /> : <p>Loading…</p>}
          </div>
        }
      />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  );
}

const withMocks = (mocks: ChannelMocks = createChannelMocks({ channels: [pixelAndPine] })) => ({
  parameters: { msw: { handlers: { ...handlers, ...mocks } } },
});

const meta = {
  title: 'Features/ChannelCard/DeleteTimer',
  component: CardWithDeleteDialog,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof CardWithDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openDeleteDialog(canvasElement: HTMLElement) {
  const article = await within(canvasElement).findByRole('article');
  await userEvent.click(await within(article).findByRole('button', { name: 'Delete timer' }));
  const dialog = await body().findByRole('alertdialog');
  // Past its 150 ms opening animation.
  await waitFor(() => expect(dialog).toBeVisible());
  return { article, dialog };
}

/** The confirmation names the channel. */
export const Open: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openDeleteDialog(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: 'Delete Timer' })).toBeVisible();
    await expect(
      within(dialog).getByText(/^Are you sure you want to delete the timer for/),
    ).toHaveTextContent(
      'Are you sure you want to delete the timer for "Pixel & Pine Studio"? This action cannot be undone.',
    );
  },
};

/** Where `text` starts, left to right, on screen: the x of its first and last character. */
function horizontalOrder(root: HTMLElement, text: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at < 0) continue;
    const x = (index: number) => {
      const range = document.createRange();
      range.setStart(node!, index);
      range.setEnd(node!, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { first: x(at), last: x(at + text.length - 1) };
  }
  throw new Error(`no text node with '${text}'`);
}

/**
 * A channel named '\u202Eevil' (a right-to-left override, as a hostile name could carry): the name is
 * isolated, so the sentence after it still reads left to right ('This action cannot be undone.').
 */
export const RightToLeftOverrideName: Story = {
  ...withMocks(createChannelMocks({ channels: [{ ...pixelAndPine, channelName: '\u202Eevil' }] })),
  play: async ({ canvasElement }) => {
    const { article, dialog } = await openDeleteDialog(canvasElement);
    // Each word reads left to right: its first letter is left of its last (the override, if it leaked, would
    // mirror them). Single words, so a line break cannot fall inside one.
    for (const text of ['Are', 'sure', 'action', 'cannot', 'undone']) {
      const { first, last } = horizontalOrder(dialog, text);
      await expect(first, text).toBeLessThan(last);
    }
    await expect(within(article).getByRole('heading', { level: 3 }).querySelector('bdi')).not.toBeNull();
  },
};

/** Cancel keeps the timer. */
export const Cancelled: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const { article, dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(await within(article).findByRole('button', { name: 'Delete timer' })).toBeVisible();
  },
};

/** Deleting: 'Timer Deleted', the card turns green, reads 'No timer' and loses its delete button. */
export const Confirmed: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const { article, dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Timer' }));
    await expect(await body().findByText('Timer Deleted')).toBeVisible();
    await waitFor(() => expect(article).toHaveAttribute('data-timer', 'idle'));
    await expect(within(article).queryByRole('button', { name: 'Delete timer' })).toBeNull();
    // A deleted timer is no completed cycle: the card says there is none rather than 'Done'.
    await expect(within(article).getAllByText('No timer')).toHaveLength(2);
    await expect(within(article).queryByText('Done')).toBeNull();
  },
};

/** While the call runs the confirm button shows its pending label. */
export const Deleting: Story = {
  ...withMocks(createChannelMocks({ channels: [pixelAndPine], pending: { deleteTimer: true } })),
  play: async ({ canvasElement }) => {
    const { dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Timer' }));
    await expect(await within(dialog).findByRole('button', { name: /Deleting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Fails: Story = {
  ...withMocks(channelScenarios.deleteTimerFails()),
  play: async ({ canvasElement }) => {
    const { article, dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Timer' }));
    await expect(await body().findByText('Failed to delete timer')).toBeVisible();
    await expect(await within(article).findByRole('button', { name: 'Delete timer' })).toBeVisible();
  },
};

/** A 401: the 'Unauthorized' toast, then /signin after 500 ms. */
export const Unauthorized: Story = {
  ...withMocks(channelScenarios.deleteTimerUnauthorized()),
  play: async ({ canvasElement }) => {
    const { dialog } = await openDeleteDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Timer' }));
    await expect(await body().findByText('Unauthorized')).toBeVisible();
    await expect(await within(canvasElement).findByText('Sign-in page')).toBeVisible();
  },
};
