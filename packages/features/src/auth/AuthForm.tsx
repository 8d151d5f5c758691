'use client';

import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@channel-countdown/ui';
import type { SchemaForm } from './useSchemaForm';

export interface AuthFormProps<K extends string> {
  /** The form's fields and submit handler (useSchemaForm); one of the fields is the username. */
  form: SchemaForm<K | 'username'>;
  /** The username field's hint while it is empty. */
  usernamePlaceholder: string;
  /** The fields after the username. */
  children: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** The submit button's text while the request runs. */
  pendingLabel: string;
  isPending: boolean;
  /** While another sign-in (Google) runs, this one cannot be submitted. */
  isDisabled?: boolean;
}

/**
 * The frame of the sign-in and sign-up forms (SPEC §5): the username first, the other fields one under
 * another with their messages beside them (aria validation), and the submit button showing the request run.
 */
export function AuthForm<K extends string>({
  form,
  usernamePlaceholder,
  children,
  submitLabel,
  pendingLabel,
  isPending,
  isDisabled,
}: AuthFormProps<K>) {
  const { t } = useLingui();
  return (
    <Form
      onSubmit={form.onSubmit}
      validationBehavior="aria"
      style={{ display: 'grid', gap: 'var(--space-4)' }}
    >
      <TextField
        label={t`Username`}
        autoComplete="username"
        placeholder={usernamePlaceholder}
        {...form.field('username')}
      />
      {children}
      <Button type="submit" isPending={isPending} isDisabled={isDisabled} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </Form>
  );
}
