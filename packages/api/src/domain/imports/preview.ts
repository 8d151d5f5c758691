import {
  groupNameKey,
  IMPORT_MAX_CHANNELS,
  IMPORT_SKIP_REASONS,
  importWaitMessage,
  type ImportPreview,
  type ImportWait,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { LOOKUP_UNITS, quotaDay } from '../../youtube/index.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { ownedChannels } from '../channels/ownership.js';
import { ownedGroups } from '../groups/service.js';
import type { ImportFile } from './parseImportFile.js';

/**
 * The channels a user tracks, as an import file's keys (parseImportFile.ts): each one's id and, where its
 * shared row knows it, its handle, so a line naming a tracked channel by its handle is known too; and each
 * video link of `file` whose upload is stored for one of those channels (one indexed read), so a line
 * naming a tracked channel by one of its videos is known as well.
 */
export async function trackedImportKeys(db: Db, userId: number, file?: ImportFile): Promise<Set<string>> {
  const rows = (await ownedChannels(db, userId)
    .modify(joinYouTubeChannel)
    .select('channels.channel_id', 'youtube_channels.handle')) as Array<{
    channel_id: string;
    handle: string | null;
  }>;
  const keys = new Set(
    rows.flatMap((row) => [`id:${row.channel_id}`, ...(row.handle ? [`handle:${row.handle}`] : [])]),
  );
  const videoIds = [
    ...new Set(
      (file?.entries ?? []).flatMap(({ key }) =>
        key?.startsWith(VIDEO_KEY) ? [key.slice(VIDEO_KEY.length)] : [],
      ),
    ),
  ];
  if (videoIds.length > 0 && rows.length > 0) {
    const trackedVideos = (await db('channel_uploads')
      .whereIn('video_id', videoIds)
      .whereIn('youtube_channel_id', ownedChannels(db, userId).select('channels.channel_id'))
      .pluck('video_id')) as string[];
    for (const videoId of trackedVideos) keys.add(`${VIDEO_KEY}${videoId}`);
  }
  return keys;
}

const VIDEO_KEY = 'video:';

/** The user's groups' names, as groupNameKey compares them. */
export async function groupNameKeys(db: Db, userId: number): Promise<Set<string>> {
  return new Set((await ownedGroups(db, userId).pluck('name_key')) as string[]);
}

/**
 * What an import would do, line by line: a channel the parser cannot read, one listed again, one the user
 * already tracks (`tracked`: trackedImportKeys, by its id or its handle) and any past the file limit are
 * skipped with the reason; the rest are new. A video link of a tracked channel is known when its upload is
 * stored (trackedImportKeys); a legacy name, or a video the app has not seen, only when it is connected.
 */
export function previewImport(
  file: ImportFile,
  tracked: ReadonlySet<string>,
  /** The user's groups' names as groupNameKey reads them: a group of the file with one of these joins it. */
  groupKeys: ReadonlySet<string> = new Set(),
): ImportPreview {
  const seen = new Set<string>();
  let accepted = 0;
  const items = file.entries.map(({ line, input, title, error, key }) => {
    const skip = (reason: string) => ({ line, input, title, status: 'skipped' as const, reason });
    if (error || !key) return skip(error ?? 'Unreadable line');
    if (seen.has(key)) return skip(IMPORT_SKIP_REASONS.duplicateInFile);
    seen.add(key);
    if (tracked.has(key)) return skip(IMPORT_SKIP_REASONS.alreadyTracked);
    if (accepted >= IMPORT_MAX_CHANNELS) return skip(IMPORT_SKIP_REASONS.tooMany);
    accepted += 1;
    return { line, input, title, status: 'new' as const, reason: null };
  });
  const groups = file.groups.map((group) => ({
    ...group,
    existing: groupKeys.has(groupNameKey(group.name)),
  }));
  return { format: file.format, items, groups, waiting: null };
}

/**
 * The lines of an import that will wait for the daily reset: each new line may ask YouTube (an unknown
 * handle or link: LOOKUP_UNITS units), and the user may spend `unitsLeft` more today. Null when all fit
 * (or nothing is counted: the keyless provider spends no units).
 */
export function importWaiting(newLines: number, unitsLeft: number | null, now: Date): ImportWait | null {
  if (unitsLeft === null) return null;
  const lines = newLines - Math.floor(unitsLeft / LOOKUP_UNITS);
  if (lines <= 0) return null;
  const { secondsLeft } = quotaDay(now);
  return {
    lines,
    until: new Date(now.getTime() + secondsLeft * 1000).toISOString(),
    message: importWaitMessage(lines, secondsLeft, 'preview'),
  };
}
