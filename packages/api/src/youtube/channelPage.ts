import { isChannelId } from '@channel-countdown/contract';
import { firstChildText, linkHref, metaContent } from './html.js';
import { ChannelNotFoundError, UpstreamError, fetchUpstream, readText, type ChannelRef } from './provider.js';

/**
 * Sent with every page request so regional cookie-consent interstitials (consent.youtube.com) do not
 * stand in for the channel page.
 */
export const CONSENT_COOKIE = 'CONSENT=YES+cb.20240101-00-p0.en+FX+000; SOCS=CAI';

const PAGE_HEADERS = {
  cookie: CONSENT_COOKIE,
  'accept-language': 'en-US,en;q=0.9',
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/** The public page path of each input form. A free-form name is tried as a handle. */
export function channelPagePath(ref: ChannelRef): string {
  const value = encodeURIComponent(ref.value);
  switch (ref.kind) {
    case 'id':
      return `/channel/${value}`;
    case 'username':
      return `/user/${value}`;
    case 'custom':
      return `/c/${value}`;
    case 'handle':
    case 'name':
      return `/@${value}`;
  }
}

/**
 * `hl=en` asks for English display text ("1.66M subscribers"), with the Accept-Language header for the same;
 * YouTube may still answer in another language (a region's consent flow, a cookie), and pageCounts.ts reads
 * those too.
 */
export const PAGE_LANGUAGE_QUERY = 'hl=en';

export async function fetchChannelPage(webBaseUrl: string, ref: ChannelRef, timeoutMs: number): Promise<string> {
  const response = await fetchUpstream(`${webBaseUrl}${channelPagePath(ref)}?${PAGE_LANGUAGE_QUERY}`, {
    headers: PAGE_HEADERS,
    redirect: 'follow',
    timeoutMs,
  });
  if (response.status === 404) throw new ChannelNotFoundError();
  if (!response.ok) throw new UpstreamError(`page status ${response.status}`);
  if (/^consent\./i.test(new URL(response.url || webBaseUrl).hostname)) throw new UpstreamError('consent page');
  return readText(response);
}

/**
 * The page's own channel id: `<meta itemprop="channelId">` or the canonical /channel/UC… link. Never the
 * first UC… string on the page: pages mention other channels (recommendations, collaborators) first.
 */
export function readChannelId(html: string): string | null {
  const meta = metaContent(html, 'channelId') ?? metaContent(html, 'identifier');
  if (meta && isChannelId(meta)) return meta;
  const canonical = linkHref(html, 'canonical') ?? metaContent(html, 'og:url');
  const fromUrl = canonical ? /\/channel\/(UC[A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(canonical)?.[1] : undefined;
  return fromUrl ?? null;
}

/** The newest upload's date from the public feed (no key, no quota); null when it cannot be read. */
export async function fetchLatestUploadFromFeed(
  webBaseUrl: string,
  channelId: string,
  timeoutMs: number,
): Promise<Date | null> {
  try {
    const response = await fetchUpstream(`${webBaseUrl}/feeds/videos.xml?channel_id=${encodeURIComponent(channelId)}`, {
      headers: { accept: 'application/atom+xml, application/xml' },
      timeoutMs,
    });
    if (!response.ok) return null;
    const published = firstChildText(await readText(response), 'entry', 'published');
    const date = published ? new Date(published) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    return null;
  }
}
