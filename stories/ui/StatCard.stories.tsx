import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Activity, CheckCircle2, Clock, Users } from 'lucide-react';
import { StatCard } from '@channel-countdown/ui';
import { Stack } from './layout';
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--space-4);
  width: 100%;
`;

const meta = {
  title: 'UI/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: { label: 'Active Timers', value: 12 },
  render: () => (
    <Grid>
      <StatCard
        label="Active Timers"
        value={12}
        icon={<Clock />}
        tone="primary"
        hint="3 ending within 24 h"
      />
      <StatCard label="Completed" value={48} icon={<CheckCircle2 />} tone="success" />
      <StatCard label="Total Users" value="1.2K" icon={<Users />} tone="info" />
      <StatCard label="Server Load" value="23%" icon={<Activity />} tone="warning" />
      <StatCard label="Channels" value={0} />
    </Grid>
  ),
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Active Timers')).toBeVisible();
    await expect(within(canvasElement).getByText('3 ending within 24 h')).toBeVisible();
  },
};
