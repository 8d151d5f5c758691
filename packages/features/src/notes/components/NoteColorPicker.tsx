'use client';

import { Radio, RadioGroup, Label } from 'react-aria-components';
import styled from 'styled-components';
import type { NoteColor } from '@channel-countdown/contract';
import { EDITOR_NOTE_COLORS, noteColorAccent, noteColorLabel } from '../noteColors';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  & > [data-swatches] {
    display: flex;
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

export interface NoteColorPickerProps {
  value: NoteColor;
  onChange: (color: NoteColor) => void;
}

/** The five editor colours as a radio group (arrow keys move; each swatch is named by its colour). */
export function NoteColorPicker({ value, onChange }: NoteColorPickerProps) {
  const { i18n } = useLinguiContext();
  return (
    <Group value={value} onChange={(next) => onChange(next as NoteColor)} orientation="horizontal">
      <GroupLabel>
        <Trans>Color</Trans>
      </GroupLabel>
      <div data-swatches="">
        {EDITOR_NOTE_COLORS.map((color) => (
          <Swatch
            key={color}
            value={color}
            aria-label={i18n._(noteColorLabel[color])}
            $accent={noteColorAccent[color]}
          />
        ))}
      </div>
    </Group>
  );
}
