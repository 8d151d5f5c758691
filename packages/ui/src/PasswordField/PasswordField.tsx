'use client';

import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/Field.styles';
import { IconButton } from '../IconButton/IconButton';
import { LazyTooltip } from '../Tooltip/lazyTooltip';
import { StyledTextField } from '../TextField/TextField.styles';
import type { TextFieldProps } from '../TextField/TextField';
import { InputRow, PasswordInput, ToggleSlot } from './PasswordField.styles';
import { useUiStrings } from '../UiStrings/UiStrings';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for passwords with a button that shows or hides the typed characters. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const strings = useUiStrings();
  const toggleLabel = isVisible ? strings.hidePassword : strings.showPassword;
  return (
    <StyledTextField
      {...props}
      autoComplete={autoComplete}
      type={isVisible ? 'text' : 'password'}
      isInvalid={isInvalid || Boolean(errorMessage)}
    >
      <FieldLabel>{label}</FieldLabel>
      <InputRow>
        <PasswordInput placeholder={placeholder} />
        <ToggleSlot>
          <LazyTooltip content={toggleLabel}>
            <IconButton
              size="sm"
              aria-label={toggleLabel}
              icon={isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              isDisabled={props.isDisabled}
              onPress={() => setVisible((visible) => !visible)}
            />
          </LazyTooltip>
        </ToggleSlot>
      </InputRow>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextField>
  );
}
