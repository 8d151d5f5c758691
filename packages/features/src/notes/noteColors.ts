import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_NOTE_COLOR, NOTE_COLORS, type NoteColor } from '@channel-countdown/contract';

/** SPEC §3: the editor offers five colours, blue first (the default); pink and indigo only appear on cards. */
export const EDITOR_NOTE_COLORS = [
  'blue',
  'green',
  'yellow',
  'red',
  'purple',
] as const satisfies readonly NoteColor[];

export const noteColorLabel: Record<NoteColor, MessageDescriptor> = {
  blue: msg`Blue`,
  green: msg`Green`,
  yellow: msg`Yellow`,
  red: msg`Red`,
  purple: msg`Purple`,
  pink: msg`Pink`,
  indigo: msg`Indigo`,
};

/**
 * The accent of each note colour (a stripe or a swatch, never text, so contrast rules do not apply).
 * The ui tokens have no purple, pink or indigo, so each colour is a CSS variable a theme may override,
 * with a mid-tone default readable on light and dark surfaces.
 */
export const noteColorAccent: Record<NoteColor, string> = {
  blue: 'var(--color-note-blue, #3b82f6)',
  green: 'var(--color-note-green, #22c55e)',
  yellow: 'var(--color-note-yellow, #eab308)',
  red: 'var(--color-note-red, #ef4444)',
  purple: 'var(--color-note-purple, #a855f7)',
  pink: 'var(--color-note-pink, #ec4899)',
  indigo: 'var(--color-note-indigo, #6366f1)',
};

/** A colour the server sent that this client does not know falls back to the default. */
export function accentOf(color: string): string {
  return (NOTE_COLORS as readonly string[]).includes(color)
    ? noteColorAccent[color as NoteColor]
    : noteColorAccent[DEFAULT_NOTE_COLOR];
}
