import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChannelChange } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { ChangesSection } from '@channel-countdown/features/channel-page';
import {
  FIXTURE_NOW,
  createChannelDataMocks,
  handlers,
  pixelAndPine,
  type ChannelDataOptions,
} from '@channel-countdown/features/mocks';

/**
 * The channel page's "What changed" section (issue 46) on its own, over the channel data mocks: what the
 * channel changed as its refreshes saw it, newest first, and its loading, empty and error states. The clock is
 * pinned at FIXTURE_NOW (Friday 20 November 2026, noon UTC).
 */
const meta = {
  title: 'Features/Channels/What Changed',
  component: ChangesSection,
  args: { channelId: pixelAndPine.id },
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <div style={{ width: '100%', maxWidth: 960 }}>
          <Story />
        </div>
      </NowProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: { handlers: { ...handlers, ...createChannelDataMocks() } },
  },
} satisfies Meta<typeof ChangesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const withData = (data: ChannelDataOptions) => ({
  parameters: { layout: 'padded', msw: { handlers: { ...handlers, ...createChannelDataMocks(data) } } },
});

const change = (
  id: number,
  kind: ChannelChange['kind'],
  at: string,
  before: string | null = null,
  after: string | null = null,
): ChannelChange => ({ id, kind, before, after, at });

/**
 * A channel that renamed itself with its handle, took a new picture, hid its count for a week and showed it
 * again, then removed a video.
 */
const changes: ChannelChange[] = [
  change(6, 'video-removed', '2026-11-20T09:15:00.000Z', 'Devlog #47: the pine table, part 2'),
  change(5, 'subscribers-shown', '2026-11-19T08:00:00.000Z'),
  change(4, 'subscribers-hidden', '2026-11-12T08:00:00.000Z'),
  change(
    3,
    'picture',
    '2026-11-03T14:00:00.000Z',
    'https://yt3.ggpht.com/old=s800-c-k',
    'https://yt3.ggpht.com/new=s800-c-k',
  ),
  change(2, 'handle', '2026-10-21T09:30:00.000Z', 'pixelpine', 'pixelandpinestudio'),
  change(1, 'renamed', '2026-10-21T09:30:00.000Z', 'Pixel & Pine', 'Pixel & Pine Studio'),
];

export const Changes: Story = {
  ...withData({ changes: { [pixelAndPine.id]: changes } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Changes, newest first' }));
    const items = list.getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Video removed: “Devlog #47: the pine table, part 2”',
      'Subscriber count shown again',
      'Subscriber count hidden',
      'New picture',
      'Handle changed from @pixelpine to @pixelandpinestudio',
      'Renamed from “Pixel & Pine” to “Pixel & Pine Studio”',
    ]);
    await expect(items[0]).toHaveTextContent('Nov 20, 2026');
    await expect(items[1]).toHaveTextContent('Nov 19, 2026');
    await expect(items[5]).toHaveTextContent('Oct 21, 2026');
  },
};

export const NoChangesYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No changes seen yet')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Changes, newest first' })).toBeNull();
  },
};

export const Loading: Story = {
  ...withData({ pending: { changes: true } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Loading changes' })).toBeVisible();
  },
};

export const Failed: Story = {
  ...withData({ failures: { changes: { status: 500, message: 'Something went wrong' } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Could not load the changes' }),
    ).toBeVisible();
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
