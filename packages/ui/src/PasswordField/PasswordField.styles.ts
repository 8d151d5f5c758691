'use client';

import { styled } from 'styled-components';
import { FieldInput } from '../Field/Field.styles';

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

/** Room on the right for the show/hide toggle. */
export const PasswordInput = styled(FieldInput)`
  padding-inline-end: 2.75rem;
`;

export const ToggleSlot = styled.div`
  position: absolute;
  inset-inline-end: var(--space-1);
  display: flex;
`;
