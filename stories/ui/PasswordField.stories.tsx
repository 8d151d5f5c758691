import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField } from '@channel-countdown/ui';
import type { PasswordFieldProps } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

function ControlledPasswordField(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/PasswordField',
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', name: 'password', placeholder: 'Enter your password' },
  render: (args) => <ControlledPasswordField {...args} />,
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret1');
    // The toggle is reachable and usable from the keyboard too.
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

/** The show/hide toggle is an icon: hovering it shows its tooltip (700 ms), keyboard focus at once. */
export const ToggleTooltip: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const show = within(canvasElement).getByRole('button', { name: 'Show password' });
    await userEvent.hover(show);
    await expect(page.queryByRole('tooltip')).toBeNull();
    await expect(await page.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Show password');
    await userEvent.unhover(show);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await userEvent.click(show);
    const hide = within(canvasElement).getByRole('button', { name: 'Hide password' });
    await userEvent.unhover(hide);
    await userEvent.click(within(canvasElement).getByLabelText('Password'));
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(hide).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Hide password');
  },
};

export const Invalid: Story = {
  args: { value: 'abc', errorMessage: 'Password must be at least 6 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: 'secret1', isDisabled: true } };
