import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Select } from '@channel-countdown/ui';
import type { SelectProps } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const ranges = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
];

function ControlledSelect(props: SelectProps) {
  const [selectedKey, setSelectedKey] = useState(props.selectedKey ?? null);
  return <Select {...props} selectedKey={selectedKey} onSelectionChange={setSelectedKey} />;
}

const meta = {
  title: 'UI/Select',
  tags: ['autodocs'],
  component: Select,
  args: { label: 'Range', items: ranges, selectedKey: '30d' },
  render: (args) => <ControlledSelect {...args} />,
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: /Range/ });
    await expect(trigger).toHaveTextContent('Last 30 days');
    // Keyboard only: focus, open with ArrowDown, move with the arrows, choose with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Last 30 days' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Last 90 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(within(listbox).getByRole('option', { name: 'Last 7 days' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Last 7 days');
  },
};

export const Placeholder: Story = { args: { selectedKey: null, placeholder: 'Choose a range' } };
export const Invalid: Story = { args: { selectedKey: null, errorMessage: 'Choose a range' } };
export const Disabled: Story = { args: { isDisabled: true } };
