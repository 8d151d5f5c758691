'use client';

import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldInput, FieldLabel } from '../Field/Field.styles';
import { StyledTextField } from './TextField.styles';
import { useThemeScopeCheck } from '../theme/ThemeProvider';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Help text under the input. @default undefined */
  description?: string;
  /** Error shown under the input; when set the field is invalid. @default undefined */
  errorMessage?: string;
  /** Hint shown inside the empty input. @default undefined */
  placeholder?: string;
}

/** A labelled single-line text input with help text and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  useThemeScopeCheck('TextField');
  return (
    <StyledTextField {...props} isInvalid={isInvalid || Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput placeholder={placeholder} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextField>
  );
}
