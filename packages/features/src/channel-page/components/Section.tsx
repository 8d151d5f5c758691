'use client';

import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Inline, Text } from '@channel-countdown/ui';
import { useRenderWhenNear } from '../../shared';

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
  /**
   * Controls on the heading's right, wrapping below it on a narrow screen; rendered from the start, like the
   * heading, unless `actionsWithContent`. @default undefined
   */
  actions?: ReactNode;
  /**
   * Whether the controls wait for the content (controls made from the section's read, such as the milestone
   * alert, which would otherwise render as soon as the read answers). @default false
   */
  actionsWithContent?: boolean;
  /**
   * What the section shows until it renders its children: its loading look (the skeleton its read shows while
   * loading), which keeps their room.
   */
  placeholder: ReactNode;
  /** Whether what the section shows has answered (its read is no longer pending). @default true */
  ready?: boolean;
  children: ReactNode;
}

/**
 * A section of the channel page: a bordered surface, its heading, and the section's controls beside it. Every
 * section sits below a phone's first screen, so it renders its content only once it comes near the viewport and
 * its read has answered (useRenderWhenNear); until then, on the server too, `placeholder` holds its room.
 */
export function Section({
  titleId,
  title,
  actions,
  actionsWithContent = false,
  placeholder,
  ready = true,
  children,
}: SectionProps) {
  const surface = useRef<HTMLElement>(null);
  const shown = useRenderWhenNear(surface, ready);
  return (
    <Surface ref={surface} aria-labelledby={titleId}>
      <Inline gap={3} justify="between">
        <Text as="h2" id={titleId} size="lg" weight={600}>
          {title}
        </Text>
        {(shown || !actionsWithContent) && actions}
      </Inline>
      {shown ? children : placeholder}
    </Surface>
  );
}
