/** Checks on the SQLite file after a run: are the acknowledged notes there, is the file whole. */
import knexFactory from 'knex';
import path from 'node:path';
import type { Acknowledged } from './workload.js';

/** packages/api/src/db/knex.ts SQLITE_FILE (not imported: that module pulls in pg, untyped at the root). */
const SQLITE_FILE = 'channel-countdown.sqlite';

export interface NoteCheck {
  acknowledged: number;
  found: number;
  missing: number[];
  integrity: string;
}

export async function checkSqlite(dataDir: string, acknowledged: Acknowledged): Promise<NoteCheck> {
  const db = knexFactory({
    client: 'sqlite3',
    connection: { filename: path.join(dataDir, SQLITE_FILE) },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  try {
    const ids = [...acknowledged.notes.keys()];
    const found = new Map<number, string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = (await db('notes')
        .whereIn('id', ids.slice(i, i + 500))
        .select('id', 'content')) as Array<{ id: number; content: string }>;
      for (const row of rows) found.set(row.id, row.content);
    }
    const missing = ids.filter((id) => found.get(id) !== acknowledged.notes.get(id));
    const [integrity] = (await db.raw('pragma integrity_check')) as Array<{ integrity_check: string }>;
    return {
      acknowledged: ids.length,
      found: ids.length - missing.length,
      missing,
      integrity: integrity?.integrity_check ?? 'no answer',
    };
  } finally {
    await db.destroy();
  }
}
