import styled from 'styled-components';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';

/**
 * A row of single-choice chips (the timers filter row, the Content Hub categories). Built here because the
 * ui package has no toggle group yet; it belongs there once it has one.
 */
export interface ChoiceChipsProps<K extends string> {
  'aria-label': string;
  items: readonly { id: K; label: string }[];
  selectedKey: K;
  onSelectionChange: (key: K) => void;
}

const Group = styled(ToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Chip = styled(ToggleButton)`
  border: 1px solid var(--color-border);
  border-radius: 999px;
  padding: var(--space-1) var(--space-4);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[data-hovered] {
    background: var(--color-surface-muted);
  }
  &[data-selected] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

export function ChoiceChips<K extends string>({
  items,
  selectedKey,
  onSelectionChange,
  ...props
}: ChoiceChipsProps<K>) {
  return (
    <Group
      aria-label={props['aria-label']}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      onSelectionChange={(keys: Set<Key>) => {
        const [key] = [...keys];
        if (key !== undefined) onSelectionChange(key as K);
      }}
    >
      {items.map((item) => (
        <Chip key={item.id} id={item.id}>
          {item.label}
        </Chip>
      ))}
    </Group>
  );
}
