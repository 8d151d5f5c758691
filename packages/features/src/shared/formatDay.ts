/**
 * A writer of days in one format, in en-US whatever the browser's language (every machine shows the same
 * text). Its Intl.DateTimeFormat is made on first use and kept: making one costs far more than formatting
 * with one (bench:vitals: a new one per card was a quarter of a second of the dashboard's first render at 4x
 * CPU), and a page that writes no day never makes it.
 */
function dayWriter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}

/** A day as the app writes it: 'Mar 5, 2026'. */
export const formatDay = dayWriter({ month: 'short', day: 'numeric', year: 'numeric' });

/** A day with a two-digit day of the month, as the admin lists write it (SPEC §4 'MMM dd, yyyy'): 'Mar 05, 2026'. */
export const formatDayPadded = dayWriter({ month: 'short', day: '2-digit', year: 'numeric' });
