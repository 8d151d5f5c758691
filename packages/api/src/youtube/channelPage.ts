import { isChannelId } from '@channel-countdown/contract';
import type { PageTags } from './html.js';
import { isUnavailableVideoPage, readVideoChannelId } from './watchPage.js';
import {
  ChannelNotFoundError,
  UpstreamError,
  fetchUpstream,
  handleKey,
  readText,
  type ChannelRef,
} from './provider.js';

/**
 * Sent with every page request so regional cookie-consent interstitials (consent.youtube.com) do not
 * stand in for the channel page.
 */
export const CONSENT_COOKIE = 'CONSENT=YES+cb.20240101-00-p0.en+FX+000; SOCS=CAI';

const PAGE_HEADERS = {
  cookie: CONSENT_COOKIE,
  'accept-language': 'en-US,en;q=0.9',
  accept: 'text/html,application/xhtml+xml',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
};

/**
 * The public page paths to try for each input form, in order; the next is tried only when YouTube answers
 * 404. A free-form name is tried as a handle. An old-style youtube.com/Name link (kind 'custom') resolves
 * the way YouTube's own redirects do: the custom URL /c/Name, else the legacy username /user/Name, else the
 * handle most such channels were given in 2022 (/@Name). A video is resolved through its watch page first
 * (fetchChannelPage), so it has no page path of its own.
 */
export function channelPagePaths(ref: ChannelRef): string[] {
  const value = encodeURIComponent(ref.value);
  switch (ref.kind) {
    case 'id':
      return [`/channel/${value}`];
    case 'username':
      return [`/user/${value}`];
    case 'custom':
      return [`/c/${value}`, `/user/${value}`, `/@${value}`];
    case 'handle':
    case 'name':
      return [`/@${value}`];
    case 'video':
      return [];
  }
}

/** The first page path tried for an input. */
export function channelPagePath(ref: ChannelRef): string {
  return channelPagePaths(ref)[0] ?? '';
}

/**
 * `hl=en` asks for English display text ("1.66M subscribers"), with the Accept-Language header for the same;
 * YouTube may still answer in another language (a region's consent flow, a cookie), and pageCounts.ts reads
 * those too.
 */
export const PAGE_LANGUAGE_QUERY = 'hl=en';

/** A public page's HTML; null when YouTube answers 404. */
async function fetchPage(
  webBaseUrl: string,
  pathAndQuery: string,
  timeoutMs: number,
): Promise<string | null> {
  const response = await fetchUpstream(`${webBaseUrl}${pathAndQuery}`, {
    headers: PAGE_HEADERS,
    redirect: 'follow',
    timeoutMs,
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new UpstreamError(`page status ${response.status}`);
  if (/^consent\./i.test(new URL(response.url || webBaseUrl).hostname))
    throw new UpstreamError('consent page');
  return readText(response);
}

/**
 * The channel that uploaded a video, from its public watch page (watchPage.ts). An unavailable video is a
 * channel not found (the user's link leads nowhere); a page without an answer either is YouTube's change.
 */
export async function fetchVideoChannelId(
  webBaseUrl: string,
  videoId: string,
  timeoutMs: number,
): Promise<string> {
  const html = await fetchPage(
    webBaseUrl,
    `/watch?v=${encodeURIComponent(videoId)}&${PAGE_LANGUAGE_QUERY}`,
    timeoutMs,
  );
  if (html === null) throw new ChannelNotFoundError();
  const channelId = readVideoChannelId(html);
  if (channelId) return channelId;
  if (isUnavailableVideoPage(html)) throw new ChannelNotFoundError();
  throw new UpstreamError('watch page without channel id');
}

export async function fetchChannelPage(
  webBaseUrl: string,
  ref: ChannelRef,
  timeoutMs: number,
): Promise<string> {
  const target: ChannelRef =
    ref.kind === 'video'
      ? { kind: 'id', value: await fetchVideoChannelId(webBaseUrl, ref.value, timeoutMs) }
      : ref;
  for (const path of channelPagePaths(target)) {
    const html = await fetchPage(webBaseUrl, `${path}?${PAGE_LANGUAGE_QUERY}`, timeoutMs);
    if (html !== null) return html;
  }
  throw new ChannelNotFoundError();
}

/**
 * The page's own channel id: `<meta itemprop="channelId">` or the canonical /channel/UC… link. Never the
 * first UC… string on the page: pages mention other channels (recommendations, collaborators) first.
 */
export function readChannelId(tags: PageTags): string | null {
  const meta = tags.meta('channelId') ?? tags.meta('identifier');
  if (meta && isChannelId(meta)) return meta;
  const canonical = tags.link('canonical') ?? tags.meta('og:url');
  const fromUrl = canonical ? /\/channel\/(UC[A-Za-z0-9_-]{22})(?:[/?#]|$)/.exec(canonical)?.[1] : undefined;
  return fromUrl ?? null;
}

/**
 * The page's own handle, from the vanity URL its ytInitialData names
 * (metadata.channelMetadataRenderer.vanityChannelUrl, "http://www.youtube.com/@Creator"), as handleKey keeps
 * it; null when there is none, or when it is an older page's /c/ custom URL, which is no handle. The
 * metadata is the page's own channel's, never a recommended channel's.
 */
export function readPageHandle(initialData: unknown): string | null {
  const metadata = (
    initialData as { metadata?: { channelMetadataRenderer?: { vanityChannelUrl?: unknown } } }
  )?.metadata?.channelMetadataRenderer;
  const url = metadata?.vanityChannelUrl;
  if (typeof url !== 'string') return null;
  const handle = /\/@([^/?#]+)/.exec(url)?.[1];
  if (!handle) return null;
  try {
    return handleKey(decodeURIComponent(handle));
  } catch {
    return handleKey(handle);
  }
}
