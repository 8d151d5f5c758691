'use client';

import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../shared/styles';

const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--color-text-muted);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-primary-contrast);
  transition:
    background-color var(--duration-fast),
    border-color var(--duration-fast);

  svg {
    width: 0.875rem;
    height: 0.875rem;
    stroke-width: 3;
  }
`;

const StyledCheckbox = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  cursor: pointer;

  &[data-selected] ${Box}, &[data-indeterminate] ${Box} {
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
  &[data-focus-visible] ${Box} {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label beside the box, also its accessible name; without it, give `aria-label`. @default undefined */
  children?: ReactNode;
}

/** A check box (react-aria Checkbox: Space toggles it), alone or in a CheckboxGroup (then with a `value`). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <StyledCheckbox {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box aria-hidden="true">{isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}</Box>
          {children}
        </>
      )}
    </StyledCheckbox>
  );
}

const Group = styled(AriaCheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  > [slot='description'] {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
`;

const GroupLabel = styled(Label)`
  font-size: var(--font-size-sm);
  font-weight: 500;
`;

const GroupError = styled(FieldError)`
  font-size: 0.8125rem;
  color: var(--color-danger-text);
`;

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  /** The group's visible label, also its accessible name. */
  label: ReactNode;
  /** A line under the label. @default undefined */
  description?: ReactNode;
  /** A problem with the choice; shown under the boxes and marks the group invalid. @default undefined */
  errorMessage?: string;
  /** The Checkboxes, each with a `value`. */
  children: ReactNode;
}

/** Several check boxes under one label (a fieldset's role): the chosen ones' values, in `value`. */
export function CheckboxGroup({ label, description, errorMessage, children, ...props }: CheckboxGroupProps) {
  return (
    <Group {...props} isInvalid={errorMessage !== undefined || props.isInvalid}>
      <GroupLabel>{label}</GroupLabel>
      {description && <Text slot="description">{description}</Text>}
      {children}
      <GroupError>{errorMessage}</GroupError>
    </Group>
  );
}
