'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordField, useToast } from '@channel-countdown/ui';
import { ApiError, serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { checkFormWhenLoaded, type FieldErrors } from '../../shared';
import { changePasswordSchema } from '../lazySchemas';
import { useChangePassword } from '../api/account';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: start;

  > button {
    justify-self: start;
    grid-column: 1 / -1;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

/**
 * Change password (issue 19): the current password and the spec's New / Confirm Password fields, checked
 * by the sign-up rules before anything is sent. A wrong current password is the server's 400, shown on
 * that field; success signs the account's other sessions out (the server does) and empties the form.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const changePassword = useChangePassword();
  const { toast } = useToast();

  if (!hasPassword)
    return (
      <Note>
        <Trans>This account signs in with Google and has no password to change.</Trans>
      </Note>
    );

  // The schema's messages are the contract's English texts, shown in the page's language.
  const shown = (message: string | undefined) =>
    message === undefined ? undefined : translateContractText(i18n, message);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The sign-up rules and the match check, from the contract's schema: the first message of each field.
    const checked = await checkFormWhenLoaded(changePasswordSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          toast({
            title: t`Password Changed`,
            description: t`Your other devices have been signed out.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          const said = serverMessage(error);
          const message =
            said === null
              ? t`Could not reach the server. Please try again.`
              : translateContractText(i18n, said);
          if (error instanceof ApiError && error.status === 400) setErrors({ currentPassword: message });
          else toast({ title: t`Password Not Changed`, description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Form aria-label={t`Change password`} onSubmit={(event) => void submit(event)} noValidate>
      <PasswordField
        label={t`Current Password`}
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        errorMessage={shown(errors.currentPassword)}
      />
      <PasswordField
        label={t`New Password`}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        errorMessage={shown(errors.newPassword)}
      />
      <PasswordField
        label={t`Confirm Password`}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        errorMessage={shown(errors.confirmPassword)}
      />
      <Button
        type="submit"
        variant="outline"
        isPending={changePassword.isPending}
        pendingLabel={t`Changing...`}
      >
        <Trans>Change Password</Trans>
      </Button>
    </Form>
  );
}
