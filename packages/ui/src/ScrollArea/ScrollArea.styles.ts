import { styled } from 'styled-components';
import { focusRing } from '../shared/styles';

export const ScrollRoot = styled.div`
  overflow: auto;
  max-height: var(--scroll-max-height, none);
  border-radius: var(--radius-md);
  /* The scrollbar is only painted while the user scrolls. */
  scrollbar-width: thin;
  scrollbar-color: transparent transparent;
  transition: scrollbar-color 200ms;

  &[data-scrolling] {
    scrollbar-color: var(--color-border) transparent;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
