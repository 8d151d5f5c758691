'use client';

import { styled } from 'styled-components';

export const PageRoot = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--space-6) var(--space-4);
  color: var(--color-text);
`;

/** Title block on the left, actions on the right; the actions wrap below on small screens. */
export const PageHeaderRoot = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
  margin-bottom: var(--space-6);
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
`;

export const PageDescription = styled.p`
  margin: var(--space-1) 0 0;
  color: var(--color-text-muted);
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
`;
