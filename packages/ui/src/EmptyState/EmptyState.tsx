'use client';

import type { ReactNode } from 'react';
import {
  EmptyStateAction,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateRoot,
  EmptyStateTitle,
} from './EmptyState.styles';

export interface EmptyStateProps {
  /** Illustrative icon (decorative). @default undefined */
  icon?: ReactNode;
  /** What is empty, e.g. 'No channels yet'. */
  title: string;
  /** What to do about it. @default undefined */
  description?: ReactNode;
  /** A call to action, usually a Button. @default undefined */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The message shown where a list has nothing in it yet. */
export function EmptyState({ icon, title, description, action, headingLevel = 3 }: EmptyStateProps) {
  return (
    <EmptyStateRoot>
      {icon && <EmptyStateIcon aria-hidden="true">{icon}</EmptyStateIcon>}
      <EmptyStateTitle as={`h${headingLevel}`}>{title}</EmptyStateTitle>
      {description && <EmptyStateDescription>{description}</EmptyStateDescription>}
      {action && <EmptyStateAction>{action}</EmptyStateAction>}
    </EmptyStateRoot>
  );
}
