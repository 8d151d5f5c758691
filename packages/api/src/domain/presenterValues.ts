import { requiredDate, toDate } from '../db/rows.js';

/**
 * How a row's timestamps and names are written in the contract's shapes (its numbers are read by
 * db/rows.ts's count and countOrNull).
 */
export const iso = (value: unknown): string => requiredDate(value).toISOString();
export const isoOrNull = (value: unknown): string | null => toDate(value)?.toISOString() ?? null;
/** The owner's name on admin rows; a left join finds none for an orphan row. */
export const usernameOrUnknown = (value: unknown): string => (typeof value === 'string' ? value : 'Unknown');
