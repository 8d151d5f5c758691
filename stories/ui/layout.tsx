import styled from 'styled-components';

// Layout helpers for the UI stories only (not part of the package).

/** Page padding and a vertical rhythm; every story renders inside a <main> landmark. */
export const Stack = styled.main`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--space-4);
  min-height: 100vh;
  padding: var(--space-6);
  background: var(--color-bg);
  color: var(--color-text);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;

export const Narrow = styled.div`
  width: 100%;
  max-width: 24rem;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
