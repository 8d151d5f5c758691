'use client';

import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldTextArea } from '../Field/Field.styles';
import { StyledTextField } from '../TextField/TextField.styles';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children'> {
  /** Visible label, also the text area's accessible name. */
  label: string;
  /** Help text under the text area. @default undefined */
  description?: string;
  /** Error shown under the text area; when set the field is invalid. @default undefined */
  errorMessage?: string;
  /** Hint shown inside the empty text area. @default undefined */
  placeholder?: string;
  /** Visible lines of text. @default 4 */
  rows?: number;
}

/** A labelled multi-line text input. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  isInvalid,
  ...props
}: TextAreaProps) {
  return (
    <StyledTextField {...props} isInvalid={isInvalid || Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldTextArea placeholder={placeholder} rows={rows} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextField>
  );
}
