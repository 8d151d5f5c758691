import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminScreen } from '@channel-countdown/features/admin';
import {
  adminEmptyHandlers,
  adminErrorHandlers,
  adminLoadingHandlers,
  adminSystemDegradedHandlers,
} from '@channel-countdown/features/mocks';
import { adminMeta, eventually, LOAD, withAdminHandlers } from './adminStories';

/** The header and the Overview tab of /admin (its default tab). */
const meta = {
  title: 'Features/Admin/Overview',
  ...adminMeta,
  parameters: { ...adminMeta.parameters }, // written out: see adminMeta
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A metric card by its label (a selector: role queries over the whole page are slow). */
const card = (name: string) =>
  within(document.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`)!);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Admin Dashboard', level: 1 }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText(/monitor system performance and manage platform resources/i)).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(await canvas.findByText('36 users', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('Admin Access')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Real-time' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    // Row 1: 36 of the 1000-user target is 4 %; 32 of 36 users active is 89 %.
    await eventually(() => expect(card('Total Users').getByText('36')).toBeVisible());
    // No made-up figures beside the real ones (the server measures no month-on-month change).
    for (const fake of ['+12', '+8%', '+5%', '+15%', '+18%', '98%', '2.4k', '99.9%'])
      await expect(canvas.queryByText(fake)).toBeNull();
    await expect(card('Total Users').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    await expect(card('Active Users').getByText('32')).toBeVisible();
    await expect(card('Active Users').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '89');
    await expect(card('Channels Tracked').getByText('26')).toBeVisible();
    // Running timers only, as the server counts them: of the 25 fixture cycles 3 have finished and 2 are paused.
    await expect(card('Active Timers').getByText('20')).toBeVisible();
    // Row 2, the last three from the server's own measures (GET /api/admin/system).
    await expect(card('Total Notes').getByText('40')).toBeVisible();
    await expect(card('System Health').getByText('100%', { selector: 'p' })).toBeVisible();
    await expect(card('System Health').getByText('Every check passes')).toBeVisible();
    await expect(card('System Health').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(card('API Calls').getByText('2,412')).toBeVisible();
    await expect(card('API Calls').getByText('YouTube units today, 7,588 left')).toBeVisible();
    await expect(card('Server Load').getByText('23%', { selector: 'p' })).toBeVisible();
    await expect(card('Server Load').getByText('Processor 31% of a core')).toBeVisible();

    // Row 3: engagement bands of the 36 fixtures.
    const engagement = within(
      canvas.getByRole('heading', { name: 'User Engagement' }).closest('div')!.parentElement!,
    );
    await expect(engagement.getByText('High')).toBeVisible();
    const health = within(
      canvas.getByRole('heading', { name: 'System Health' }).closest('div')!.parentElement!,
    );
    await expect(health.getByText('Online')).toBeVisible();
    await expect(health.getAllByText('Connected')).toHaveLength(2); // the database and Redis
    await expect(health.getByText('Operational')).toBeVisible();
    await expect(health.getByText('3 days')).toBeVisible();

    const performers = within(canvas.getByRole('list', { name: 'Top performers' }));
    const rows = performers.getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('coder_kai');
    await expect(rows[0]).toHaveTextContent('#1');
    await expect(rows[1]).toHaveTextContent('admin_alex');
    await expect(rows[3]).toHaveTextContent('#4');

    const channels = within(canvas.getByRole('list', { name: 'Top channels' }));
    await expect(channels.getAllByRole('listitem')).toHaveLength(8);
    await expect(channels.getAllByRole('listitem')[0]).toHaveTextContent('MaxPower Gaming');
    await expect(channels.getAllByRole('listitem')[0]).toHaveTextContent('by gamingmax');
    await expect(channels.getAllByRole('listitem')[0]).toHaveTextContent('2.4M subscribers');
    // Landmarks: the page is one main; its header is not a banner (the app's header is the only one).
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    // (A <header> inside <main> is no banner; testing-library's role query does not apply that scoping.)
    const banners = Array.from(canvasElement.querySelectorAll('header, [role="banner"]')).filter(
      (element) =>
        element.getAttribute('role') === 'banner' || !element.closest('main, article, aside, nav, section'),
    );
    await expect(banners).toHaveLength(0);
  },
};

/**
 * The server answering cannot reach Redis, has no Data API key and is busy: System Health says which
 * share of its checks pass and names Redis, API Calls says why there is no figure, Server Load is high.
 */
export const SystemDegraded: Story = {
  parameters: withAdminHandlers(adminSystemDegradedHandlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await eventually(() => expect(card('System Health').getByText('66%', { selector: 'p' })).toBeVisible());
    await expect(card('System Health').getByText('1 of 3 checks failing')).toBeVisible();
    await expect(card('API Calls').getByText('—')).toBeVisible();
    await expect(card('API Calls').getByText('No YouTube Data API key')).toBeVisible();
    await expect(card('Server Load').getByText('91%', { selector: 'p' })).toBeVisible();
    const health = within(
      (await canvas.findByRole('heading', { name: 'System Health' }, LOAD)).closest('div')!.parentElement!,
    );
    await expect(health.getByText('Not connected')).toBeVisible();
    await expect(health.getByText('Degraded')).toBeVisible();
    await expect(health.getByText('40 minutes')).toBeVisible();
  },
};

export const RealTimeOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Real-time' }, LOAD);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('Live')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const Refresh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('36 users', {}, LOAD);
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await expect(refresh.querySelector('[data-spinning]')).not.toBeNull();
    // SPEC §9: the icon stops after one second.
    await eventually(() => expect(refresh.querySelector('[data-spinning]')).toBeNull());
    // SPEC's Actions menu did nothing: it is not offered.
    await expect(canvas.queryByRole('button', { name: 'Actions' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withAdminHandlers(adminLoadingHandlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Dashboard' }, LOAD)).toBeVisible();
    // The overview's last row renders just after the rest (DeferredRender).
    await expect(await canvas.findByText('No users data available', {}, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withAdminHandlers(adminEmptyHandlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 users', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('No users data available')).toBeVisible();
    await expect(card('Total Users').getByText('0')).toBeVisible();
  },
};

/**
 * Each admin list that cannot be loaded says so, with the server's words and Try Again, in its tab (SPEC §8
 * showed nothing, so a failed list read "No Channels Found"); the screen stays usable.
 */
export const ServerErrors: Story = {
  parameters: withAdminHandlers(adminErrorHandlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Admin Dashboard' }, LOAD)).toBeVisible();
    // The figures' failure shows once the stats read has failed, which may come after the heading.
    await expect(await canvas.findByText('No users data available', {}, LOAD)).toBeVisible();
    await eventually(() => expect(card('System Health').getByText('Could not be read')).toBeVisible());
    await expect(await canvas.findByText("The server's health could not be read.", {}, LOAD)).toBeVisible();
    for (const [tab, title] of [
      ['Users', 'Could not load the users'],
      ['Channels', 'Could not load the channels'],
      ['Activity', 'Could not load the running timers'],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(await canvas.findByRole('heading', { name: title }, LOAD)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: 'Try Again' }).length).toBeGreaterThan(0);
    }
    await expect(canvas.queryByText('No Channels Found')).toBeNull();
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load the recent notes' }, LOAD),
    ).toBeVisible();
  },
};
