'use client';

import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, VisuallyHidden } from '@channel-countdown/ui';
import { failureText } from '../api';

/**
 * The text of a failed read: the server's own message (never the "NNN: " status before it), or, when the call
 * never reached the server, what the user can do about it.
 */
export function readErrorText(error: unknown, i18n?: I18n): string {
  return failureText(error, i18n);
}

/** The parts of a query (react-query's result) a read's state is drawn from. */
export interface Read<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Several reads a screen needs together, as one: its data once every one has answered, the first failure,
 * fetching while any is, and a retry that asks each again.
 */
export function combineReads<const T extends readonly unknown[]>(
  ...reads: { [Index in keyof T]: Read<T[Index]> }
): Read<T> {
  const all = reads as readonly Read<unknown>[];
  return {
    data: all.every((read) => read.data !== undefined)
      ? (all.map((read) => read.data) as unknown as T)
      : undefined,
    error: all.find((read) => read.error)?.error ?? null,
    isFetching: all.some((read) => read.isFetching),
    refetch: () => all.forEach((read) => void read.refetch()),
  };
}

export interface ReadErrorProps {
  /** What could not be loaded: 'Could not load your timers'. */
  title: string;
  /** The failure: its text is the server's message (readErrorText). */
  error: unknown;
  /** Asks again ('Try Again'). */
  onRetry: () => unknown;
  /** Whether the read is being asked again (the button shows it). @default false */
  isRetrying?: boolean;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** A read that failed: what could not be loaded, the server's message, and 'Try Again'. */
export function ReadError({ title, error, onRetry, isRetrying = false, headingLevel = 2 }: ReadErrorProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle size={32} />}
        headingLevel={headingLevel}
        title={title}
        description={readErrorText(error, i18n)}
        action={
          <Button
            variant="outline"
            onPress={() => void onRetry()}
            isPending={isRetrying}
            pendingLabel={t`Loading...`}
          >
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    </div>
  );
}

export interface ReadStateProps<T> {
  /** The read (a query's result, or several read together: combineReads). */
  read: Read<T>;
  /** What shows while it loads: the screen's skeleton of what is coming. */
  loading: ReactNode;
  /**
   * What is loading, in the words a screen reader says once ('Loading your timers'). With it the skeleton is
   * one busy region of that name, and a polite status beside it says so: its blocks say nothing themselves.
   * @default undefined (the skeleton announces itself, or nothing)
   */
  loadingLabel?: string;
  /** What could not be loaded, shown with the server's message when the read fails. */
  errorTitle: string;
  /** Heading level of the failure's title. @default 2 */
  errorHeadingLevel?: 2 | 3 | 4;
  /** Whether an answer is empty; `empty` shows instead of the data then. @default never */
  isEmpty?: (data: T) => boolean;
  /** What shows for an empty answer (an EmptyState saying what to do). @default nothing */
  empty?: ReactNode;
  /** The data. */
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows a read: its skeleton while loading, the failure (the server's message and
 * 'Try Again') when it failed with nothing to show, the empty state for an empty answer, else the data. Data
 * already shown stays when a later refetch fails.
 */
export function ReadState<T>({
  read,
  loading,
  loadingLabel,
  errorTitle,
  errorHeadingLevel,
  isEmpty,
  empty = null,
  children,
}: ReadStateProps<T>) {
  if (read.data !== undefined) return <>{isEmpty?.(read.data) ? empty : children(read.data)}</>;
  if (read.error) {
    return (
      <ReadError
        title={errorTitle}
        error={read.error}
        onRetry={read.refetch}
        isRetrying={read.isFetching}
        headingLevel={errorHeadingLevel}
      />
    );
  }
  if (loadingLabel === undefined) return <>{loading}</>;
  return (
    <>
      {/* Outside the busy region: a screen reader holds back what changes inside a region while it is busy. */}
      <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
      <section aria-busy="true" aria-label={loadingLabel}>
        {loading}
      </section>
    </>
  );
}
