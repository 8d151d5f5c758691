/**
 * SQL expressions that an index is built on and a query sorts by: the query must spell the index's
 * expression exactly for the database to use the index, so both read it here. The index is made by a
 * migration: changing an expression needs a new migration that rebuilds its index.
 */

/** The activity sort's key: a missing last activity counts as the oldest possible (users_admin_activity_desc, migration 012). */
export const ACTIVITY_SORT_SQL = {
  pg: `coalesce(last_activity_at, timestamptz '1970-01-01 00:00:00+00')`,
  sqlite: `coalesce(last_activity_at, 0)`,
} as const;
