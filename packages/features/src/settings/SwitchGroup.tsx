'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Switch } from '@channel-countdown/ui';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);

  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
`;

export interface SwitchOption<K extends string> {
  key: K;
  label: string;
  description: string;
}

/** A titled group of on/off settings, each with a one-line explanation under its label. */
export function SwitchGroup<K extends string>({
  legend,
  options,
  values,
  onChange,
  children,
}: {
  legend: ReactNode;
  options: readonly SwitchOption<K>[];
  values: Record<K, boolean>;
  onChange: (key: K, value: boolean) => void;
  /** Shown after the switches, e.g. what is wrong with the choice. */
  children?: ReactNode;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Switch
          key={option.key}
          isSelected={values[option.key]}
          onChange={(value: boolean) => onChange(option.key, value)}
          description={option.description}
        >
          {option.label}
        </Switch>
      ))}
      {children}
    </Group>
  );
}
