import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { SettingsScreen } from '@channel-countdown/features/settings';
import { FullPageNavigationProvider } from '@channel-countdown/features';
import {
  DEFAULT_SETTINGS,
  EMAIL_TAKEN,
  SERVICE_UNAVAILABLE,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  paths,
  type Settings,
} from '@channel-countdown/contract';
import {
  MOCK_PASSWORD,
  createAuthHandlers,
  createSettingsHandlers,
  fixtureUser,
  handlers,
} from '@channel-countdown/features/mocks';

/** Each story that saves gets its own fake server state (the mock keeps what was saved). */
const withSettings = (options: Parameters<typeof createSettingsHandlers>[0] = {}) => ({
  msw: { handlers: { ...handlers, settings: createSettingsHandlers(options) } },
});

/** Settings someone saved on another device: every tab shows them, not the defaults. */
const savedElsewhere: Settings = {
  notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true, soundEnabled: false },
  timers: {
    defaultDuration: 14,
    warningTime: 48,
    autoRestart: true,
    autoRefresh: false,
    showCountdown: false,
  },
  privacy: { dataCollection: false, analytics: true, crashReporting: true },
  appearance: { theme: 'dark', language: 'auto' },
};

/** Pages loaded afresh (after deleting the account): recorded instead of leaving Storybook. */
const leavePage = fn();

/** The settings screen at /settings, with /auth present so Sign Out has somewhere to land. */
const meta = {
  title: 'Features/Settings/Settings',
  component: SettingsScreen,
  args: { download: fn() },
  render: (args) => (
    <FullPageNavigationProvider navigation={{ assign: leavePage, reload: fn() }}>
      <Routes>
        <Route path="/settings" element={<SettingsScreen {...args} />} />
        <Route path="/auth" element={<p>Auth screen</p>} />
      </Routes>
    </FullPageNavigationProvider>
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
      'API Tokens',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('creator_jane');
    // The account's own email, which can now be changed.
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('jane@example.com');
    await expect(email).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Current Password')).toBeVisible();
    await expect(canvas.getByText('Active Pro')).toBeVisible();
    await expect(canvas.getByText('Pro Member')).toBeVisible();
    await expect(canvas.getByText('Security: Protected')).toBeVisible();
    await expect(canvas.getByText('Performance: Optimized')).toBeVisible();
    // Nothing was edited yet.
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const DirtyFlagAndSave: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: 'Username' });
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.type(username, '_tv');
    // Typing the name back as it was lowers the flag: it shows only while something differs from the server.
    await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeVisible();
    await userEvent.type(username, '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    await userEvent.type(username, '_tv');
    const save = await canvas.findByRole('button', { name: 'Save Changes' });
    await userEvent.click(save);
    await expect(await body().findByText('Settings Saved')).toBeVisible();
    await expect(body().getByText('Your preferences have been updated successfully.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    // Save Changes is gone: focus is on the page's heading, not the top of the document.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus());
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
    // The second 'Show password' is New Password's (the first is Current Password's).
    const [, showNew] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(showNew!);
    await expect(password).toHaveAttribute('type', 'text');
    // Issue 19: the sign-up rules and the match check, before anything is sent.
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Current password is required')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
    // Passwords are not settings: the flag stays down.
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const PasswordChanged: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Current Password'), MOCK_PASSWORD);
    await userEvent.type(canvas.getByLabelText('New Password'), 'N3wPassword');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'N3wPassword');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await body().findByText('Password Changed')).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Current Password'), 'Wrong0ne');
    await userEvent.type(canvas.getByLabelText('New Password'), 'N3wPassword');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'N3wPassword');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    // The server's 400, on the field it is about; the typed passwords stay.
    await expect(await canvas.findByText(WRONG_CURRENT_PASSWORD)).toBeVisible();
    await expect(canvas.getByLabelText('New Password')).toHaveValue('N3wPassword');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeVisible();
  },
};

