'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordField, TextField, useToast } from '@channel-countdown/ui';
import { ApiError, serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
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
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
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
        title: t`Confirmation Required`,
        description: t`Please type DELETE to confirm account deletion.`,
        variant: 'destructive',
      });
      return;
    }
    if (hasPassword && password === '') {
      setPasswordError(t`Password is required`);
      return;
    }
    deleteAccount.mutate(
      { confirmation: DELETE_CONFIRMATION_WORD, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: () =>
          toast({
            title: t`Account Deleted`,
            description: t`Your account and everything in it have been deleted.`,
          }),
        onError: (error) => {
          const said = serverMessage(error);
          const message =
            said === null
              ? t`Could not reach the server. Please try again.`
              : translateContractText(i18n, said);
          if (hasPassword && error instanceof ApiError && error.status === 400) setPasswordError(message);
          else toast({ title: t`Account Not Deleted`, description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    // Enter in a field submits too (the button is disabled until DELETE is typed, and a disabled button
    // blocks the browser's own submission): that is how 'Confirmation Required' is reached.
    <Form
      aria-label={t`Delete account`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submit(event);
      }}
      noValidate
    >
      <TextField
        label={t`Type DELETE to confirm`}
        name="deleteConfirmation"
        autoComplete="off"
        value={confirmation}
        onChange={setConfirmation}
      />
      {hasPassword && (
        <PasswordField
          label={t`Password`}
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
        pendingLabel={t`Deleting...`}
      >
        <Trans>Delete Account</Trans>
      </Button>
      {!hasPassword && (
        <Note>
          <Trans>Sign in with Google again first: deleting needs a sign-in of the last 5 minutes.</Trans>
        </Note>
      )}
    </Form>
  );
}
