import { metaContent } from './html.js';
import { fetchChannelPage, fetchLatestUploadFromFeed, readChannelId } from './channelPage.js';
import { DEFAULT_TIMEOUT_MS, UpstreamError, type ChannelInfo, type ChannelProvider, type ChannelRef } from './provider.js';

export interface KeylessProviderOptions {
  webBaseUrl: string;
  timeoutMs?: number;
}

/**
 * Looks channels up without an API key: the public channel page (id, og:title, og:image, description) and
 * the public RSS feed (latest upload). The page carries no reliable counts, so subscriberCount and
 * videoCount are null (the contract documents it).
 */
export function createKeylessProvider({ webBaseUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: KeylessProviderOptions): ChannelProvider {
  return {
    name: 'keyless',
    async lookup(ref: ChannelRef): Promise<ChannelInfo> {
      const html = await fetchChannelPage(webBaseUrl, ref, timeoutMs);
      const channelId = readChannelId(html);
      const channelName = metaContent(html, 'og:title') ?? metaContent(html, 'title');
      if (!channelId || !channelName) throw new UpstreamError('malformed page');
      const description = metaContent(html, 'og:description') ?? metaContent(html, 'description');
      return {
        channelId,
        channelName,
        channelDescription: description || null,
        thumbnailUrl: metaContent(html, 'og:image') || null,
        subscriberCount: null,
        videoCount: null,
        lastUpload: await fetchLatestUploadFromFeed(webBaseUrl, channelId, timeoutMs),
      };
    },
  };
}
