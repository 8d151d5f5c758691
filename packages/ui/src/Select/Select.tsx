'use client';

import type { Key } from 'react-aria-components';
import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import { Check as CheckIcon, ChevronDown } from 'lucide-react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/Field.styles';
import {
  Check,
  SelectButton,
  SelectItem,
  SelectListBox,
  SelectPopover,
  StyledSelect,
  StyledSelectValue,
} from './Select.styles';

export interface SelectOption {
  id: Key;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'children' | 'items'> {
  /** Visible label, also the control's accessible name. */
  label: string;
  /** The choices. */
  items: readonly SelectOption[];
  /** Help text under the control. @default undefined */
  description?: string;
  /** Error shown under the control; when set the field is invalid. @default undefined */
  errorMessage?: string;
  /** Text shown while nothing is selected. @default 'Select an option' */
  placeholder?: string;
}

/** A labelled single-choice dropdown (react-aria Select: arrow keys move, type-ahead, Escape closes). */
export function Select({
  label,
  items,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: SelectProps) {
  return (
    <StyledSelect {...props} placeholder={placeholder} isInvalid={isInvalid || Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <SelectButton>
        <StyledSelectValue />
        <ChevronDown aria-hidden="true" />
      </SelectButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <SelectPopover>
        <SelectListBox items={items}>
          {(item: SelectOption) => (
            <SelectItem id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  {item.label}
                  {isSelected && (
                    <Check>
                      <CheckIcon aria-hidden="true" />
                    </Check>
                  )}
                </>
              )}
            </SelectItem>
          )}
        </SelectListBox>
      </SelectPopover>
    </StyledSelect>
  );
}
