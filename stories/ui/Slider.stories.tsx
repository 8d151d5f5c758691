import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Slider } from '@channel-countdown/ui';
import type { SliderProps } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

function ControlledSlider(props: SliderProps) {
  const [value, setValue] = useState(props.value ?? 7);
  return <Slider {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Slider',
  tags: ['autodocs'],
  component: Slider,
  args: { label: 'Default timer duration (days)', minValue: 1, maxValue: 30, step: 1, value: 7 },
  render: (args) => <ControlledSlider {...args} />,
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Default timer duration (days)' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue('9');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('30');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
