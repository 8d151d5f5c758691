import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthScreen, GooglePopupProvider, type GooglePopupSignIn } from '@channel-countdown/features/auth';
import { FullPageNavigationProvider } from '@channel-countdown/features';
import {
  failingLoginAuthHandlers,
  googleConfiguredAuthHandlers,
  handlers,
  loadingSessionAuthHandlers,
  pendingAuthHandlers,
  visitorAuthHandlers,
} from '@channel-countdown/features/mocks';

/**
 * /auth. Full page loads (after login, register, Google) go through the FullPageNavigation context:
 * here they are spies, so a story never navigates its own frame away.
 */
interface AuthStoryArgs {
  assign: (url: string) => void;
  reload: () => void;
  googlePopup: GooglePopupSignIn;
}

const neverSettles: GooglePopupSignIn = () => new Promise(() => {});

const meta = {
  title: 'Features/Auth/AuthScreen',
  args: {
    assign: fn(),
    reload: fn(),
    googlePopup: fn(async () => ({
      idToken: 'fake-id-token',
      displayName: 'Jane Google',
      email: 'jane.google@example.com',
    })),
  },
  render: ({ assign, reload, googlePopup }) => (
    <FullPageNavigationProvider navigation={{ assign, reload }}>
      <GooglePopupProvider signIn={googlePopup}>
        <AuthScreen />
      </GooglePopupProvider>
    </FullPageNavigationProvider>
  ),
  parameters: { route: '/auth', msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
} satisfies Meta<AuthStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const page = () => within(document.body);

async function openSignUp(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Sign Up' }));
  return canvas.findByRole('button', { name: 'Create Account' });
}

/** Fills the sign-up form with valid values, then `overrides`, and submits it. */
async function submitSignUp(
  canvas: Canvas,
  overrides: Partial<Record<'Username' | 'Email' | 'Password' | 'Confirm Password', string>>,
) {
  const submit = await openSignUp(canvas);
  const values = {
    Username: 'new_creator',
    Email: 'new@example.com',
    Password: 'Secret12',
    'Confirm Password': 'Secret12',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    // Pasted, not typed key by key: the form is the set-up here, the message is the subject.
    if (value) {
      await userEvent.click(input);
      await userEvent.paste(value);
    }
  }
  await userEvent.click(submit);
}

async function expectFieldError(canvas: Canvas, label: string, message: string) {
  const input = canvas.getByLabelText(label);
  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  // The message is under its own field and names it for assistive technology.
  await expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  await expect(canvas.getByText(message)).toBeVisible();
}

async function expectToast(title: string, description: string) {
  const region = page();
  await expect(await region.findByText(title)).toBeVisible();
  await expect(region.getByText(description)).toBeVisible();
}

export const SignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const signInTab = await canvas.findByRole('tab', { name: 'Sign In' });
    await expect(signInTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.getByLabelText('Username')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Desktop feature list and marketing lines (SPEC §2).
    for (const text of [
      'Channel Tracking',
      'Monitor any YouTube channel with real-time updates',
      'Smart Timers',
      'Automatic countdown cycles for each channel, 7 days unless you choose another length',
      'Secure & Private',
      'Your data is protected with enterprise-grade security',
      'Track your favorite creators with precision timing and beautiful analytics',
      'Join thousands of creators tracking their channels',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/By continuing, you agree to our/)).toBeVisible();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

export const SignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSignUp(canvas);
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    // The browser tab names the tab shown, and back again.
    await waitFor(() => expect(document.title).toBe('Sign Up · Channel Countdown'));
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toBeVisible();
    }
  },
};

export const PasswordVisibilityToggles: Story = {
  name: 'Show/hide toggles (the confirmation has its own)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openSignUp(canvas);
    const password = canvas.getByLabelText('Password');
    const confirm = canvas.getByLabelText('Confirm Password');
    const [passwordToggle, confirmToggle] = canvas.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(passwordToggle!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await userEvent.click(confirmToggle!);
    await expect(confirm).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Hide password' })[0]!);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'text');
  },
};

