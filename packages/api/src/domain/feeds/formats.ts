/**
 * The feeds' three formats, written here and nowhere else: Atom (RFC 4287), JSON Feed 1.1
 * (https://jsonfeed.org/version/1.1) and iCalendar (RFC 5545). Each writer takes a finished, format-neutral
 * feed and gives its text; the same data always gives the same text (no clock is read), so a feed's ETag
 * changes only when what it says does.
 */

/** One entry of an Atom or JSON feed. */
export interface FeedEntry {
  /** A permanent IRI that never changes for this entry (a tag: URI). */
  id: string;
  title: string;
  /** Plain text. */
  summary: string;
  /** Where the entry leads (the video, the channel's page). */
  url: string;
  published: Date;
  /** The entry's author (the channel). */
  author: string;
  /** An image for the entry (the video's thumbnail); null: none. */
  image: string | null;
}

export interface Feed {
  /** A permanent IRI of the feed. */
  id: string;
  title: string;
  /** The feed's own address (rel=self, feed_url). */
  selfUrl: string;
  /** The app's page the feed is about (rel=alternate, home_page_url). */
  homeUrl: string;
  /** BCP 47 language of the titles. */
  language: string;
  /** Used as the feed's `updated` when it has no entry. */
  since: Date;
  /** Newest first. */
  entries: FeedEntry[];
}

const GENERATOR = 'Channel Countdown';

/** XML text and attribute values: the five specials, and characters XML 1.0 cannot hold dropped. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** RFC 3339 in UTC, to the second. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The feed's last change: its newest entry, or `since` when it has none. */
const updatedOf = (feed: Feed) => feed.entries[0]?.published ?? feed.since;

export function atomFeed(feed: Feed): string {
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${xml(entry.id)}</id>
    <title type="text">${xml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${xml(entry.url)}"/>
    <published>${rfc3339(entry.published)}</published>
    <updated>${rfc3339(entry.published)}</updated>
    <author><name>${xml(entry.author)}</name></author>
    <summary type="text">${xml(entry.summary)}</summary>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">
  <id>${xml(feed.id)}</id>
  <title type="text">${xml(feed.title)}</title>
  <updated>${rfc3339(updatedOf(feed))}</updated>
  <link rel="self" type="application/atom+xml" href="${xml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xml(feed.homeUrl)}"/>
  <author><name>${GENERATOR}</name></author>
  <generator>${GENERATOR}</generator>
${entries.join('')}</feed>
`;
}

export function jsonFeed(feed: Feed): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.homeUrl,
      feed_url: feed.selfUrl,
      language: feed.language,
      authors: [{ name: GENERATOR }],
      items: feed.entries.map((entry) => ({
        id: entry.id,
        url: entry.url,
        title: entry.title,
        content_text: entry.summary,
        date_published: rfc3339(entry.published),
        authors: [{ name: entry.author }],
        ...(entry.image ? { image: entry.image } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** One event of the calendar: a moment (DTSTART without DTEND: it ends as it starts, §3.6.1). */
export interface CalendarEvent {
  /** Stable across the feed's reads and the event's changes. */
  uid: string;
  /** Bumped each time the event changes. */
  sequence: number;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  revisedAt: Date;
  createdAt: Date;
  at: Date;
  summary: string;
  description: string;
  url: string;
}

export interface Calendar {
  name: string;
  description: string;
  /** How often calendar apps should read the feed again, in minutes. */
  refreshMinutes: number;
  events: CalendarEvent[];
}

/** A DATE-TIME in UTC (RFC 5545 §3.3.5, form 2). */
const icsTime = (date: Date) => rfc3339(date).replace(/[-:]/g, '');

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export const icsText = (text: string) =>
  text
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // Control characters other than HTAB are not allowed in a value (line breaks are escaped above).
    .split('')
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 9 || (code >= 0x20 && code !== 0x7f);
    })
    .join('');

/**
 * A content line folded at 75 octets (§3.1): each further line starts with one space, and a UTF-8 character
 * is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function iCalendar(calendar: Calendar, prodId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `NAME:${icsText(calendar.name)}`,
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    `DESCRIPTION:${icsText(calendar.description)}`,
    `X-WR-CALDESC:${icsText(calendar.description)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsTime(event.revisedAt)}`,
      `CREATED:${icsTime(event.createdAt)}`,
      `LAST-MODIFIED:${icsTime(event.revisedAt)}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTART:${icsTime(event.at)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `URL:${event.url}`,
      'STATUS:CONFIRMED',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
