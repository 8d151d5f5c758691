import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefreshCw } from 'lucide-react';
import { Button, EmptyState, LinkButton, Page, PageHeader } from '@channel-countdown/ui';

const meta = {
  title: 'UI/Page',
  tags: ['autodocs'],
  component: PageHeader,
  subcomponents: { Page },
  args: {
    title: 'Active Timers',
    description: 'Every running countdown of your channels',
    actions: (
      <>
        <LinkButton href="/" variant="outline">
          Back to Dashboard
        </LinkButton>
        <Button variant="secondary">
          <RefreshCw size={16} aria-hidden="true" />
          Refresh
        </Button>
      </>
    ),
  },
  // Page is the story's <main>: no other landmark wraps it.
  render: (args) => (
    <div style={{ minHeight: '100vh', background: 'var(--color-bg)' }}>
      <Page>
        <PageHeader {...args} />
        <EmptyState headingLevel={2} title="No active timers" description="Start a cycle on a channel." />
      </Page>
    </div>
  ),
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's frame: the title and its description on the left, the actions on the right. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Active Timers' })).toBeVisible();
    await expect(canvas.getByText('Every running countdown of your channels')).toBeVisible();
  },
};

/** A title alone: no description, no actions row. */
export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
};
