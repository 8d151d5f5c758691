import { Model, snakeCaseMappers, type Pojo } from 'objection';

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

/**
 * snake_case columns, camelCase properties; timestamps always Date and booleans always boolean in memory,
 * whichever database answered (SQLite gives epoch ms and 0/1).
 */
export class BaseModel extends Model {
  static override columnNameMappers = snakeCaseMappers();
  static dateColumns: readonly string[] = [];
  static booleanColumns: readonly string[] = [];

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    const ctor = this.constructor as typeof BaseModel;
    for (const key of ctor.dateColumns) if (key in parsed) parsed[key] = toDate(parsed[key]);
    for (const key of ctor.booleanColumns)
      if (key in parsed && parsed[key] !== null) parsed[key] = Boolean(parsed[key]);
    return parsed;
  }
}
