/** Written in en-US whatever the browser's language, so every machine shows the same text. */
const DAY = { month: 'short', day: 'numeric', year: 'numeric' } as const;

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * A day as the app writes it: 'Mar 5, 2026'. One formatter for every call, made on first use: making an
 * Intl.DateTimeFormat costs far more than formatting with one (bench:vitals: a new one per card was a quarter
 * of a second of the dashboard's first render at 4x CPU), and a page that writes no day never makes it.
 */
export function formatDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', DAY);
  return dayFormat.format(date);
}
