import { registerFormSchema } from '@channel-countdown/contract';
import { PasswordField, TextField } from '@channel-countdown/ui';
import { useRegister } from '../session';
import { AuthForm } from './AuthForm';
import { useSchemaForm } from './useSchemaForm';

const empty = { username: '', email: '', password: '', confirmPassword: '' };

/** Username, email, password and its confirmation (SPEC §2, §5); each field has its own show/hide. */
export function SignUpForm({ isDisabled }: { isDisabled?: boolean }) {
  const register = useRegister();
  // The confirmation stays in the browser; first and last name are not asked for (SPEC §3).
  const form = useSchemaForm(registerFormSchema, empty, ({ username, email, password }) =>
    register.mutate({ username, email, password }),
  );

  return (
    <AuthForm
      form={form}
      usernamePlaceholder="Choose a username"
      submitLabel="Create Account"
      pendingLabel="Creating account..."
      isPending={register.isPending}
      isDisabled={isDisabled}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...form.field('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Create a password"
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        placeholder="Repeat the password"
        {...form.field('confirmPassword')}
      />
    </AuthForm>
  );
}
