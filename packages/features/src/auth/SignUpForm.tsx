'use client';

import { PasswordField, TextField } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react/macro';
import { useRegister } from '../session';
import { lazySchema } from '../shared';
import { AuthForm } from './AuthForm';
import { useSchemaForm } from './useSchemaForm';

const schema = lazySchema(() => import('./schemas').then((module) => module.registerFormSchema));

const empty = { username: '', email: '', password: '', confirmPassword: '' };

/** Username, email, password and its confirmation (SPEC §2, §5); each field has its own show/hide. */
export function SignUpForm({ isDisabled }: { isDisabled?: boolean }) {
  const register = useRegister();
  const { t } = useLingui();
  // The confirmation stays in the browser; first and last name are not asked for (SPEC §3).
  const form = useSchemaForm(schema, empty, ({ username, email, password }) =>
    register.mutate({ username, email, password }),
  );

  return (
    <AuthForm
      form={form}
      usernamePlaceholder={t`Choose a username`}
      submitLabel={t`Create Account`}
      pendingLabel={t`Creating account...`}
      isPending={register.isPending}
      isDisabled={isDisabled}
    >
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder={t`you@example.com`}
        {...form.field('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        placeholder={t`Create a password`}
        {...form.field('password')}
      />
      <PasswordField
        label={t`Confirm Password`}
        autoComplete="new-password"
        placeholder={t`Repeat the password`}
        {...form.field('confirmPassword')}
      />
    </AuthForm>
  );
}
