import { readPageTags } from './html.js';
import { fetchChannelPage, readChannelId, readPageHandle } from './channelPage.js';
import { fetchLatestUpload } from './feed.js';
import { countsFromInitialData, extractInitialData } from './pageCounts.js';
import {
  DEFAULT_TIMEOUT_MS,
  UpstreamError,
  type ChannelInfo,
  type ChannelProvider,
  type ChannelRef,
} from './provider.js';

export interface KeylessProviderOptions {
  webBaseUrl: string;
  timeoutMs?: number;
}

/**
 * Looks channels up without an API key: the public channel page (id, og:title, og:image, description, the
 * counts its ytInitialData shows as text, see pageCounts.ts, and the handle its vanity URL names) and the
 * public RSS feed (latest upload).
 * Page counts are YouTube's rounded display figures, so they are flagged approximate.
 */
export function createKeylessProvider({
  webBaseUrl,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: KeylessProviderOptions): ChannelProvider {
  return {
    name: 'keyless',
    async lookup(ref: ChannelRef): Promise<ChannelInfo> {
      const html = await fetchChannelPage(webBaseUrl, ref, timeoutMs);
      const tags = readPageTags(html);
      const channelId = readChannelId(tags);
      const channelName = tags.meta('og:title') ?? tags.meta('title');
      if (!channelId || !channelName) throw new UpstreamError('malformed page');
      const description = tags.meta('og:description') ?? tags.meta('description');
      // One parse of the page's ytInitialData serves both its counts and its handle.
      const initialData = extractInitialData(html);
      const counts = countsFromInitialData(initialData ?? {});
      const handle = readPageHandle(initialData);
      return {
        channelId,
        channelName,
        channelDescription: description || null,
        thumbnailUrl: tags.meta('og:image') || null,
        ...counts,
        countsApproximate:
          counts.subscriberCount !== null || counts.videoCount !== null || counts.viewCount !== null,
        lastUpload: await fetchLatestUpload(webBaseUrl, channelId, timeoutMs),
        ...(handle ? { handle } : {}),
      };
    },
  };
}
