'use client';

import { styled } from 'styled-components';
import { Link as AriaLink } from 'react-aria-components';
import { buttonStyles } from '../Button/Button.styles';
import type { ButtonStyleProps } from '../Button/Button.styles';

export const StyledLinkButton = styled(AriaLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