export const SignInRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expectFieldError(canvas, 'Username', 'Username is required');
    await expectFieldError(canvas, 'Password', 'Password is required');
    // Typing fixes the field at once.
    await userEvent.type(canvas.getByLabelText('Username'), 'jane');
    await waitFor(() => expect(canvas.queryByText('Username is required')).toBeNull());
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

export const SignUpUsernameTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Username: 'ab' });
    await expectFieldError(canvas, 'Username', 'Username must be at least 3 characters');
  },
};

export const SignUpUsernameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Username: 'a'.repeat(51) });
    await expectFieldError(canvas, 'Username', 'Username must be less than 50 characters');
  },
};

export const SignUpUsernameCharacters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Username: 'jane doe!' });
    await expectFieldError(canvas, 'Username', 'Username can only contain letters, numbers, and underscores');
  },
};

export const SignUpInvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Email: 'jane-at-example' });
    await expectFieldError(canvas, 'Email', 'Please enter a valid email address');
  },
};

export const SignUpPasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Password: 'Ab1', 'Confirm Password': 'Ab1' });
    await expectFieldError(canvas, 'Password', 'Password must be at least 6 characters');
  },
};

export const SignUpPasswordComplexity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { Password: 'secret12', 'Confirm Password': 'secret12' });
    await expectFieldError(
      canvas,
      'Password',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    );
  },
};

export const SignUpPasswordsDontMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, { 'Confirm Password': 'Secret13' });
    // Shown on the confirmation field, not on the password.
    await expectFieldError(canvas, 'Confirm Password', "Passwords don't match");
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

