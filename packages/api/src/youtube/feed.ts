import { decodeEntities } from './html.js';
import { UpstreamError, fetchUpstream, readText } from './provider.js';

/** One upload as the public feed lists it. */
export interface FeedEntry {
  videoId: string;
  title: string;
  publishedAt: Date;
  thumbnailUrl: string | null;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const childText = (block: string, tag: string) => {
  const text = new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`, 'i').exec(block)?.[1];
  return text === undefined ? null : decodeEntities(text.trim());
};

/**
 * The entries of a channel's Atom feed (/feeds/videos.xml?channel_id=…, the ~15 newest uploads), newest
 * first as YouTube lists them. An entry without a usable video id or date is skipped rather than failing the
 * whole feed: the others are still news.
 */
export function parseFeed(xml: string): FeedEntry[] {
  const entries: FeedEntry[] = [];
  for (const match of xml.matchAll(/<entry\b[^>]*>([\s\S]*?)<\/entry>/gi)) {
    const block = match[1] ?? '';
    const videoId = childText(block, 'yt:videoId') ?? /<id>yt:video:([^<]+)<\/id>/.exec(block)?.[1] ?? '';
    const published = new Date(childText(block, 'published') ?? '');
    if (!VIDEO_ID.test(videoId) || Number.isNaN(published.getTime())) continue;
    const thumbnail = /<media:thumbnail\b[^>]*\burl="([^"]*)"/i.exec(block)?.[1];
    entries.push({
      videoId,
      title: childText(block, 'title') ?? '',
      publishedAt: published,
      thumbnailUrl: thumbnail ? decodeEntities(thumbnail) : null,
    });
  }
  return entries;
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
