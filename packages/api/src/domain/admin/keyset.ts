import { encodeAdminCursor, type SortDirection } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { toDate } from '../../db/rows.js';

/**
 * Keyset pagination for the admin lists: a page is the next `limit` rows after the last row of the previous
 * page in a total order (the sort's key columns, ending with the id), never an OFFSET, so a page costs
 * the same at row 100,000 as at row 1 and rows inserted meanwhile neither repeat nor shift a row off a page.
 *
 * The cursor is opaque to callers: base64url of JSON {s: sort id, k: the last row's key values}. Dates travel
 * as epoch milliseconds. The contract's list query decodes it (a cursor that does not decode, was made for
 * another sort, or holds a value out of its column's range is a 400 there), so a page gets the key itself.
 */

export interface KeyColumn {
  /** A trusted SQL expression; an index on the same expressions in the same order serves the walk. */
  sql: string;
  kind: 'number' | 'date';
}

export interface Keyset {
  sort: string;
  columns: readonly KeyColumn[];
  direction: SortDirection;
}

const keyAlias = (index: number) => `sort_key_${index}`;

const keyNumber = (value: unknown) =>
  value instanceof Date ? value.getTime() : (toDate(value)?.getTime() ?? Number(value));

/**
 * Selects the key columns, applies the cursor, orders and limits `query`, and returns the page's rows with the
 * cursor of the next page (null when this one is the last). `sortMatches` (SQLite only: PostgreSQL has no
 * unary + on dates, and its planner estimates by itself) reads the matching rows along the filter's own
 * index and sorts them, for a filter known to match few rows: walking the sort index instead would pass
 * every row that does not match.
 */
export async function keysetPage(
  query: Knex.QueryBuilder,
  keyset: Keyset,
  { limit, cursor }: { limit: number; cursor?: readonly number[] | undefined },
  { sortMatches = false }: { sortMatches?: boolean } = {},
): Promise<{ rows: Array<Record<string, unknown>>; nextCursor: string | null }> {
  const { columns, direction } = keyset;
  for (const [index, column] of columns.entries())
    query.select(query.client.raw(`${column.sql} as ${keyAlias(index)}`));
  // SQLite's unary + changes no value but keeps the planner off the sort index (see sortMatches).
  const key = (column: KeyColumn) => (sortMatches ? `+${column.sql}` : column.sql);
  if (cursor) {
    const after = cursor.map((value, index) => (columns[index]!.kind === 'date' ? new Date(value) : value));
    const tuple = columns.map(key).join(', ');
    const placeholders = columns.map(() => '?').join(', ');
    query.whereRaw(`(${tuple}) ${direction === 'desc' ? '<' : '>'} (${placeholders})`, after as Knex.Value[]);
  }
  query.orderByRaw(columns.map((column) => `${key(column)} ${direction}`).join(', ')).limit(limit + 1);
  const rows = (await query) as Array<Record<string, unknown>>;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeAdminCursor(
          keyset.sort,
          columns.map((column, index) =>
            column.kind === 'date' ? keyNumber(last[keyAlias(index)]) : Number(last[keyAlias(index)]),
          ),
        )
      : null;
  return { rows: page, nextCursor };
}
