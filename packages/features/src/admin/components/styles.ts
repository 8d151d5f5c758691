'use client';

import styled from 'styled-components';

/** Text and list pieces shared by the admin tabs. */
export const Muted = styled.span`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const ListItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
`;

export const Strong = styled.span`
  font-weight: 600;
`;
