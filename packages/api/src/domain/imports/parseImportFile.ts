import {
  GROUP_COLORS,
  groupColorSchema,
  groupNameKey,
  importGroupsSchema,
  parseChannelInput,
  type GroupColor,
  type ImportFormat,
  type ImportGroup,
} from '@channel-countdown/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';

/** One channel a file names: where, what to connect (as the channel input parser reads it), its title. */
export interface ImportEntry {
  line: number;
  input: string;
  title: string | null;
  /** Why the line cannot be imported (the channel input parser's message), or null. */
  error: string | null;
  /** The same channel written the same way: the parser's kind and value (case-folded for names). */
  key: string | null;
}

export interface ImportFile {
  format: ImportFormat;
  entries: ImportEntry[];
  /** The channel groups the file holds (Channel Countdown's export: its JSON, or its channels CSV). */
  groups: ImportGroup[];
}

export const UNREADABLE_CSV = 'The file is not a readable CSV file';
export const UNREADABLE_OPML = 'The file is not a readable OPML file';
export const NO_CHANNEL_COLUMN = 'The CSV file has no "Channel Id" or "Channel Url" column';
export const UNREADABLE_EXPORT = 'The file is not a readable Channel Countdown data export';
const unknownColor = (line: number, color: string) =>
  `Line ${line}: "${color}" is not a group colour (one of ${GROUP_COLORS.join(', ')})`;
const groupWithoutChannelId = (line: number) =>
  `Line ${line}: a channel in a group must be named by its channel id (UC…)`;
const unreadableGroups = (why: string) => `The file's groups cannot be imported: ${why}`;

/** A Takeout subscriptions.csv starts with this header (any case, any column order). */
const TAKEOUT_ID_COLUMN = 'channel id';
const TAKEOUT_URL_COLUMN = 'channel url';
const TAKEOUT_TITLE_COLUMN = 'channel title';
/** The channels table of our own export adds each channel's groups and their colours, one per line of a cell. */
const GROUPS_COLUMN = 'groups';
const GROUP_COLORS_COLUMN = 'group colors';

function entryFor(line: number, raw: string, title: string | null): ImportEntry {
  const input = raw.trim();
  const parsed = parseChannelInput(input);
  if (!parsed.ok) return { line, input, title, error: parsed.message, key: null };
  const value = parsed.kind === 'id' || parsed.kind === 'video' ? parsed.value : parsed.value.toLowerCase();
  return { line, input, title, error: null, key: `${parsed.kind}:${value}` };
}

/**
 * Which kind of file this is: OPML starts with markup, our data export (JSON) with '{', Takeout with its
 * header; anything else is a list.
 */
export function detectFormat(text: string): ImportFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'opml';
  if (start.startsWith('{')) return 'export';
  const header = start.split(/\r?\n/, 1)[0]!.toLowerCase();
  if (header.includes(TAKEOUT_ID_COLUMN) || header.includes(TAKEOUT_URL_COLUMN)) return 'takeout';
  return 'lines';
}

/** Groups checked as an import's (importGroupsSchema), or the file refused with the first reason. */
function checkedGroups(groups: unknown): ImportGroup[] {
  const parsed = importGroupsSchema.safeParse(groups);
  if (!parsed.success) throw new Error(unreadableGroups(parsed.error.issues[0]!.message));
  return parsed.data;
}

/**
 * The groups of our channels table's rows: each row's Groups cell names its groups one per line, its Group
 * Colors cell their colours line by line. A group met again keeps the name and colour it was first met with.
 */
function groupsOfRows(
  rows: Array<{ record: Record<string, string>; info: { lines: number } }>,
): ImportGroup[] {
  const groups = new Map<string, { name: string; color: GroupColor; channels: string[] }>();
  for (const { record, info } of rows) {
    const names = (record[GROUPS_COLUMN] ?? '').split(/\r?\n/).map((name) => name.trim());
    const colors = (record[GROUP_COLORS_COLUMN] ?? '').split(/\r?\n/).map((color) => color.trim());
    names.forEach((name, index) => {
      if (name === '') return;
      const channelId = record[TAKEOUT_ID_COLUMN] ?? '';
      const parsed = parseChannelInput(channelId);
      if (!parsed.ok || parsed.kind !== 'id') throw new Error(groupWithoutChannelId(info.lines));
      const color = colors[index] || GROUP_COLORS[0];
      const checked = groupColorSchema.safeParse(color);
      if (!checked.success) throw new Error(unknownColor(info.lines, color));
      const key = groupNameKey(name);
      const group = groups.get(key) ?? { name, color: checked.data, channels: [] };
      if (!group.channels.includes(parsed.value)) group.channels.push(parsed.value);
      groups.set(key, group);
    });
  }
  return checkedGroups([...groups.values()]);
}

