import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, PasswordField, TextField, useToast } from '@channel-countdown/ui';
import { ApiError, serverMessage } from '../../api';
import { useDeleteAccount } from '../api/account';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from '../settingsModel';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-3);

  > button {
    margin-top: 1.75rem;
  }
`;

const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

/**
 * Delete account (SPEC §5, issue 19): the typed DELETE, and the password of an account that has one (a
 * Google-only account needs a sign-in of the last few minutes, which the server checks and explains).
 * Success ends the session: the app forgets it and lands on /auth.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const deleteAccount = useDeleteAccount();
  const { toast } = useToast();
  const confirmed = isDeleteConfirmed(confirmation);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!confirmed) {
      toast({
        title: 'Confirmation Required',
        description: 'Please type DELETE to confirm account deletion.',
        variant: 'destructive',
      });
      return;
    }
    if (hasPassword && password === '') {
      setPasswordError('Password is required');
      return;
    }
    deleteAccount.mutate(
      { confirmation: DELETE_CONFIRMATION_WORD, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: () =>
          toast({
            title: 'Account Deleted',
            description: 'Your account and everything in it have been deleted.',
          }),
        onError: (error) => {
          const message = serverMessage(error) ?? 'Could not reach the server. Please try again.';
          if (hasPassword && error instanceof ApiError && error.status === 400) setPasswordError(message);
          else toast({ title: 'Account Not Deleted', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    // Enter in a field submits too (the button is disabled until DELETE is typed, and a disabled button
    // blocks the browser's own submission): that is how 'Confirmation Required' is reached.
    <Form
      aria-label="Delete account"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submit(event);
      }}
      noValidate
    >
      <TextField
        label="Type DELETE to confirm"
        name="deleteConfirmation"
        autoComplete="off"
        value={confirmation}
        onChange={setConfirmation}
      />
      {hasPassword && (
        <PasswordField
          label="Password"
          name="deletePassword"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          errorMessage={passwordError}
        />
      )}
      <Button
        variant="destructive"
        onPress={() => submit()}
        isDisabled={!confirmed}
        isPending={deleteAccount.isPending}
        pendingLabel="Deleting..."
      >
        Delete Account
      </Button>
      {!hasPassword && (
        <Note>Sign in with Google again first: deleting needs a sign-in of the last 5 minutes.</Note>
      )}
    </Form>
  );
}
