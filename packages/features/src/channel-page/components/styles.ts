import styled from 'styled-components';

/** A section of the channel page: a bordered surface with a heading row. */
export const Section = styled.section`
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

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: 600;
`;

export const Muted = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;