export const UsernameTaken: Story = {
  parameters: withSettings({ takenUsernames: ['taken_name'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'taken_name');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
    await expect(await body().findByText('Settings Not Saved')).toBeVisible();
    // The 409 is shown on the field; the edit stays, and so does the flag.
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username already exists'));
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveValue('taken_name');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const EmailTaken: Story = {
  parameters: withSettings({ takenEmails: ['taken@example.com'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'Taken@Example.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
    await expect(await body().findByText('Settings Not Saved')).toBeVisible();
    // The 409 is shown on the address, not the username; the edit stays.
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_TAKEN));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('Taken@Example.com');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    // The toast closes with the user's click, so the picture does not depend on when it expires.
    for (const close of body().queryAllByRole('button', { name: 'Close' })) await userEvent.click(close);
    await waitFor(() => expect(body().queryByText('Settings Not Saved')).toBeNull());
  },
};

export const DeleteConfirmation: Story = {
  parameters: withSettings(),
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
    // Issue 19: the password too; a wrong one is the server's 400 on the field, nothing deleted.
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrong0ne');
    await userEvent.click(deleteButton);
    await expect(await canvas.findByText(WRONG_PASSWORD)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};

export const DeleteAccount: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await userEvent.type(canvas.getByLabelText('Password'), MOCK_PASSWORD);
    leavePage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Account' }));
    // Deleted for real: /auth is loaded as a new page, with nothing of the account left in memory, and
    // says the account was deleted.
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/auth?accountDeleted=1'));
    await expect(await body().findByText('Account Deleted')).toBeVisible();
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
      // Saved on, but this browser never subscribed (nor was asked): it reads off.
      'Push Notifications': false,
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

/** A server with mail and Web Push configured, or not: the delivery part of GET /api/config. */
const withDelivery = (delivery: { pushPublicKey: string | null; email: boolean }) => ({
  msw: {
    handlers: {
      ...handlers,
      auth: createAuthHandlers({ config: { firebase: null, delivery } }),
      settings: createSettingsHandlers(),
    },
  },
});

/** Any P-256 point in base64url: the browser refuses permission before the key is ever used. */
const FAKE_VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

export const EmailUpdatesDescription: Story = {
  name: 'Email Updates: what the switch sends',
  parameters: withDelivery({ pushPublicKey: null, email: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Notifications');
    await expect(await canvas.findByRole('switch', { name: 'Email Updates' })).toHaveAccessibleDescription(
      'Email me my reminders (a cycle ending soon or completed, a new upload); several at once come as one message.',
    );
  },
};

export const EmailNotConfigured: Story = {
  name: 'No mail configured on the server: email is off',
  parameters: withDelivery({ pushPublicKey: null, email: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Notifications');
    const email = canvas.getByRole('switch', { name: 'Email Updates' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Email is off: the server has no mail configured, so no reminder emails are sent.',
      ),
    );
    await expect(
      canvas.getByText('Email is off: the server has no mail configured, so no reminder emails are sent.'),
    ).toBeVisible();
  },
};

export const PushRefusedByBrowser: Story = {
  name: 'Push refused by the browser (permission denied)',
  parameters: withDelivery({ pushPublicKey: FAKE_VAPID_KEY, email: true }),
  beforeEach: () => {
    // The permission prompt is the browser's own UI: the story answers it as a user who blocks notifications.
    const prompt = spyOn(Notification, 'requestPermission').mockResolvedValue('denied');
    return () => prompt.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Notifications');
    const push = canvas.getByRole('switch', { name: 'Push Notifications' });
    // Off until this browser is subscribed.
    await expect(push).not.toBeChecked();
    await userEvent.click(push);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "This browser blocks notifications for this site, so push notifications are off. Allow notifications in the browser's site settings, then turn them on again.",
    );
    await expect(push).not.toBeChecked();
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
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Saved at once, as the menus' switch saves it: nothing waits for Save Changes.
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await openTab(canvasElement, 'Timers');
    await openTab(canvasElement, 'Appearance');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

export const Language: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Appearance');
    const language = canvas.getByRole('button', { name: /Language/ });
    await expect(language).toHaveTextContent("Your browser's language");
    await userEvent.click(language);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Deutsch' }));
    // Saved at once, and the screens turn to German as soon as its texts have arrived.
    await expect(await canvas.findByRole('button', { name: /Sprache/ })).toHaveTextContent('Deutsch');
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
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
    // Issue 19: the files come from the server, everything the account has.
    await userEvent.click(canvas.getByRole('button', { name: 'Export Data' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Channels (CSV)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Notes (CSV)' }));
    await expect((args.download as ReturnType<typeof fn>).mock.calls.map(([url]) => url)).toEqual([
      paths.userExport,
      `${paths.userExport}?format=csv&what=channels`,
      `${paths.userExport}?format=csv&what=notes`,
    ]);
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    leavePage.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    // Signed out: /auth loads as a new page, with no way back to this account's page.
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/auth'));
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
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Change profile picture' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [await pngFile(1200, 300)] } });
    const picture = await waitFor(() => {
      const img = canvas.getByRole('button', { name: 'Change profile picture' }).querySelector('img');
      if (!img) throw new Error('no picture yet');
      return img;
    });
    // Uploaded as a PNG scaled to 400×100, and shown from the server's address, versioned by when it was set.
    const src = picture.getAttribute('src') ?? '';
    const version = new URL(src, window.location.href).searchParams.get('v') ?? '';
    await expect(version).toMatch(/^\d+$/);
    await expect(src).toBe(paths.userAvatarImage(fixtureUser.id, Number(version)));
    await waitFor(() => expect(picture.naturalWidth).toBe(400));
    await expect(picture.naturalHeight).toBe(100);
    await expect(await body().findByText('Profile Picture Updated')).toBeVisible();
    // Nothing is kept in this browser, and nothing waits for Save.
    await expect(window.localStorage.getItem('profileImage_2')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    // Hover reveals Remove; removing clears the picture on the server.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove profile picture' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Change profile picture' }).querySelector('img')).toBeNull(),
    );
  },
};

/** The avatar and its remove button are icons of a sort: hovering each shows what it does (700 ms). */
export const AvatarTooltips: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Change profile picture' });
    // A picture first, so the remove button is there too.
    fireEvent.change(fileInput(canvasElement), { target: { files: [await pngFile(400, 400)] } });
    await canvas.findByRole('button', { name: 'Remove profile picture' });
    for (const name of ['Change profile picture', 'Remove profile picture']) {
      const button = await canvas.findByRole('button', { name });
      await userEvent.hover(button);
      await expect(await body().findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(name);
      await userEvent.unhover(button);
      await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    }
  },
};

export const AvatarUnsupportedFormat: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Change profile picture' });
    fireEvent.change(fileInput(canvasElement), {
      target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] },
    });
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

/** At 390 px nothing scrolls sideways: every tab is in sight (the strip wraps), Privacy's buttons are reachable. */
export const MobilePrivacy: Story = {
  name: 'Mobile (390 px): Privacy tab without sideways scrolling',
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // Every tab is in sight: none hidden off the strip's edge.
    for (const tab of canvas.getAllByRole('tab')) {
      const { left, right } = tab.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(390);
    }
    await openTab(canvasElement, 'Privacy');
    for (const name of ['Export Data', 'Sign Out']) {
      const { left, right } = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(390);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Issue 19: what was saved on another device is what every tab shows. */
export const SavedOnAnotherDevice: Story = {
  parameters: withSettings({ settings: savedElsewhere }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Timers');
    await expect(canvas.getByRole('slider', { name: /Default Timer Duration/ })).toHaveValue('14');
    await expect(canvas.getByRole('slider', { name: /Warning Time/ })).toHaveValue('48');
    await expect(canvas.getByRole('switch', { name: 'Show Countdown' })).not.toBeChecked();
    await openTab(canvasElement, 'Appearance');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: withSettings({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Profile' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: withSettings({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your settings' }, { timeout: 5000 }),
    ).toBeVisible();
    // The server's message, without the status before it.
    await expect(canvas.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(canvas.queryByText(/500/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A refused save keeps the edits, says why, and keeps 'Save Changes' to try again. */
export const SaveFails: Story = {
  parameters: withSettings({ save: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Notifications');
    await userEvent.click(canvas.getByRole('switch', { name: 'Email Updates' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Changes' }));
    await expect(await body().findByText('Settings Not Saved')).toBeVisible();
    await expect(body().getByText(SERVICE_UNAVAILABLE)).toBeVisible();
    await expect(body().queryByText('Settings Saved')).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Email Updates' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

export const ImportChannels: Story = {
  parameters: withSettings(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Import Channels' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Import Channels' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Or paste links, one per line' }),
      'https://www.youtube.com/@pixelandpine{Enter}@pixelandpine{Enter}youtube.com/playlist?list=PL1{Enter}@missing_channel',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await expect(await dialog.findByText('2 to add, 2 skipped.')).toBeVisible();
    await expect(dialog.getByText('Line 2: Listed more than once in the file')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Import 2 Channels' }));
    await expect(await dialog.findByText('1 added, 0 skipped, 1 failed.')).toBeVisible();
    await expect(dialog.getByText('Channel not found')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** A Channel Countdown export brings its groups: the dialog lists each, made anew or joining one of that name. */
export const ImportExportWithGroups: Story = {
  parameters: withSettings({ groupNames: ['gaming'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Import Channels' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Import Channels' }));
    await userEvent.click(dialog.getByRole('textbox', { name: 'Or paste links, one per line' }));
    await userEvent.paste(
      JSON.stringify({
        exportedAt: '2026-11-20T12:00:00.000Z',
        channels: [
          { channelId: 'UCPixelAndPineChannel001', channelName: 'Pixel & Pine' },
          { channelId: 'UCQuietHoursChannel00002', channelName: 'Quiet Hours' },
        ],
        groups: [
          {
            name: 'Gaming',
            color: 'teal',
            channels: ['UCPixelAndPineChannel001', 'UCQuietHoursChannel00002'],
          },
          { name: 'Watch later', color: 'pink', channels: ['UCQuietHoursChannel00002'] },
        ],
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    const groups = within(await dialog.findByRole('list', { name: 'Groups to import' }));
    await expect(
      groups.getByText('2 channels join your group of this name, which keeps its colour'),
    ).toBeVisible();
    await expect(groups.getByText('New group')).toBeVisible();
    await expect(groups.getByText('1 channel')).toBeVisible();
    await expect(dialog.getByText('Pixel & Pine')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 2 Channels' })).toBeEnabled();
  },
};

/** A long list is the server's job: the dialog polls it, shows how far it got, then the final report. */
export const ImportProgress: Story = {
  parameters: withSettings({ importPerPoll: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openTab(canvasElement, 'Privacy');
    await userEvent.click(canvas.getByRole('button', { name: 'Import Channels' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Import Channels' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Or paste links, one per line' }),
      '@first_channel{Enter}@missing_channel{Enter}@third_channel',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Import 3 Channels' }));
    await expect(
      await dialog.findByRole('progressbar', { name: 'Importing 1 of 3...' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(dialog.getByText(/goes on with the import if you close this window/)).toBeVisible();
    await expect(
      await dialog.findByText('2 added, 0 skipped, 1 failed.', {}, { timeout: 6000 }),
    ).toBeVisible();
    await expect(dialog.getByText('first_channel')).toBeVisible();
    await expect(dialog.getByText('Channel not found')).toBeVisible();
  },
};
