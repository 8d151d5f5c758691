import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOut, MoreVertical, Settings, Trash2, User } from 'lucide-react';
import {
  DropdownMenu,
  IconButton,
  MenuHeader,
  MenuItem,
  MenuPanel,
  MenuSection,
  MenuSeparator,
} from '@channel-countdown/ui';
import type { DropdownMenuProps } from '@channel-countdown/ui';
import { Stack } from './layout';

/** The items of an account menu; `onAction` hears which one was chosen. */
function accountItems(onAction: (key: string) => void) {
  return (
    <>
      <MenuSection>
        <MenuHeader>maya</MenuHeader>
        <MenuItem id="profile" onAction={() => onAction('profile')}>
          <User aria-hidden="true" /> Profile
        </MenuItem>
        <MenuItem id="settings" onAction={() => onAction('settings')}>
          <Settings aria-hidden="true" /> Settings
        </MenuItem>
        <MenuItem id="disabled" isDisabled>
          <Trash2 aria-hidden="true" /> Delete account
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="logout" variant="danger" onAction={() => onAction('logout')}>
        <LogOut aria-hidden="true" /> Log out
      </MenuItem>
    </>
  );
}

/** DropdownMenu's props, and the spy the stories' items report to (each MenuItem has its own `onAction`). */
type MenuStoryArgs = DropdownMenuProps & { onAction: (key: string) => void };

const meta = {
  title: 'UI/DropdownMenu',
  tags: ['autodocs'],
  component: DropdownMenu,
  subcomponents: { MenuItem, MenuSection, MenuHeader, MenuSeparator, MenuPanel },
  args: {
    'aria-label': 'Account',
    trigger: (
      <IconButton
        aria-label="Open account menu"
        variant="outline"
        icon={<MoreVertical aria-hidden="true" />}
      />
    ),
    // The items are built with the story's `onAction` (render, below).
    children: null,
    placement: 'bottom end',
    onAction: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    onAction: { table: { disable: true } },
  },
  render: ({ onAction, ...args }) => <DropdownMenu {...args}>{accountItems(onAction)}</DropdownMenu>,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The menu is named by its trigger.
    const menu = await body.findByRole('menu', { name: 'Open account menu' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Escape closes without choosing.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open account menu' }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};
