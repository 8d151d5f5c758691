'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Inline, Text } from '@channel-countdown/ui';

const Surface = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-sm);
`;

export interface SectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  titleId: string;
  title: string;
  /** Controls on the heading's right, wrapping below it on a narrow screen. @default undefined */
  actions?: ReactNode;
  children: ReactNode;
}

/** A section of the channel page: a bordered surface, its heading, and the section's controls beside it. */
export function Section({ titleId, title, actions, children }: SectionProps) {
  return (
    <Surface aria-labelledby={titleId}>
      <Inline gap={3} justify="between">
        <Text as="h2" id={titleId} size="lg" weight={600}>
          {title}
        </Text>
        {actions}
      </Inline>
      {children}
    </Surface>
  );
}
