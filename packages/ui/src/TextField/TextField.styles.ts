'use client';

import { styled } from 'styled-components';
import { TextField as AriaTextField } from 'react-aria-components';
import { FieldRoot } from '../Field/Field.styles';

export const StyledTextField = styled(AriaTextField)`
  ${FieldRoot}
`;
