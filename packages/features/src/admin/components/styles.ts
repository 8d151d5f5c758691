import styled from 'styled-components';

/** Layout pieces shared by the admin tabs. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '14rem' }) => $min}, 1fr));
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

/** A row that wraps on a narrow screen rather than pushing the page wider. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  min-width: 0;
`;

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