export const SigningIn: Story = {
  name: 'Pending: Signing in...',
  parameters: { msw: { handlers: { ...handlers, auth: pendingAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'jane');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CreatingAccount: Story = {
  name: 'Pending: Creating account...',
  parameters: { msw: { handlers: { ...handlers, auth: pendingAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitSignUp(canvas, {});
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ConnectingToGoogle: Story = {
  name: 'Pending: Connecting to Google...',
  args: { googlePopup: fn(neverSettles) },
  parameters: { msw: { handlers: { ...handlers, auth: googleConfiguredAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('button', { name: 'Connecting to Google...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LoginFailed: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: failingLoginAuthHandlers } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'jane');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login failed', 'Invalid username or password');
    // The form keeps what was typed and is usable again; nothing navigated.
    await expect(canvas.getByLabelText('Username')).toHaveValue('jane');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

export const RegistrationFailed: Story = {
  parameters: { msw: { handlers: { ...handlers, auth: failingLoginAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await submitSignUp(within(canvasElement), { Username: 'taken_name' });
    await expectToast('Registration failed', 'Username already exists');
  },
};

export const LoginSucceeds: Story = {
  name: 'Login success: a full page load to /',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'jane');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('/'));
  },
};

/** A visitor sent here from a deep link returns there after signing in (a same-origin path only). */
export const LoginReturnsToDeepLink: Story = {
  name: 'Login from a deep link: back to that page',
  parameters: { route: '/auth?returnTo=%2Ftimers%3Ffilter%3Dactive' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'jane');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('/timers?filter=active'));
  },
};

/** Never an open redirect: another origin (or a protocol-relative '//host') goes to / instead. */
export const LoginRefusesForeignReturn: Story = {
  name: 'Login with a foreign returnTo: to / (no open redirect)',
  parameters: { route: '/auth?returnTo=%2F%2Fevil.example%2Fphish' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Username'), 'jane');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret12');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('/'));
  },
};

/** /signup (and the not-found screen's 'Sign Up') arrive as /auth?tab=signup: the Sign Up tab is open. */
export const OpensOnSignUp: Story = {
  name: '/auth?tab=signup opens Sign Up',
  parameters: { route: '/auth?tab=signup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Sign Up · Channel Countdown'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign In' }));
    await waitFor(() => expect(document.title).toBe('Sign In · Channel Countdown'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
  },
};

/** Where a deleted account lands: a sentence says the account is gone. */
export const AfterAccountDeleted: Story = {
  name: 'After deleting the account: the page says so',
  parameters: { route: '/auth?accountDeleted=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your account and everything in it have been deleted.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

export const RegisterSucceeds: Story = {
  name: 'Register success: a full page load to /',
  play: async ({ canvasElement, args }) => {
    await submitSignUp(within(canvasElement), {});
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('/'));
  },
};

export const GoogleNotConfigured: Story = {
  name: 'Google: missing configuration toast',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }));
    await expectToast(
      'Google Sign-in Unavailable',
      'Google sign-in is not available on this site right now. Please sign in with your username and password instead.',
    );
    // No popup without a configuration.
    await expect(args.googlePopup).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

export const GoogleUnauthorizedDomain: Story = {
  name: 'Google: unauthorized domain toast',
  args: {
    googlePopup: fn(async () =>
      Promise.reject(Object.assign(new Error('Firebase: Error'), { code: 'auth/unauthorized-domain' })),
    ),
  },
  parameters: { msw: { handlers: { ...handlers, auth: googleConfiguredAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    await expectToast(
      'Google Sign-in Unavailable',
      'Google sign-in is not available on this site right now. Please sign in with your username and password instead.',
    );
  },
};

export const GoogleSignInFailed: Story = {
  name: 'Google: other failure toast',
  args: {
    googlePopup: fn(async () =>
      Promise.reject(Object.assign(new Error('Popup closed'), { code: 'auth/popup-closed-by-user' })),
    ),
  },
  parameters: { msw: { handlers: { ...handlers, auth: googleConfiguredAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    await expectToast(
      'Sign-in Failed',
      'The Google window was closed before you finished signing in. Please try again.',
    );
  },
};

export const GoogleSucceeds: Story = {
  name: 'Google: Welcome! and a reload',
  parameters: { msw: { handlers: { ...handlers, auth: googleConfiguredAuthHandlers } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Continue with Google' }));
    await expectToast('Welcome!', 'Successfully signed in as Jane Google');
    await expect(args.googlePopup).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: 'demo-channel-countdown' }),
    );
    await waitFor(() => expect(args.reload).toHaveBeenCalledOnce());
  },
};

export const SignedInVisitorIsSentHome: Story = {
  name: 'Already signed in: a full page load to /',
  parameters: { msw: { handlers } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.assign).toHaveBeenCalledWith('/'));
  },
};

/** The page does not wait for the session check: the tagline and the forms show while it is under way. */
export const SessionLoading: Story = {
  name: 'While the session loads: the page at once',
  parameters: { msw: { handlers: { ...handlers, auth: loadingSessionAuthHandlers } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Sign In' })).toBeVisible();
    // In the document at every width (the narrow layout hides the marketing column).
    await expect(
      canvas.getByText('Track your favorite creators with precision timing and beautiful analytics'),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('status', { name: 'Loading' })).toBeNull();
    await expect(args.assign).not.toHaveBeenCalled();
  },
};

/** The page in Spanish (`parameters.providers.locale`): every text from the Spanish catalog. */
export const InSpanish: Story = {
  name: 'In Spanish',
  parameters: { providers: { locale: 'es' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Te damos la bienvenida a Channel Countdown')).toBeVisible();
    await expect(canvas.getByLabelText('Nombre de usuario')).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Channel Countdown'));
    await expect(document.documentElement).toHaveAttribute('lang', 'es');
    for (const english of ['Sign In', 'Sign Up', 'Username', 'Password', 'Continue with Google']) {
      await expect(canvasElement).not.toHaveTextContent(english);
    }
  },
};

/** The page in Arabic: its texts from the Arabic catalog, the page laid out right to left. */
export const InArabic: Story = {
  name: 'In Arabic (right to left)',
  parameters: { providers: { locale: 'ar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('مرحبًا بك في Channel Countdown')).toBeVisible();
    await expect(canvas.getByLabelText('اسم المستخدم')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // Right to left: the tab list starts at the right, Sign In first.
    const signIn = canvas.getByRole('tab', { name: 'تسجيل الدخول' }).getBoundingClientRect();
    const signUp = canvas.getByRole('tab', { name: 'التسجيل' }).getBoundingClientRect();
    await expect(signIn.left).toBeGreaterThan(signUp.left);
    for (const english of ['Sign In', 'Sign Up', 'Username', 'Password', 'Continue with Google']) {
      await expect(canvasElement).not.toHaveTextContent(english);
    }
  },
};
