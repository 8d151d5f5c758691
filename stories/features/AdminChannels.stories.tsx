import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminScreen } from '@channel-countdown/features/admin';
import { adminEmptyHandlers, adminLoadingHandlers } from '@channel-countdown/features/mocks';
import { adminMeta, eventually, LOAD, openAdminTab, withAdminHandlers } from './adminStories';

/** The Channels tab of /admin: every channel on the platform with its owner. */
const meta = {
  title: 'Features/Admin/Channels',
  ...adminMeta,
  parameters: { ...adminMeta.parameters }, // written out: see adminMeta
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openChannelsTab = (canvasElement: HTMLElement) => openAdminTab(canvasElement, 'Channels');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openChannelsTab(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'All Channels' })).toBeVisible();
    const tara = within(await canvas.findByRole('article', { name: 'Tech With Tara' }, LOAD));
    await expect(canvas.getAllByRole('article')).toHaveLength(26);
    await expect(canvas.getByText('26')).toBeVisible();
    await expect(tara.getByText('1.2M subscribers')).toBeVisible();
    await expect(tara.getByText('Honest gadget reviews and weekend builds.')).toBeVisible();
    await expect(tara.getByText('412 videos')).toBeVisible();
    await expect(tara.getByText(/^Created /)).toBeVisible();
    await expect(tara.getByText('techwithtara')).toBeVisible();
    const link = tara.getByRole('link', { name: 'Open Tech With Tara on YouTube' });
    await expect(link).toHaveAttribute('target', '_blank');
    // An icon button: the name is for assistive technology, no visible text beside a squashed icon.
    await expect(link.textContent).toBe('');
    await expect(link.querySelector('svg')!.getBoundingClientRect().width).toBe(16);
    await expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/channel\/UC/);

    // Fallbacks: a channel with no name, description or counts. A hidden count is unknown, not zero.
    const unnamed = within(canvas.getByRole('article', { name: 'Unnamed Channel' }));
    await expect(unnamed.getByText('No description')).toBeVisible();
    await expect(unnamed.getByText('— subscribers')).toBeVisible();
    await expect(unnamed.getByText('— videos')).toBeVisible();
  },
};

/** A thumbnail that fails to load is removed; the card stays. */
export const BrokenThumbnailHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openChannelsTab(canvasElement);
    const broken = await canvas.findByRole('article', { name: 'Cooking With Kim' }, LOAD);
    // Newest first, it is far down the grid: its lazy thumbnail loads (and fails) once scrolled to.
    broken.scrollIntoView();
    await eventually(() => expect(broken.querySelector('img')).toBeNull());
    const healthy = canvas.getByRole('article', { name: 'Tech With Tara' });
    await expect(healthy.querySelector('img')).not.toBeNull();
  },
};

export const Loading: Story = {
  parameters: withAdminHandlers(adminLoadingHandlers),
  play: async ({ canvasElement }) => {
    const canvas = await openChannelsTab(canvasElement);
    await expect(await canvas.findAllByTestId('channel-skeleton-card')).toHaveLength(6);
  },
};

export const Empty: Story = {
  parameters: withAdminHandlers(adminEmptyHandlers),
  play: async ({ canvasElement }) => {
    const canvas = await openChannelsTab(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Channels Found' }, LOAD)).toBeVisible();
    await expect(
      canvas.getByText(
        'No YouTube channels have been added to the platform yet. Users can add channels through their dashboard.',
      ),
    ).toBeVisible();
  },
};
