import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkButton } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/LinkButton',
  tags: ['autodocs'],
  component: LinkButton,
  args: { href: '#timers', children: 'View Timers' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Timers' });
    await expect(link).toHaveAttribute('href', '#timers');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <LinkButton {...args} variant="primary">
        Primary
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Secondary
      </LinkButton>
      <LinkButton {...args} variant="outline">
        Outline
      </LinkButton>
      <LinkButton {...args} variant="ghost">
        Ghost
      </LinkButton>
      <LinkButton {...args} size="sm">
        Small
      </LinkButton>
      <LinkButton {...args} size="lg">
        Large
      </LinkButton>
    </Row>
  ),
};
