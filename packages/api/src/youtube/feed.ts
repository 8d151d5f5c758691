import { XMLParser } from 'fast-xml-parser';
import { UpstreamError, fetchUpstream, readText } from './provider.js';

/** One upload as the public feed lists it. */
export interface FeedEntry {
  videoId: string;
  title: string;
  publishedAt: Date;
  thumbnailUrl: string | null;
  /**
   * The entry links to the Shorts player (`https://www.youtube.com/shorts/<id>`, as YouTube's feeds have written
   * for Shorts since 2025): a hint that it is a Short. Not every Short's entry says so (reported by feed readers,
   * e.g. github.com/amatya-aditya/obsidian-rss-dashboard/issues/37), so the Shorts playlist decides too.
   */
  shortsLink: boolean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

interface AtomEntry {
  id?: unknown;
  'yt:videoId'?: unknown;
  title?: unknown;
  published?: unknown;
  link?: unknown;
  'media:group'?: { 'media:thumbnail'?: { url?: unknown } };
}

const FEED_PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Every value as the feed wrote it (a title of digits stays text); entities decoded, never expanded from a DTD,
  // character references too (YouTube writes a title's apostrophe as &#39;, which would reach a reminder as is).
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name, path) => path === 'feed.entry',
  // Left unparsed: most of a feed's bytes, and nothing read here. With them a 15-entry feed (29 KB) took about
  // 2.5–5 ms, without them 0.9–2 ms; the regular expressions this replaced took 0.1–0.2 ms, a cost kept for
  // the CDATA, comments and entities they misread.
  stopNodes: ['*.media:description', '*.media:community'],
});

/** An element's text, also when it has attributes (`<title type="text">…`, read as `{ '#text': … }`). */
const text = (value: unknown): string | null =>
  typeof value === 'string'
    ? value.trim()
    : typeof value === 'object' && value !== null && '#text' in value
      ? text(value['#text'])
      : null;

/** Whether an entry's links (`<link rel="alternate" href=…>`, one or several) lead to the Shorts player. */
function linksToShorts(link: unknown): boolean {
  const links = Array.isArray(link) ? link : [link];
  return links.some((one) => {
    const href = typeof one === 'object' && one !== null && 'href' in one ? one.href : null;
    return typeof href === 'string' && /^https?:\/\/(?:www\.|m\.)?youtube\.com\/shorts\//.test(href);
  });
}

/**
 * The entries of a channel's Atom feed (/feeds/videos.xml?channel_id=…, the ~15 newest uploads), newest
 * first as YouTube lists them. An entry without a usable video id or date is skipped rather than failing the
 * whole feed: the others are still news. Anything that is no Atom feed reads as no entries.
 */
export function parseFeed(xml: string): FeedEntry[] {
  let entries: AtomEntry[];
  try {
    const document = FEED_PARSER.parse(xml) as { feed?: { entry?: AtomEntry[] } };
    entries = document.feed?.entry ?? [];
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const videoId = text(entry['yt:videoId']) ?? text(entry.id)?.replace(/^yt:video:/, '') ?? '';
    const published = new Date(text(entry.published) ?? '');
    if (!VIDEO_ID.test(videoId) || Number.isNaN(published.getTime())) return [];
    return [
      {
        videoId,
        title: text(entry.title) ?? '',
        publishedAt: published,
        thumbnailUrl: text(entry['media:group']?.['media:thumbnail']?.url) || null,
        shortsLink: linksToShorts(entry.link),
      },
    ];
  });
}

/** A channel's feed entries; UpstreamError when YouTube does not answer with a feed (no key, no quota). */
export async function fetchFeed(
  webBaseUrl: string,
  channelId: string,
  timeoutMs: number,
): Promise<FeedEntry[]> {
  const response = await fetchUpstream(
    `${webBaseUrl}/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`,
    {
      headers: { accept: 'application/atom+xml, application/xml' },
      timeoutMs,
    },
  );
  if (!response.ok) throw new UpstreamError(`feed status ${response.status}`);
  return parseFeed(await readText(response));
}

/**
 * The entries of a playlist's Atom feed (/feeds/videos.xml?playlist_id=…, its ~15 newest), such as a channel's
 * per-kind playlists (UUSH… its Shorts, UULV… its live streams); null when YouTube answers 404: no such
 * playlist (a channel that never streamed has no live playlist). UpstreamError when it cannot be read.
 */
export async function fetchPlaylistFeed(
  webBaseUrl: string,
  playlistId: string,
  timeoutMs: number,
): Promise<FeedEntry[] | null> {
  const response = await fetchUpstream(
    `${webBaseUrl}/feeds/videos.xml?playlist_id=${encodeURIComponent(playlistId)}`,
    { headers: { accept: 'application/atom+xml, application/xml' }, timeoutMs },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new UpstreamError(`playlist feed status ${response.status}`);
  return parseFeed(await readText(response));
}

/** The newest upload's date from the public feed, or null when there is none or the feed cannot be read. */
export async function fetchLatestUpload(
  webBaseUrl: string,
  channelId: string,
  timeoutMs: number,
): Promise<Date | null> {
  try {
    return newestPublished(await fetchFeed(webBaseUrl, channelId, timeoutMs));
  } catch {
    return null;
  }
}

/** The latest publication date among feed entries (null for none). */
export function newestPublished(entries: FeedEntry[]): Date | null {
  return entries.reduce<Date | null>(
    (max, entry) => (max && max >= entry.publishedAt ? max : entry.publishedAt),
    null,
  );
}
