import { requiredDate, toDate } from '../../db/rows.js';

/** How a row's values are written in the contract's shapes: timestamps as ISO strings, counts as numbers. */
export const iso = (value: unknown): string => requiredDate(value).toISOString();
export const isoOrNull = (value: unknown): string | null => toDate(value)?.toISOString() ?? null;
export const count = (value: unknown): number => Number(value ?? 0);
export const countOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
/** The owner's name on admin rows; a left join finds none for an orphan row. */
export const usernameOrUnknown = (value: unknown): string => (typeof value === 'string' ? value : 'Unknown');
