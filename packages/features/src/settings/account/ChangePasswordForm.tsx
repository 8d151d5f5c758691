import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { changePasswordFormSchema } from '@channel-countdown/contract';
import { Button, PasswordField, useToast } from '@channel-countdown/ui';
import { ApiError, serverMessage } from '../../api';
import { checkForm, type FieldErrors } from '../../shared';
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
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const changePassword = useChangePassword();
  const { toast } = useToast();

  if (!hasPassword) return <Note>This account signs in with Google and has no password to change.</Note>;

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    // The sign-up rules and the match check, from the contract's schema: the first message of each field.
    const checked = checkForm(changePasswordFormSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          toast({
            title: 'Password Changed',
            description: 'Your other devices have been signed out.',
            variant: 'success',
          });
        },
        onError: (error) => {
          const message = serverMessage(error) ?? 'Could not reach the server. Please try again.';
          if (error instanceof ApiError && error.status === 400) setErrors({ currentPassword: message });
          else toast({ title: 'Password Not Changed', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Form aria-label="Change password" onSubmit={submit} noValidate>
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        errorMessage={errors.currentPassword}
      />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        errorMessage={errors.newPassword}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update('confirmPassword')}
        errorMessage={errors.confirmPassword}
      />
      <Button type="submit" variant="outline" isPending={changePassword.isPending} pendingLabel="Changing...">
        Change Password
      </Button>
    </Form>
  );
}
