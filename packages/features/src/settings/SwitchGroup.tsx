import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Switch } from '@channel-countdown/ui';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  legend {
    padding: 0;
    margin-bottom: var(--space-2);
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);

  p {
    margin: 0;
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
`;

export interface SwitchOption<K extends string> {
  key: K;
  label: string;
  description: string;
}

/** A titled group of on/off settings, each with a one-line explanation. */
export function SwitchGroup<K extends string>({
  legend,
  options,
  values,
  onChange,
}: {
  legend: ReactNode;
  options: readonly SwitchOption<K>[];
  values: Record<K, boolean>;
  onChange: (key: K, value: boolean) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Row key={option.key}>
          <p id={`setting-${option.key}-description`}>{option.description}</p>
          <Switch
            isSelected={values[option.key]}
            onChange={(value: boolean) => onChange(option.key, value)}
            aria-describedby={`setting-${option.key}-description`}
          >
            {option.label}
          </Switch>
        </Row>
      ))}
    </Group>
  );
}
