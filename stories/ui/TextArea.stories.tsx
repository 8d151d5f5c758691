import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '@channel-countdown/ui';
import type { TextAreaProps } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

function ControlledTextArea(props: TextAreaProps) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextArea {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  args: { label: 'Note', placeholder: 'Write a note about this channel' },
  render: (args) => <ControlledTextArea {...args} />,
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Note');
    await userEvent.type(area, 'First line{enter}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
  },
};

export const Invalid: Story = {
  args: { value: '', errorMessage: 'Note cannot be empty', description: 'Shown on the channel card.' },
};
