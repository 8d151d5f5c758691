/**
 * Reading and writing rows with the Knex query builder, the server's one way to the database
 * (docs/architecture.md, "Data access"). SQLite and PostgreSQL answer the same query with different
 * JavaScript values (epoch ms or Date, 0/1 or boolean, int8 as number here: db/knex.ts), so every value
 * that leaves a row goes through these readers.
 */

/** Reads a timestamp as SQLite (epoch ms) or PostgreSQL (Date) returns it. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'string') {
    const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** A NOT NULL timestamp column. */
export const requiredDate = (value: unknown): Date => toDate(value) ?? new Date(0);

/** A number column or a sum (PostgreSQL may return a bigint or a sum as a string); none is 0. */
export const count = (value: unknown): number => Number(value ?? 0);

/** A nullable number column, such as a figure YouTube did not show: null stays null. */
export const countOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** camelCase fields → snake_case columns, for an insert or an update written from a record's fields. */
export function toColumns(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      value,
    ]),
  );
}

/**
 * The database refused a row for a unique index (PostgreSQL 23505, SQLite's UNIQUE constraint): two
 * requests raced to create the same thing.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (code === 'SQLITE_CONSTRAINT' && String(message).includes('UNIQUE'));
}

/**
 * The database refused a row for the unique index `index` in particular: PostgreSQL names it in the error's
 * constraint, SQLite in its message ("UNIQUE constraint failed: index 'name'") for an expression index.
 */
export function isUniqueViolationOf(error: unknown, index: string): boolean {
  if (!isUniqueViolation(error)) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return constraint === index || String(message).includes(`index '${index}'`);
}

/** The database refused a row whose foreign key names nothing (PostgreSQL 23503, SQLite's FOREIGN KEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23503' || (code === 'SQLITE_CONSTRAINT' && String(message).includes('FOREIGN KEY'));
}
