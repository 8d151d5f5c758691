/** A cell a spreadsheet would read as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV options of every export (csv-stringify's), after OWASP's CSV Injection guidance: a text cell that a
 * spreadsheet would run as a formula gets a single quote in front (shown as text, never evaluated), every
 * cell is wrapped in double quotes and a double quote inside is doubled. Channel titles come from whoever
 * owns the YouTube channel, so no cell is trusted. Numbers stay numbers (a negative change is not text).
 */
export const SAFE_CSV = {
  quoted: true,
  cast: { string: (value: string) => (FORMULA_START.test(value) ? `'${value}` : value) },
} as const;

/** channel-countdown-<what>-2026-11-20.<ext> (the UTC date of the export). */
export const exportFileName = (what: string, extension: string, now: Date) =>
  `channel-countdown-${what}-${now.toISOString().slice(0, 10)}.${extension}`;
