import type { Meta } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import {
  adminAuthHandlers,
  adminHandlers,
  handlers,
  resetAdminMocks,
} from '@channel-countdown/features/mocks';
import { AdminScreen } from '@channel-countdown/features/admin';

/**
 * What every Admin*.stories.tsx shares: /admin for a signed-in administrator over the stateful admin mocks
 * (which page, search, filter and sort as the server does), a fresh copy of the fixtures per story, and
 * the helpers to open a tab and wait on a busy machine.
 */
/** Each story starts from a fresh copy of the admin fixtures. */
export const freshAdminMocks = () => {
  resetAdminMocks();
};

/** The mock server of an administrator over `admin` handlers (the stateful mocks unless told). */
export const adminMsw = (admin: RequestHandler[] = adminHandlers) => ({
  handlers: { ...handlers, auth: adminAuthHandlers, admin },
});

/**
 * The meta of every admin stories file but its title: AdminScreen at /admin for an administrator over the
 * stateful admin mocks, fresh fixtures per story. A file writes `parameters: { ...adminMeta.parameters }`
 * after the spread: Storybook adds the docs description (the meta's comment) to a `parameters` object written
 * in the file, or else adds a `parameters` key of its own, which would replace the one that came in the spread.
 */
export const adminMeta = {
  component: AdminScreen,
  parameters: { route: '/admin', msw: adminMsw() },
  beforeEach: freshAdminMocks,
} satisfies Meta<typeof AdminScreen>;

/** A story's parameters with other admin handlers (loading, empty, errors…). */
export const withAdminHandlers = (admin: RequestHandler[]) => ({ msw: adminMsw(admin) });

/** Rendering the fixtures takes a moment on a busy machine. */
export const LOAD = { timeout: 5000 };
export const eventually = (check: () => unknown) => waitFor(check, LOAD);

export async function openAdminTab(
  canvasElement: HTMLElement,
  tab: 'Overview' | 'Users' | 'Channels' | 'Activity',
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: tab }, LOAD));
  return canvas;
}
