'use client';

import { styled } from 'styled-components';

export const TooltipPanel = styled.div`
  z-index: var(--z-toast);
  max-width: 18rem;
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--color-text);
  color: var(--color-bg);
  font-size: var(--font-size-xs);
  line-height: 1.4;
  box-shadow: var(--shadow-md);
  pointer-events: none;
`;
