import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FullPageNavigationProvider } from '@channel-countdown/features';
import { AppErrorBoundary, ErrorScreen, NotFoundScreen } from '@channel-countdown/features/errors';
import { handlers, visitorAuthHandlers } from '@channel-countdown/features/mocks';

interface Args {
  reload: () => void;
  screen: 'not-found' | 'error' | 'crash';
}

function Crash(): never {
  throw new Error('A screen failed to render');
}

const meta = {
  title: 'Features/Errors/Screens',
  args: { reload: fn(), screen: 'not-found' },
  render: ({ reload, screen }) => (
    <FullPageNavigationProvider navigation={{ assign: fn(), reload }}>
      {screen === 'not-found' && <NotFoundScreen />}
      {screen === 'error' && <ErrorScreen />}
      {screen === 'crash' && (
        <AppErrorBoundary>
          <Crash />
        </AppErrorBoundary>
      )}
    </FullPageNavigationProvider>
  ),
  parameters: { route: '/no/such/page', msw: { handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundSignedIn: Story = {
  name: 'Not found, signed in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Back to Home' })).toBeNull();
  },
};

export const NotFoundVisitor: Story = {
  name: 'Not found, visitor',
  parameters: { msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
  },
};

export const ErrorScreenRefresh: Story = {
  name: 'Error screen: Refresh Page reloads',
  args: { screen: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      canvas.getByText('An unexpected error occurred. Please try refreshing the page.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.reload).toHaveBeenCalledOnce();
  },
};

export const RenderErrorCaught: Story = {
  name: 'A render error shows the error screen',
  args: { screen: 'crash' },
  beforeEach: () => {
    // The boundary logs the caught error; keep the test output about the test.
    const original = console.error;
    console.error = () => {};
    return () => {
      console.error = original;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  },
};
