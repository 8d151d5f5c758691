'use client';

import { styled } from 'styled-components';
import { Switch } from 'react-aria-components';
import { focusRing } from '../shared/styles';

export const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.5rem;
  height: 1.5rem;
  border-radius: var(--radius-full);
  background: var(--color-border);
  transition: background-color var(--duration-fast);
`;

export const Thumb = styled.span`
  position: absolute;
  top: 0.125rem;
  inset-inline-start: 0.125rem;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: var(--radius-full);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  transition: transform var(--duration-fast);
`;

export const StyledSwitch = styled(Switch)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  cursor: pointer;

  &[data-selected] ${Track} {
    background: var(--color-primary);
  }
  &[data-selected] ${Thumb} {
    transform: translateX(1rem);
  }
  /* Right to left, the thumb starts on the right and moves left. */
  &[data-selected]:dir(rtl) ${Thumb} {
    transform: translateX(-1rem);
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A switch with its explanation below the label, aligned with the label's text. */
export const SwitchField = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
`;

export const SwitchDescription = styled.p`
  margin: 0;
  /* The track's width and the gap after it: under the label, not under the track. */
  padding-inline-start: calc(2.5rem + var(--space-3));
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;
