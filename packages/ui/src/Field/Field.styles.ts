'use client';

import { styled, css } from 'styled-components';
import { FieldError, Input, Label, Text, TextArea } from 'react-aria-components';
import { focusRing } from '../shared/styles';

// Label, help text, error and input looks shared by every form field of the package.

export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  min-width: 0;
`;

export const FieldLabel = styled(Label)`
  font-size: var(--font-size-sm);
  font-weight: 500;
  color: var(--color-text);
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export const FieldErrorText = styled(FieldError)`
  font-size: var(--font-size-sm);
  color: var(--color-danger);
`;

/** The box every form control draws: text inputs, text areas and the Select's button. */
export const controlBox = css`
  min-height: 2.5rem;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-sm);
`;

export const inputStyles = css`
  width: 100%;
  ${controlBox}
  line-height: 1.5;

  &::placeholder {
    color: var(--color-text-muted);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-focused] {
    border-color: var(--color-primary);
  }
  &[data-invalid] {
    border-color: var(--color-danger);
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[readonly] {
    background: var(--color-surface-muted);
  }
`;

export const FieldInput = styled(Input)`
  ${inputStyles}
`;

export const FieldTextArea = styled(TextArea)`
  ${inputStyles}
  resize: vertical;
`;
