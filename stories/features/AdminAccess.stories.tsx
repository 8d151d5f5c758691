import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { paths } from '@channel-countdown/contract';
import { AdminScreen } from '@channel-countdown/features/admin';
import { authHandlers, handlers } from '@channel-countdown/features/mocks';
import { LOAD } from './adminStories';

/** Who may see /admin: a spinner while the session loads, 'Access Denied' for anyone but an admin. */
const meta = {
  title: 'Features/Admin/Access',
  component: AdminScreen,
  parameters: { route: '/admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const adminCalls: string[] = [];
/** Records every admin call, so a story can prove none was made for a plain user. */
const recordAdminCalls = http.all('/api/admin/*', ({ request }) => {
  adminCalls.push(request.url);
  return HttpResponse.json({ message: 'Forbidden' }, { status: 403 });
});

export const SessionLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        auth: [
          http.get(paths.user, async () => {
            await delay('infinite');
            return HttpResponse.json(null);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, LOAD)).toBeInTheDocument();
    await expect(canvas.queryByText('Access Denied')).toBeNull();
    await expect(canvas.queryByText('Admin Dashboard')).toBeNull();
  },
};

export const AccessDeniedForAUser: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: authHandlers, admin: [recordAdminCalls] } } },
  beforeEach: () => {
    adminCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access Denied' }, LOAD)).toBeVisible();
    await expect(
      canvas.getByText(
        "You don't have permission to access the admin dashboard. This area is restricted to administrators only.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/');
    await expect(adminCalls).toEqual([]);
  },
};
