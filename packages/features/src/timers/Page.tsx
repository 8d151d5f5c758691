import styled from 'styled-components';

/**
 * The frame the four pages of this issue share: a centred column, a header with a title block on the left
 * and actions on the right (wrapping on small screens).
 */
export const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--space-6) var(--space-4);
  color: var(--color-text);
`;

export const PageHeader = styled.header`
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

export const PageSubtitle = styled.p`
  margin: var(--space-1) 0 0;
  color: var(--color-text-muted);
`;

export const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  align-items: center;
`;
