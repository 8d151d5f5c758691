import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  // The tabs and panels are the render's own children; `children` is a required prop of Tabs.
  args: { children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="signin">Sign In</Tab>
        <Tab id="signup">Sign Up</Tab>
        <Tab id="help" isDisabled>
          Help
        </Tab>
      </TabList>
      <TabPanel id="signin">Welcome back.</TabPanel>
      <TabPanel id="signup">Create an account.</TabPanel>
      <TabPanel id="help">Help</TabPanel>
    </Tabs>
  ),
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('tab', { name: 'Sign In' });
    const signUp = canvas.getByRole('tab', { name: 'Sign Up' });
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(signUp).toHaveFocus();
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create an account.');
    // The disabled tab is skipped: ArrowRight wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(signIn).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(signUp).toHaveFocus();
  },
};
