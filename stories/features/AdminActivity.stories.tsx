import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminScreen } from '@channel-countdown/features/admin';
import { adminEmptyHandlers } from '@channel-countdown/features/mocks';
import { adminMeta, LOAD, openAdminTab, withAdminHandlers } from './adminStories';

/** The Activity tab of /admin: running timers and the latest notes, ten of each. */
const meta = {
  title: 'Features/Admin/Activity',
  ...adminMeta,
  parameters: { ...adminMeta.parameters }, // written out: see adminMeta
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const openActivityTab = (canvasElement: HTMLElement) => openAdminTab(canvasElement, 'Activity');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openActivityTab(canvasElement);
    // The 25 fixture cycles less 3 finished and 2 paused (a paused timer is not running).
    await expect(await canvas.findByText('20 running', {}, LOAD)).toBeVisible();
    const timers = within(canvas.getByRole('list', { name: 'Active timers' })).getAllByRole('listitem');
    await expect(timers).toHaveLength(10);
    // Ending soonest first, as the server lists them.
    await expect(timers[0]).toHaveTextContent('Fit Frank');
    await expect(timers[0]).toHaveTextContent('by fitness_frank');
    await expect(within(timers[0]!).getByText('Active')).toBeVisible();

    await expect(await canvas.findByText('40 total', {}, LOAD)).toBeVisible(); // the notes load on their own
    const notes = within(canvas.getByRole('list', { name: 'Recent notes' })).getAllByRole('listitem');
    await expect(notes).toHaveLength(10);
    // Newest first: the first fixture note, on the first channel.
    await expect(notes[0]).toHaveTextContent('Upload schedule slipped twice this month');
    await expect(notes[0]).toHaveTextContent('Tech With Tara');
    await expect(notes[0]).toHaveTextContent('by techwithtara');
  },
};

export const Empty: Story = {
  parameters: withAdminHandlers(adminEmptyHandlers),
  play: async ({ canvasElement }) => {
    const canvas = await openActivityTab(canvasElement);
    await expect(await canvas.findByText('0 running', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('No active timers')).toBeVisible();
    await expect(await canvas.findByText('0 total', {}, LOAD)).toBeVisible(); // the notes load on their own
    await expect(canvas.getByText('No notes yet')).toBeVisible();
  },
};
