import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOut, MoreVertical, Settings, Trash2, User } from 'lucide-react';
import {
  DropdownMenu,
  IconButton,
  MenuHeader,
  MenuItem,
  MenuSection,
  MenuSeparator,
} from '@channel-countdown/ui';
import { Stack } from './layout';

function MenuDemo({ onAction }: { onAction: (key: string) => void }) {
  return (
    <DropdownMenu
      aria-label="Account"
      trigger={
        <IconButton
          aria-label="Open account menu"
          variant="outline"
          icon={<MoreVertical aria-hidden="true" />}
        />
      }
    >
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
    </DropdownMenu>
  );
}

const meta = {
  title: 'UI/DropdownMenu',
  tags: ['autodocs'],
  component: MenuDemo,
  args: { onAction: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof MenuDemo>;

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
