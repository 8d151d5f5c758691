import { parseChannelInput, type ImportFormat } from '@channel-countdown/contract';
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
}

export const UNREADABLE_CSV = 'The file is not a readable CSV file';
export const UNREADABLE_OPML = 'The file is not a readable OPML file';
export const NO_CHANNEL_COLUMN = 'The CSV file has no "Channel Id" or "Channel Url" column';

/** A Takeout subscriptions.csv starts with this header (any case, any column order). */
const TAKEOUT_ID_COLUMN = 'channel id';
const TAKEOUT_URL_COLUMN = 'channel url';
const TAKEOUT_TITLE_COLUMN = 'channel title';

function entryFor(line: number, raw: string, title: string | null): ImportEntry {
  const input = raw.trim();
  const parsed = parseChannelInput(input);
  if (!parsed.ok) return { line, input, title, error: parsed.message, key: null };
  const value = parsed.kind === 'id' || parsed.kind === 'video' ? parsed.value : parsed.value.toLowerCase();
  return { line, input, title, error: null, key: `${parsed.kind}:${value}` };
}

/** Which kind of file this is: OPML starts with markup, Takeout with its header; anything else is a list. */
export function detectFormat(text: string): ImportFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'opml';
  const header = start.split(/\r?\n/, 1)[0]!.toLowerCase();
  if (header.includes(TAKEOUT_ID_COLUMN) || header.includes(TAKEOUT_URL_COLUMN)) return 'takeout';
  return 'lines';
}

/** A Takeout subscriptions.csv: one channel per row, by its id (or its URL when the id cell is empty). */
export function parseTakeoutCsv(text: string): ImportEntry[] {
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
  return rows.map(({ record, info }) =>
    entryFor(
      info.lines,
      record[TAKEOUT_ID_COLUMN] || record[TAKEOUT_URL_COLUMN] || '',
      record[TAKEOUT_TITLE_COLUMN] || null,
    ),
  );
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
  const entries =
    format === 'opml' ? parseOpml(text) : format === 'takeout' ? parseTakeoutCsv(text) : parseLines(text);
  return { format, entries };
}
