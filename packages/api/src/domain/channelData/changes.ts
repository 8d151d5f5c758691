import {
  CHANNEL_CHANGE_KINDS,
  type ChannelChange,
  type ChannelChangeKind,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { requiredDate } from '../../db/rows.js';

/** How many changes GET paths.channelChanges lists (a channel changes its name or picture a few times a year). */
export const CHANGES_LISTED = 100;

const KINDS = new Set<string>(CHANNEL_CHANGE_KINDS);

interface ChangeRow {
  id: number | string;
  kind: string;
  before: string | null;
  after: string | null;
  at: unknown;
}

/**
 * GET /api/channels/:id/changes: what the YouTube channel changed (youtube_channel_changes, recorded by
 * refresh.ts), newest first. Kinds this build does not know (a newer instance's) are left out.
 */
export async function listChanges(db: Db, youtubeChannelId: string): Promise<ChannelChange[]> {
  const rows = (await db('youtube_channel_changes')
    .where('youtube_channel_id', youtubeChannelId)
    .orderBy([
      { column: 'at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(CHANGES_LISTED)
    .select('id', 'kind', 'before', 'after', 'at')) as ChangeRow[];
  return rows.flatMap((row) =>
    KINDS.has(row.kind)
      ? [
          {
            id: Number(row.id),
            kind: row.kind as ChannelChangeKind,
            before: row.before,
            after: row.after,
            at: requiredDate(row.at).toISOString(),
          },
        ]
      : [],
  );
}
