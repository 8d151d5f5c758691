'use client';

import { styled } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

/** A square button: the width follows the size's height. */
export const StyledIconButton = styled(StyledButton)`
  width: var(--button-height);
  padding: 0;

  & svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;
