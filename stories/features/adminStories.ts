import type { RequestHandler } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import {
  adminAuthHandlers,
  adminHandlers,
  handlers,
  resetAdminMocks,
} from '@channel-countdown/features/mocks';

/**
 * What every Admin*.stories.tsx shares: /admin for a signed-in administrator over the stateful admin mocks
 * (which page, search, filter and sort as the server does), a fresh copy of the fixtures per story, and
 * the helpers to open a tab and wait on a busy machine. Each meta names its keys itself
 * (`component`, `parameters: { route: '/admin', msw: adminMsw() }`, `beforeEach: freshAdminMocks`): the
 * meta's `route` must be written out in the file, Storybook does not see it through a spread or a call.
 */
/** Each story starts from a fresh copy of the admin fixtures. */
export const freshAdminMocks = () => {
  resetAdminMocks();
};

/** The mock server of an administrator over `admin` handlers (the stateful mocks unless told). */
export const adminMsw = (admin: RequestHandler[] = adminHandlers) => ({
  handlers: { ...handlers, auth: adminAuthHandlers, admin },
});

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
