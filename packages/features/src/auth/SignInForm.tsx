import { Form } from 'react-aria-components';
import { loginRequestSchema } from '@channel-countdown/contract';
import { Button, PasswordField, TextField } from '@channel-countdown/ui';
import { useLogin } from '../session';
import { useSchemaForm } from './useSchemaForm';

/** Username and password (SPEC §2, §5); the session layer reports a refused login with a toast. */
export function SignInForm({ isDisabled }: { isDisabled?: boolean }) {
  const login = useLogin();
  // Errors are the session layer's toast; the form stays as typed (SPEC §8).
  const form = useSchemaForm(loginRequestSchema, { username: '', password: '' }, (data) =>
    login.mutate(data),
  );

  return (
    <Form
      onSubmit={form.onSubmit}
      validationBehavior="aria"
      style={{ display: 'grid', gap: 'var(--space-4)' }}
    >
      <TextField
        label="Username"
        autoComplete="username"
        placeholder="Enter your username"
        {...form.field('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
        {...form.field('password')}
      />
      <Button type="submit" isPending={login.isPending} isDisabled={isDisabled} pendingLabel="Signing in...">
        Sign In
      </Button>
    </Form>
  );
}
