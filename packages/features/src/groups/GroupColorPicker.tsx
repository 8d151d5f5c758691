'use client';

import { Label, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import type { GroupColor } from '@channel-countdown/contract';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { groupColorAccent, groupColorLabel, groupColors } from './colors';

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  & > [data-swatches] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
`;

const GroupLabel = styled(Label)`
  font-size: var(--font-size-sm);
  font-weight: 500;
`;

const Swatch = styled(Radio)<{ $accent: string }>`
  width: 28px;
  height: 28px;
  border-radius: var(--radius-full);
  background: ${({ $accent }) => $accent};
  border: 2px solid var(--color-surface);
  box-shadow: 0 0 0 1px var(--color-border);
  cursor: pointer;

  &[data-selected] {
    box-shadow: 0 0 0 2px var(--color-text);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
`;

export interface GroupColorPickerProps {
  value: GroupColor;
  onChange: (color: GroupColor) => void;
  /** The picker's label. @default 'Colour' */
  label?: string;
}

/** The group palette as a radio group: arrow keys move, each swatch is named by its colour. */
export function GroupColorPicker({ value, onChange, label }: GroupColorPickerProps) {
  const { i18n } = useLinguiContext();
  const { t } = useLingui();
  return (
    <Group value={value} onChange={(next) => onChange(next as GroupColor)} orientation="horizontal">
      <GroupLabel>{label ?? t`Color`}</GroupLabel>
      <div data-swatches="">
        {groupColors.map((color) => (
          <Swatch
            key={color}
            value={color}
            aria-label={i18n._(groupColorLabel[color])}
            $accent={groupColorAccent[color]}
          />
        ))}
      </div>
    </Group>
  );
}
