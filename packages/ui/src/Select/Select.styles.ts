'use client';

import { styled } from 'styled-components';
import type { SelectOption } from './Select';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { controlBox, FieldRoot } from '../Field/Field.styles';
import { itemStyles, panelStyles } from '../shared/overlay.styles';
import { focusRing } from '../shared/styles';

export const StyledSelect = styled(Select<SelectOption, 'single'>)`
  ${FieldRoot}
`;

export const SelectButton = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  ${controlBox}
  text-align: start;
  cursor: pointer;

  & svg {
    width: 1rem;
    height: 1rem;
    flex: none;
    color: var(--color-text-muted);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const StyledSelectValue = styled(SelectValue)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: var(--color-text-muted);
  }
`;

export const SelectPopover = styled(Popover)`
  ${panelStyles}
  min-width: var(--trigger-width);
  max-height: 18rem;
  overflow: auto;
  padding: var(--space-1);
`;

export const SelectListBox = styled(ListBox<SelectOption>)`
  outline: none;
`;

export const SelectItem = styled(ListBoxItem)`
  ${itemStyles}

  &[data-selected] {
    font-weight: 600;
  }
`;

export const Check = styled.span`
  margin-inline-start: auto;
  display: inline-flex;
`;
