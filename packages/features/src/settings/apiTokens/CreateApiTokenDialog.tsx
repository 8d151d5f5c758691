'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { isAdmin, TOKEN_SCOPES, type CreatedApiToken, type TokenScope } from '@channel-countdown/contract';
import { Button, Dialog, Select, TextField, useToast } from '@channel-countdown/ui';
import { serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { checkFormWhenLoaded } from '../../shared';
import { createApiTokenSchema } from '../lazySchemas';
import { useAuth } from '../../session';
import { SwitchGroup } from '../SwitchGroup';
import { useCreateApiToken } from './api';
import { expiresInDaysOf, expiryOptions, scopeText } from './tokenRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-danger-text);
`;

const Secret = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);

  code {
    flex: 1;
    min-width: 0;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface-muted);
    font-family: var(--font-mono);
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const Warning = styled.p`
  margin: 0 0 var(--space-3);
  font-size: 0.875rem;
`;

export interface CreateApiTokenDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * New API token: a name, the scopes (admin only for administrators) and an expiry. Once made, the token
 * shows here this once, with a button that copies it; closing the dialog forgets it.
 */
export function CreateApiTokenDialog({ isOpen, onOpenChange }: CreateApiTokenDialogProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { user } = useAuth();
  const create = useCreateApiToken();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState('90');
  const [problem, setProblem] = useState<{ field: 'name' | 'scopes' | 'server'; message: string } | null>(
    null,
  );
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const offered = TOKEN_SCOPES.filter((scope) => scope !== 'admin' || isAdmin(user));

  const said = (error: unknown) => {
    const message = serverMessage(error);
    return message === null ? null : translateContractText(i18n, message);
  };

  function close() {
    setName('');
    setScopes(['read']);
    setExpiry('90');
    setProblem(null);
    setCreated(null);
    create.reset();
    onOpenChange(false);
  }

  function toggle(scope: TokenScope, on: boolean) {
    setProblem(null);
    setScopes((current) => TOKEN_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = { name, scopes, expiresInDays: expiresInDaysOf(expiry) };
    const checked = await checkFormWhenLoaded(createApiTokenSchema, request);
    if (!checked.ok) {
      const { name: nameError, scopes: scopesError = '' } = checked.errors;
      setProblem(
        nameError ? { field: 'name', message: nameError } : { field: 'scopes', message: scopesError },
      );
      return;
    }
    create.mutate(checked.data, {
      onSuccess: setCreated,
      onError: (error) =>
        setProblem({
          field: 'server',
          message: said(error) ?? t`Could not reach the server. Check your connection and try again.`,
        }),
    });
  }

  async function copy(token: string) {
    try {
      await navigator.clipboard.writeText(token);
      toast({
        title: t`Token Copied`,
        description: t`Paste it where your program reads it.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: t`Not Copied`,
        description: t`Your browser did not allow copying: select the token and copy it yourself.`,
        variant: 'destructive',
      });
    }
  }

  if (created) {
    const createdName = created.name;
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => !open && close()}
        isDismissable={false}
        title={t`Your New Token`}
        description={t`“${createdName}” is ready.`}
        footer={
          <Button onPress={close}>
            <Trans>Done</Trans>
          </Button>
        }
      >
        <Warning>
          <Trans>Copy it now and keep it somewhere safe: it will not be shown again.</Trans>
        </Warning>
        <Secret>
          <code aria-label={t`Your new token`}>{created.token}</code>
          <Button variant="outline" onPress={() => void copy(created.token)}>
            <Copy size={16} aria-hidden="true" />
            <Trans>Copy</Trans>
          </Button>
        </Secret>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t`New API Token`}
      description={t`A token lets a script or another program use your account through the API.`}
      footer={
        <>
          <Button variant="outline" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="create-api-token"
            isPending={create.isPending}
            pendingLabel={t`Creating...`}
          >
            <Trans>Create Token</Trans>
          </Button>
        </>
      }
    >
      <Form
        id="create-api-token"
        aria-label={t`New API token`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label={t`Name`}
          description={t`What uses it, so you recognise it later.`}
          placeholder={t`Weekly spreadsheet`}
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
          errorMessage={problem?.field === 'name' ? translateContractText(i18n, problem.message) : undefined}
          autoFocus
        />
        <SwitchGroup
          legend={t`What it may do`}
          options={offered.map((scope) => ({ key: scope, ...scopeText(scope, i18n) }))}
          values={
            Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope, scopes.includes(scope)])) as Record<
              TokenScope,
              boolean
            >
          }
          onChange={toggle}
        >
          {problem?.field === 'scopes' && (
            <Problem role="alert">{translateContractText(i18n, problem.message)}</Problem>
          )}
        </SwitchGroup>
        <Select
          label={t`Expires`}
          items={expiryOptions(i18n)}
          selectedKey={expiry}
          onSelectionChange={(key) => setExpiry(String(key))}
        />
        {problem?.field === 'server' && <Problem role="alert">{problem.message}</Problem>}
      </Form>
    </Dialog>
  );
}
