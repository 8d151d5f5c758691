'use client';

import { styled } from 'styled-components';

/** A bordered surface that groups one subject (a channel, a form, a figure); layout only, `<div>` props. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-sm);
`;

/** The top of a card: its CardTitle and CardDescription, one under the other. */
export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-6) var(--space-6) 0;
`;

/** A card's title, an `<h3>`: pass `as="h2"` (styled-components' `as`) where the page outline needs another level. */
export const CardTitle = styled.h3`
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.3;
`;

/** A muted line under the CardTitle. */
export const CardDescription = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

/** The card's body, padded like its header. */
export const CardContent = styled.div`
  padding: var(--space-6);
`;

/** A row of actions at the card's bottom. */
export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0 var(--space-6) var(--space-6);
`;
