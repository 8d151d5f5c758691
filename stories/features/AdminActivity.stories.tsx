import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminScreen } from '@channel-countdown/features/admin';
import {
  adminAuthHandlers,
  adminEmptyHandlers,
  handlers,
  resetAdminMocks,
} from '@channel-countdown/features/mocks';

/** The Activity tab of /admin: running timers and the latest notes, ten of each. */
const meta = {
  title: 'Features/Admin/Activity',
  component: AdminScreen,
  parameters: { route: '/admin', msw: { handlers: { ...handlers, auth: adminAuthHandlers } } },
  beforeEach: () => {
    resetAdminMocks();
  },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendering the fixtures takes a moment on a busy machine. */
const LOAD = { timeout: 5000 };

async function openActivityTab(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Activity' }, LOAD));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openActivityTab(canvasElement);
    await expect(await canvas.findByText('22 running', {}, LOAD)).toBeVisible();
    const timers = within(canvas.getByRole('list', { name: 'Active timers' })).getAllByRole('listitem');
    await expect(timers).toHaveLength(10);
    await expect(timers[0]).toHaveTextContent('Tech With Tara');
    await expect(timers[0]).toHaveTextContent('by techwithtara');
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
  parameters: { msw: { handlers: { ...handlers, auth: adminAuthHandlers, admin: adminEmptyHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = await openActivityTab(canvasElement);
    await expect(await canvas.findByText('0 running', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('No active timers')).toBeVisible();
    await expect(await canvas.findByText('0 total', {}, LOAD)).toBeVisible(); // the notes load on their own
    await expect(canvas.getByText('No notes yet')).toBeVisible();
  },
};
