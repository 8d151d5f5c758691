'use client';

import type { Key } from 'react-aria-components';
import { Chip, ChipGroup } from './ChoiceChips.styles';

export interface ChoiceChipsProps<K extends string> {
  /** Names the group for assistive technology, e.g. 'Filter timers'. */
  'aria-label': string;
  /** The chips, in order: `id` is the key reported on selection. */
  items: readonly { id: K; label: string }[];
  /** The chip shown pressed; exactly one always is. */
  selectedKey: K;
  /** Called with the `id` of the chip the user presses. */
  onSelectionChange: (key: K) => void;
}

/** A row of single-choice chips (a filter row, categories): a toggle button group, one chip always pressed. */
export function ChoiceChips<K extends string>({
  items,
  selectedKey,
  onSelectionChange,
  ...props
}: ChoiceChipsProps<K>) {
  return (
    <ChipGroup
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
    </ChipGroup>
  );
}
