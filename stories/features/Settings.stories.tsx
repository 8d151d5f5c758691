import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { SettingsScreen } from '@channel-countdown/features/settings';
import { createAuthHandlers, handlers } from '@channel-countdown/features/mocks';

/** The settings screen at /settings, with /auth present so Sign Out has somewhere to land. */
const meta = {
  title: 'Features/Settings/Settings',
  component: SettingsScreen,
  args: { download: fn() },
  render: (args) => (
    <Routes>
      <Route path="/settings" element={<SettingsScreen {...args} />} />
      <Route path="/auth" element={<p>Auth screen</p>} />
    </Routes>
  ),
  parameters: { route: '/settings', msw: { handlers } },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openTab(canvasElement: HTMLElement, name: string) {
  const tab = await within(canvasElement).findByRole('tab', { name });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByText('Customize Your Experience')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Notifications',
      'Timers',
      'Appearance',
      'Privacy',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('creator_jane');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('creator_jane@channelcountdown.app');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByText('Active Pro')).toBeVisible();
    await expect(canvas.getByText('Pro Member')).toBeVisible();
    await expect(canvas.getByText('Security: Protected')).toBeVisible();
    await expect(canvas.getByText('Performance: Optimized')).toBeVisible();
    // Nothing was edited yet.
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const DirtyFlagAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: 'Username' });
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.type(username, '_tv');
    // The read-only email follows the username.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('creator_jane_tv@channelcountdown.app');
    const save = await canvas.findByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(await body().findByText('Settings Saved')).toBeVisible();
    await expect(body().getByText('Your preferences have been updated successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    // A switch in another tab raises the flag again.
    await openTab(canvasElement, 'Notifications');
    await userEvent.click(canvas.getByRole('switch', { name: 'Email Updates' }));
    await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('New Password');
    await userEvent.type(password, 'Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    const [showNew] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew!);
    await expect(password).toHaveAttribute('type', 'text');
    // No validation and no match check (SPEC §5): a different confirmation shows no error.
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'other');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirmation = await canvas.findByRole('textbox', { name: 'Type DELETE to confirm' });
    const deleteButton = canvas.getByRole('button', { name: 'Delete Account' });
    await expect(deleteButton).toBeDisabled();
    // Anything but exactly DELETE keeps it disabled; submitting anyway asks for the confirmation.
    await userEvent.type(confirmation, 'delete');
    await expect(deleteButton).toBeDisabled();
    await userEvent.type(confirmation, '{Enter}');
    await expect(await body().findByText('Confirmation Required')).toBeVisible();
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'DELETE');
    await expect(deleteButton).toBeEnabled();
    await userEvent.click(deleteButton);
    await expect(await body().findByText('Account Deletion Request')).toBeVisible();
    await expect(
      body().getByText('Your account deletion request has been submitted. Contact support for processing.'),
    ).toBeVisible();
    await expect(confirmation).toHaveValue('');
    await expect(deleteButton).toBeDisabled();
  },
};

export const NotificationDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Notifications');
    const expected: Record<string, boolean> = {
      'Timer Completion': true,
      'Timer Warnings': true,
      'Email Updates': false,
      'Push Notifications': true,
      Sound: true,
      Vibration: true,
    };
    for (const [name, on] of Object.entries(expected)) {
      const control = canvas.getByRole('switch', { name });
      await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
    }
    await expect(canvas.getAllByRole('group').length).toBeGreaterThanOrEqual(3);
  },
};

export const TimerDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Timers');
    const duration = canvas.getByRole('slider', { name: /Default Timer Duration/ });
    const warning = canvas.getByRole('slider', { name: /Warning Time/ });
    await expect(duration).toHaveValue('7');
    await expect(duration).toHaveAttribute('min', '1');
    await expect(duration).toHaveAttribute('max', '30');
    await expect(warning).toHaveValue('24');
    await expect(warning).toHaveAttribute('max', '72');
    await expect(canvas.getByRole('switch', { name: 'Auto Restart' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Auto Refresh' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show Countdown' })).toBeChecked();
    // Moving a slider with the keyboard is an edit.
    await userEvent.click(duration);
    await userEvent.keyboard('{ArrowRight}');
    await expect(duration).toHaveValue('8');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const Appearance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Appearance');
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Light', 'Dark', 'System']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const PrivacyExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await expect(canvas.getByRole('switch', { name: 'Data Collection' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Crash Reporting' })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    await expect(args.download).toHaveBeenCalledTimes(1);
    const [fileName, data] = (args.download as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(fileName).toMatch(/^channel-countdown-timer-settings-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(data).toMatchObject({
      user: { username: 'creator_jane' },
      notifications: { emailUpdates: false, timerComplete: true },
      timerSettings: { defaultDuration: 7, warningTime: 24 },
      privacySettings: { dataCollection: true, analytics: true, crashReporting: true },
    });
    await expect(new Date((data as { exportDate: string }).exportDate).toISOString()).toBe(
      (data as { exportDate: string }).exportDate,
    );
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(await canvas.findByText('Auth screen')).toBeVisible();
  },
};

export const SignOutFails: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: createAuthHandlers({ logout: 'fail' }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    // SPEC §2: /auth on error too, after the 'Logout failed' toast.
    await expect(await canvas.findByText('Auth screen')).toBeVisible();
    await expect(await body().findByText('Logout failed')).toBeVisible();
  },
};

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function pngFile(width: number, height: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#db2777';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], 'avatar.png', { type: 'image/png' });
}

export const AvatarUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Change profile picture' });
    window.localStorage.removeItem('profileImage_2');
    fireEvent.change(fileInput(canvasElement), { target: { files: [await pngFile(1200, 300)] } });
    const picture = await waitFor(() => {
      const img = canvas.getByRole('button', { name: 'Change profile picture' }).querySelector('img');
      if (!img) throw new Error('no picture yet');
      return img;
    });
    // Stored as a PNG scaled to 400×100.
    await expect(picture.getAttribute('src')).toMatch(/^data:image\/png/);
    await waitFor(() => expect(picture.naturalWidth).toBe(400));
    await expect(picture.naturalHeight).toBe(100);
    await expect(window.localStorage.getItem('profileImage_2')).toBe(picture.getAttribute('src'));
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    // Hover reveals Remove; removing clears the picture and the stored copy.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove profile picture' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change profile picture' }).querySelector('img')).toBeNull());
    await expect(window.localStorage.getItem('profileImage_2')).toBeNull();
  },
};

export const AvatarUnsupportedFormat: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Change profile picture' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] } });
    await expect(await body().findByText('Unsupported Format')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const AvatarFileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Change profile picture' });
    const svg = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.svg', { type: 'image/svg+xml' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [svg] } });
    await expect(await body().findByText('File Too Large')).toBeVisible();
    await expect(body().getByText('Please select a SVG image smaller than 2MB.')).toBeVisible();
  },
};

export const AvatarProcessingError: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Change profile picture' });
    const broken = new File(['not really a jpeg'], 'broken.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [broken] } });
    await expect(await body().findByText('Image Processing Error')).toBeVisible();
    await expect(body().getByText('Failed to process the image. Please try another file.')).toBeVisible();
  },
};

/** At 390 px nothing scrolls sideways: the tab strip scrolls inside its own box, Privacy's buttons are reachable. */
export const MobilePrivacy: Story = {
  name: 'Mobile (390 px): Privacy tab without sideways scrolling',
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await openTab(canvasElement, 'Privacy');
    for (const name of ['Export Data', 'Sign Out']) {
      const { left, right } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(390);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
