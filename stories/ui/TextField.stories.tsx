import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@channel-countdown/ui';
import type { TextFieldProps } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Username', name: 'username', placeholder: 'Enter your username', autoComplete: 'username' },
  render: (args) => <ControlledTextField {...args} />,
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'creator42');
    await expect(input).toHaveValue('creator42');
  },
};

export const WithDescription: Story = { args: { description: '3 to 50 characters.' } };

export const Invalid: Story = {
  args: { value: 'ab', errorMessage: 'Username must be at least 3 characters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ReadOnly: Story = { args: { value: 'creator42', isReadOnly: true } };
export const Disabled: Story = { args: { value: 'creator42', isDisabled: true } };
