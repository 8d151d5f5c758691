import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { GROUP_COLORS, type GroupColor } from '@channel-countdown/contract';

export const groupColorLabel: Record<GroupColor, MessageDescriptor> = {
  blue: msg`Blue`,
  teal: msg`Teal`,
  green: msg`Green`,
  amber: msg`Amber`,
  orange: msg`Orange`,
  red: msg`Red`,
  pink: msg`Pink`,
  purple: msg`Purple`,
  slate: msg`Slate`,
};

/**
 * Each group colour as a swatch (a dot beside the group's name, never text, so it needs no text contrast):
 * a CSS variable a theme may override, with a mid-tone default that stands out on light and dark surfaces
 * (3:1 against both, as a non-text mark should).
 */
export const groupColorAccent: Record<GroupColor, string> = {
  blue: 'var(--color-group-blue, #3b82f6)',
  teal: 'var(--color-group-teal, #14b8a6)',
  green: 'var(--color-group-green, #22c55e)',
  amber: 'var(--color-group-amber, #f59e0b)',
  orange: 'var(--color-group-orange, #f97316)',
  red: 'var(--color-group-red, #ef4444)',
  pink: 'var(--color-group-pink, #ec4899)',
  purple: 'var(--color-group-purple, #a855f7)',
  slate: 'var(--color-group-slate, #94a3b8)',
};

export const groupColors = GROUP_COLORS;
