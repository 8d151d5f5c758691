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

/**
 * An account's email as it is compared (case-insensitively) and kept unique: the expression of the unique
 * index users_email_key (migration 015). The database lowers both sides, so the comparison and the index
 * agree on every letter whatever the database's idea of case.
 */
export const EMAIL_KEY_SQL = 'lower(email)';
/** The unique index on EMAIL_KEY_SQL, named in the database's refusal of a second account with the address. */
export const EMAIL_KEY_INDEX = 'users_email_key';
