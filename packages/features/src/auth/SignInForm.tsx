'use client';

import { PasswordField } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react/macro';
import { useLogin } from '../session';
import { lazySchema } from '../shared';
import { AuthForm } from './AuthForm';
import { useSchemaForm } from './useSchemaForm';

const schema = lazySchema(() => import('./schemas').then((module) => module.loginRequestSchema));

/** Username and password (SPEC §2, §5); the session layer reports a refused login with a toast. */
export function SignInForm({ isDisabled }: { isDisabled?: boolean }) {
  const login = useLogin();
  const { t } = useLingui();
  // Errors are the session layer's toast; the form stays as typed (SPEC §8).
  const form = useSchemaForm(schema, { username: '', password: '' }, (data) => login.mutate(data));

  return (
    <AuthForm
      form={form}
      usernamePlaceholder={t`Enter your username`}
      submitLabel={t`Sign In`}
      pendingLabel={t`Signing in...`}
      isPending={login.isPending}
      isDisabled={isDisabled}
    >
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        placeholder={t`Enter your password`}
        {...form.field('password')}
      />
    </AuthForm>
  );
}