/** A Takeout subscriptions.csv: one channel per row, by its id (or its URL when the id cell is empty). */
export function parseTakeoutCsv(text: string): ImportEntry[] {
  return readTakeoutCsv(text).entries;
}

/** A Takeout subscriptions.csv, or our channels table (the same columns, and each channel's groups). */
function readTakeoutCsv(text: string): { entries: ImportEntry[]; groups: ImportGroup[] } {
  let rows: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    rows = parseCsv(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    });
  } catch {
    throw new Error(UNREADABLE_CSV);
  }
  const firstRecord = rows[0]?.record;
  if (firstRecord && !(TAKEOUT_ID_COLUMN in firstRecord) && !(TAKEOUT_URL_COLUMN in firstRecord))
    throw new Error(NO_CHANNEL_COLUMN);
  const entries = rows.map(({ record, info }) =>
    entryFor(
      info.lines,
      record[TAKEOUT_ID_COLUMN] || record[TAKEOUT_URL_COLUMN] || '',
      record[TAKEOUT_TITLE_COLUMN] || null,
    ),
  );
  return { entries, groups: firstRecord && GROUPS_COLUMN in firstRecord ? groupsOfRows(rows) : [] };
}

/**
 * Our own data export (GET /api/user/export, JSON): its channels, each by its YouTube id with its name, in
 * the export's order (lines are their positions), and its groups.
 */
export function parseDataExport(text: string): { entries: ImportEntry[]; groups: ImportGroup[] } {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error(UNREADABLE_EXPORT);
  }
  const { channels, groups } = (document ?? {}) as { channels?: unknown; groups?: unknown };
  if (typeof document !== 'object' || Array.isArray(document) || !Array.isArray(channels))
    throw new Error(UNREADABLE_EXPORT);
  const entries = channels.map((channel, index) => {
    const { channelId, channelName } = (channel ?? {}) as { channelId?: unknown; channelName?: unknown };
    return entryFor(
      index + 1,
      typeof channelId === 'string' ? channelId : '',
      typeof channelName === 'string' && channelName !== '' ? channelName : null,
    );
  });
  return { entries, groups: groups === undefined ? [] : checkedGroups(groups) };
}

interface Outline {
  text?: string;
  title?: string;
  xmlUrl?: string;
  htmlUrl?: string;
  outline?: Outline[];
}

/** A YouTube channel feed names its channel in ?channel_id=. */
function channelOfFeed(url: string): string | null {
  try {
    return new URL(url).searchParams.get('channel_id');
  } catch {
    return null;
  }
}

/**
 * An OPML subscription list (feed readers, NewPipe, FreeTube): every outline with a feed or page URL,
 * folders included; the YouTube feed's channel_id, else the page URL, is what is connected. Lines are
 * the outlines' positions (the parser keeps no line numbers).
 */
export function parseOpml(text: string): ImportEntry[] {
  let document: { opml?: { body?: { outline?: Outline[] } } };
  try {
    document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => name === 'outline',
      processEntities: true,
    }).parse(text, true) as typeof document;
  } catch {
    throw new Error(UNREADABLE_OPML);
  }
  if (!document.opml) throw new Error(UNREADABLE_OPML);
  const entries: ImportEntry[] = [];
  const visit = (outlines: Outline[] | undefined) => {
    for (const outline of outlines ?? []) {
      const url = outline.xmlUrl ?? outline.htmlUrl;
      if (url) {
        const title = outline.title ?? outline.text ?? null;
        entries.push(
          entryFor(entries.length + 1, (outline.xmlUrl && channelOfFeed(outline.xmlUrl)) || url, title),
        );
      }
      visit(outline.outline);
    }
  };
  visit(document.opml.body?.outline);
  return entries;
}

/** Links, handles or ids one per line; blank lines and '#' comments are left out. */
export function parseLines(text: string): ImportEntry[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .flatMap((raw, index) =>
      raw.trim() === '' || raw.trim().startsWith('#') ? [] : [entryFor(index + 1, raw, null)],
    );
}

/** Reads any of the three formats; throws an Error with the reader's message for an unreadable file. */
export function parseImportFile(text: string): ImportFile {
  const format = detectFormat(text);
  if (format === 'export') return { format, ...parseDataExport(text) };
  if (format === 'takeout') return { format, ...readTakeoutCsv(text) };
  return { format, entries: format === 'opml' ? parseOpml(text) : parseLines(text), groups: [] };
}
