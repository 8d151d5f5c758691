'use client';

import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { Switch } from '@channel-countdown/ui';
import { specMutationDefaults, specQueryDefaults } from '../api';
import { readErrorText } from './ReadState';

export interface ChannelFlagCalls<T> {
  /** The read's cache key (the call's path, so the cache groups what the server groups). */
  queryKey: QueryKey;
  /** GET the flag's answer. */
  read: () => Promise<T>;
  /** PATCH the flag; answers as the read does. */
  write: (on: boolean) => Promise<T>;
  /** The flag in an answer. */
  pick: (answer: T) => boolean;
  /** After a save, with the server's answer (another read that shows the same flag follows it). */
  onSaved?: (answer: T) => void;
}

/**
 * One on/off setting of a channel kept by the server (GET and PATCH of one path): shown as the user set it
 * while it is saved, then as the server answered.
 */
export function useChannelFlag<T>({ queryKey, read, write, pick, onSaved }: ChannelFlagCalls<T>) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...specQueryDefaults, queryKey, queryFn: read });
  const mutation = useMutation({
    ...specMutationDefaults,
    mutationFn: write,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      onSaved?.(saved);
    },
  });
  return {
    value: mutation.isPending ? mutation.variables : query.data === undefined ? undefined : pick(query.data),
    isLoading: query.isLoading,
    error: query.error ?? mutation.error,
    set: mutation.mutate,
  };
}

/**
 * A channel's on/off setting as a switch (the channel page's cycle restarts, a channel's mute): disabled until
 * it is read, and saying so when it cannot be read or saved.
 */
export function ChannelFlagSwitch({
  flag,
  children,
}: {
  flag: ReturnType<typeof useChannelFlag>;
  /** The switch's label. */
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div>
      <Switch
        isSelected={flag.value ?? false}
        isDisabled={flag.isLoading || flag.value === undefined}
        onChange={flag.set}
      >
        {children}
      </Switch>
      {flag.error && (
        <p
          role="alert"
          style={{ margin: 'var(--space-1) 0 0', fontSize: '0.8125rem', color: 'var(--color-danger)' }}
        >
          {readErrorText(flag.error, i18n)}
        </p>
      )}
    </div>
  );
}
