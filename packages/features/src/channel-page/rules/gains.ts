import { dateTimeFormat, numberFormat } from '../../i18n';

/** A figure of the gains table in full, grouped in the page's language: 1,234,567. */
export const formatExactCount = (count: number, locale = 'en') => numberFormat(locale).format(count);

/** The minus sign of a loss (U+2212): a hyphen would read as a dash. */
const MINUS = '\u2212';

/**
 * A day's change, signed: '+1,234' for a gain, '−56' for a loss, '0' when nothing moved; null when unknown
 * (the table shows its unknown mark, never a zero).
 */
export function formatSignedChange(change: number | null, locale = 'en'): string | null {
  if (change === null) return null;
  const text = formatExactCount(Math.abs(change), locale);
  return change > 0 ? `+${text}` : change < 0 ? `${MINUS}${text}` : text;
}

/** An average change per day, signed, with at most one decimal: '+12.5', '−0.3'; null when unknown. */
export function formatSignedAverage(average: number | null, locale = 'en'): string | null {
  if (average === null) return null;
  const rounded = Math.round(average * 10) / 10;
  const text = numberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(rounded));
  return rounded > 0 ? `+${text}` : rounded < 0 ? `${MINUS}${text}` : text;
}

/** A calendar day of the table ('YYYY-MM-DD', a UTC day) as the app writes days: 'Mar 5, 2026'. */
export const formatGainsDay = (day: string, locale = 'en') =>
  dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The month of a day: 'March 2026'. */
export const formatGainsMonth = (day: string, locale = 'en') =>
  dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
