import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

/**
 * The admin searches: a case-insensitive substring of any of a list's columns (the contract's
 * matchesUserSearch rule), read through the trigram indexes of migration 013 where they serve it.
 *
 * The LIKE below is always the rule. On PostgreSQL it compares the very expressions pg_trgm indexes, and
 * the planner (which knows how many rows a pattern matches) reads the index or walks the page's sort order.
 * SQLite's planner cannot tell, so this module asks first: when its FTS5 trigram table holds the text (a
 * phrase of the text's trigrams: every substring match is among its rows) in fewer than SELECTIVE_MAX rows,
 * those rows are the candidates and the LIKE keeps the exact ones; a text found in more rows is matched by
 * the LIKE alone, while the page walks its sort index (the matches are dense there) and the count scans.
 * A search under 3 characters has no trigram and scans on both.
 */

export interface SearchTarget {
  /** Columns compared, as trusted SQL. */
  columns: readonly string[];
  /** SQLite: the FTS5 table (migration 013) and the id column its rowid is. */
  fts: { table: string; rowid: string };
}

export const USER_SEARCH: SearchTarget = {
  columns: ['users.username', 'users.email'],
  fts: { table: 'users_search', rowid: 'users.id' },
};
/** A tracked channel's YouTube name (channels joined to youtube_channels). */
export const CHANNEL_NAME_SEARCH: SearchTarget = {
  columns: ['youtube_channels.channel_name'],
  fts: { table: 'channel_names_search', rowid: 'channels.id' },
};
export const NOTE_SEARCH: SearchTarget = {
  columns: ['notes.content'],
  fts: { table: 'notes_search', rowid: 'notes.id' },
};

/** FTS5's trigram tokenizer finds nothing for a shorter phrase. */
const TRIGRAM = 3;
/** Up to this many candidate rows, SQLite reads them from the trigram table (see above). */
const SELECTIVE_MAX = 2000;

export type SearchFilter = (query: Knex.QueryBuilder) => Knex.QueryBuilder;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally (escape character \). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** An FTS5 phrase: the text verbatim (a double quote doubled). */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** How many rows of the trigram table hold the text, counting no further than SELECTIVE_MAX. */
async function candidates(db: Db, table: string, phrase: string): Promise<number> {
  const rows = (await db.raw(
    `select count(*) as n from (select rowid from ${table} where ${table} match ? limit ${SELECTIVE_MAX})`,
    [phrase],
  )) as Array<{ n: number }>;
  return Number(rows[0]?.n ?? 0);
}

/** The search as a query filter (a blank text filters nothing). */
export async function containsFilter(db: Db, target: SearchTarget, text: string): Promise<SearchFilter> {
  if (!text) return (query) => query;
  const pg = db.client.config.client === 'pg';
  const pattern = containsPattern(text);
  // SQLite's LIKE ignores ASCII case, as its lower() folds ASCII alone: the same rule, and a bare column can
  // be read from an index (users_search_columns). PostgreSQL's LIKE is exact: the indexed lower(…) form.
  const compared = (column: string) => (pg ? `lower(coalesce(${column}, ''))` : column);
  const like: SearchFilter = (query) =>
    query.where((inner) => {
      for (const column of target.columns)
        inner.orWhereRaw(`${compared(column)} like ? escape '\\'`, [pattern]);
    });
  if (pg || [...text].length < TRIGRAM) return like;
  const { table, rowid } = target.fts;
  const phrase = ftsPhrase(text);
  if ((await candidates(db, table, phrase)) >= SELECTIVE_MAX) return like;
  return (query) =>
    like(query.whereRaw(`${rowid} in (select rowid from ${table} where ${table} match ?)`, [phrase]));
}
