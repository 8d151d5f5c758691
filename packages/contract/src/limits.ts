/**
 * The plain values of the contract's rules, kept free of zod: a screen that needs only a number or a
 * colour list (the dashboard's first render) must not load the schemas. The schemas import these.
 */

/** One 7-day countdown cycle of a channel (SPEC §3). */
export const TIMER_CYCLE_DAYS = 7;
export const TIMER_CYCLE_MS = TIMER_CYCLE_DAYS * 24 * 60 * 60 * 1000;

/** SPEC §3: five colours in the editor, pink and indigo also recognised; blue is the default. */
export const NOTE_COLORS = ['blue', 'green', 'yellow', 'red', 'purple', 'pink', 'indigo'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
export const DEFAULT_NOTE_COLOR: NoteColor = 'blue';

export const NOTE_MAX_LENGTH = 2000;

/** How far back the dashboard cards' subscriber sparklines reach (GET /api/channels/sparklines). */
export const SPARKLINE_DAYS = 30;

/** The largest internal id: ids are 32-bit integer columns, so a larger number names nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * Channel groups' colours: named tokens, each a mid-tone readable beside text on light and dark surfaces
 * (a chip always shows the name too). Blue is the first choice offered.
 */
export const GROUP_COLORS = [
  'blue',
  'teal',
  'green',
  'amber',
  'orange',
  'red',
  'pink',
  'purple',
  'slate',
] as const;
export type GroupColor = (typeof GROUP_COLORS)[number];
export const GROUP_NAME_MAX_LENGTH = 40;
/** Groups a user may have. */
export const GROUPS_MAX = 50;

/** The most channels one file may list: more are reported as skipped. */
export const IMPORT_MAX_CHANNELS = 500;

/** How far back GET /api/channels/:id/history reaches. */
export const HISTORY_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** A whole number as a path or query parameter writes it: decimal digits only, no sign, space or point. */
export const WHOLE_NUMBER = /^(?:0|[1-9][0-9]*)$/;

/**
 * The id an address names (`channels=3,7` in a page's address), or null: its canonical digits, 1 to MAX_ID,
 * as the server's idParamSchema reads a path or query parameter.
 */
export function readIdParam(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** How many of a channel's notes its card previews (SPEC §9: two, then '+N more'), newest first. */
export const NOTE_PREVIEWS = 2;
/** The most characters of a note a preview carries: the card shows one line of it. */
export const NOTE_PREVIEW_LENGTH = 160;
