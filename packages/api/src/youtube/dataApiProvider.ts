import { z } from 'zod';
import { fetchChannelPage, readChannelId } from './channelPage.js';
import { readPageTags } from './html.js';
import {
  ChannelNotFoundError,
  DEFAULT_TIMEOUT_MS,
  QUOTA_EXCEEDED,
  UpstreamError,
  fetchUpstream,
  handleKey,
  readText,
  type ChannelInfo,
  type ChannelProvider,
  type BatchLookupOptions,
  type ChannelRef,
  type LookupOptions,
} from './provider.js';

export interface DataApiProviderOptions {
  apiKey: string;
  apiBaseUrl: string;
  /** For /c/ custom names, which have no API parameter: resolved through the channel page. */
  webBaseUrl: string;
  timeoutMs?: number;
  /** Called before each API request with its cost in quota units; throws to refuse it (the daily budget). */
  spendUnits?: (units: number, options?: BatchLookupOptions) => Promise<void>;
}

const thumbnailSchema = z.object({ url: z.string() });

/** channels.list (part=snippet,statistics,contentDetails); counts arrive as strings. */
const channelsListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().optional(),
          // The channel's handle ("@creator"); a channel from before handles may still show its old custom
          // URL here, without the '@'.
          customUrl: z.string().optional(),
          thumbnails: z
            .object({ default: thumbnailSchema, medium: thumbnailSchema, high: thumbnailSchema })
            .partial()
            .optional(),
        }),
        statistics: z
          .object({
            subscriberCount: z.string().optional(),
            hiddenSubscriberCount: z.boolean().optional(),
            videoCount: z.string().optional(),
            viewCount: z.string().optional(),
          })
          .optional(),
        contentDetails: z
          .object({ relatedPlaylists: z.object({ uploads: z.string().optional() }) })
          .optional(),
      }),
    )
    .optional(),
});
type ApiChannel = NonNullable<z.infer<typeof channelsListSchema>['items']>[number];

/** videos.list (part=snippet): the uploader of a video. */
const videosListSchema = z.object({
  items: z.array(z.object({ snippet: z.object({ channelId: z.string() }) })).optional(),
});

/**
 * videos.list (part=snippet,liveStreamingDetails): snippet.liveBroadcastContent is 'live' or 'upcoming' for a
 * broadcast or premiere that is on or to come ('none' otherwise); liveStreamingDetails is there for every
 * video that was, is or will be streamed or premiered (developers.google.com/youtube/v3/docs/videos).
 */
const liveVideosSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ liveBroadcastContent: z.string().optional() }).optional(),
        liveStreamingDetails: z.object({}).loose().optional(),
      }),
    )
    .optional(),
});

/** videos.list takes up to 50 ids per request, for 1 unit. */
export const VIDEOS_PER_REQUEST = 50;

const playlistItemsSchema = z.object({
  items: z
    .array(
      z.object({
        contentDetails: z.object({ videoPublishedAt: z.string().optional() }).optional(),
        snippet: z.object({ publishedAt: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const apiErrorSchema = z.object({
  error: z.object({ errors: z.array(z.object({ reason: z.string().optional() })).optional() }),
});

/** channels.list takes up to 50 ids per request, for the same 1 unit as one. */
export const CHANNELS_PER_REQUEST = 50;

const QUOTA_REASONS = new Set([
  'quotaExceeded',
  'dailyLimitExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
]);

function count(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

function toChannelInfo(item: ApiChannel, lastUpload: Date | null): ChannelInfo {
  const thumbnails = item.snippet.thumbnails;
  const hidden = item.statistics?.hiddenSubscriberCount === true;
  const customUrl = item.snippet.customUrl;
  const handle = customUrl?.startsWith('@') ? handleKey(customUrl) : null;
  return {
    channelId: item.id,
    channelName: item.snippet.title,
    channelDescription: item.snippet.description || null,
    thumbnailUrl: thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url ?? null,
    subscriberCount: hidden ? null : count(item.statistics?.subscriberCount),
    videoCount: count(item.statistics?.videoCount),
    viewCount: count(item.statistics?.viewCount),
    // The Data API's statistics are exact figures (YouTube rounds only what it shows on pages).
    countsApproximate: false,
    lastUpload,
    ...(handle ? { handle } : {}),
    ...(item.statistics ? { subscriberCountHidden: hidden } : {}),
  };
}

/** The units one lookup of a channel usually costs: channels.list, then its latest upload. */
export const LOOKUP_UNITS = 2;

/**
 * YouTube Data API v3: channels.list by id, forHandle or forUsername (1 quota unit each), the latest upload
 * from the uploads playlist (playlistItems.list, maxResults=1, 1 unit). Never search.list (100 units).
 */
export function createDataApiProvider(options: DataApiProviderOptions): ChannelProvider {
  const { apiKey, apiBaseUrl, webBaseUrl, timeoutMs = DEFAULT_TIMEOUT_MS, spendUnits } = options;

  async function call<S extends z.ZodType>(
    resource: string,
    params: Record<string, string>,
    schema: S,
    budget?: BatchLookupOptions,
  ) {
    // Every list call this provider makes costs 1 unit (it never uses search.list).
    await spendUnits?.(1, budget);
    const query = new URLSearchParams({ ...params, key: apiKey });
    const response = await fetchUpstream(`${apiBaseUrl}/${resource}?${query}`, {
      headers: { accept: 'application/json' },
      timeoutMs,
    });
    const text = await readText(response);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamError(`malformed ${resource} answer`);
    }
    if (!response.ok) {
      const reasons = apiErrorSchema.safeParse(json).data?.error.errors?.map((e) => e.reason) ?? [];
      if (reasons.some((reason) => reason && QUOTA_REASONS.has(reason)))
        throw new UpstreamError('quota', QUOTA_EXCEEDED);
      if (response.status === 404) throw new ChannelNotFoundError();
      throw new UpstreamError(`${resource} status ${response.status}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new UpstreamError(`malformed ${resource} answer`);
    return parsed.data as z.output<S>;
  }

  async function channelsBy(
    filter: Record<string, string>,
    budget: BatchLookupOptions | undefined,
  ): Promise<ApiChannel | undefined> {
    const list = await call(
      'channels',
      { part: 'snippet,statistics,contentDetails', ...filter },
      channelsListSchema,
      budget,
    );
    return list.items?.[0];
  }

  async function latestUpload(
    uploadsPlaylistId: string | undefined,
    budget: BatchLookupOptions | undefined,
  ): Promise<Date | null> {
    if (!uploadsPlaylistId) return null;
    try {
      const list = await call(
        'playlistItems',
        { part: 'contentDetails,snippet', playlistId: uploadsPlaylistId, maxResults: '1' },
        playlistItemsSchema,
        budget,
      );
      const first = list.items?.[0];
      const published = first?.contentDetails?.videoPublishedAt ?? first?.snippet?.publishedAt;
      const date = published ? new Date(published) : null;
      return date && !Number.isNaN(date.getTime()) ? date : null;
    } catch (error) {
      // A channel without uploads answers 404 for its playlist; the channel itself is still valid.
      if (error instanceof ChannelNotFoundError) return null;
      throw error;
    }
  }

  async function find(
    ref: ChannelRef,
    budget: BatchLookupOptions | undefined,
  ): Promise<ApiChannel | undefined> {
    switch (ref.kind) {
      case 'id':
        return channelsBy({ id: ref.value }, budget);
      case 'username':
        return channelsBy({ forUsername: ref.value }, budget);
      case 'custom': {
        const channelId = readChannelId(readPageTags(await fetchChannelPage(webBaseUrl, ref, timeoutMs)));
        if (!channelId) throw new UpstreamError('custom URL page without channel id');
        return channelsBy({ id: channelId }, budget);
      }
      case 'handle':
      case 'name':
        // A bare word may be a handle or a legacy username: the second call is only made on a miss.
        return (
          (await channelsBy({ forHandle: `@${ref.value}` }, budget)) ??
          (await channelsBy({ forUsername: ref.value }, budget))
        );
      case 'video': {
        // A video link: its uploader (videos.list, 1 unit), then that channel. An unknown video has no items.
        const videos = await call('videos', { part: 'snippet', id: ref.value }, videosListSchema, budget);
        const channelId = videos.items?.[0]?.snippet.channelId;
        return channelId ? channelsBy({ id: channelId }, budget) : undefined;
      }
    }
  }

  return {
    name: 'youtube-data-api',
    async lookup(ref: ChannelRef, options?: LookupOptions): Promise<ChannelInfo> {
      const budget = options?.userId === undefined ? undefined : { userId: options.userId };
      const item = await find(ref, budget);
      if (!item) throw new ChannelNotFoundError();
      return toChannelInfo(item, await latestUpload(item.contentDetails?.relatedPlaylists.uploads, budget));
    },
    async lookupMany(channelIds: string[], options?: BatchLookupOptions): Promise<ChannelInfo[]> {
      const found: ChannelInfo[] = [];
      for (let start = 0; start < channelIds.length; start += CHANNELS_PER_REQUEST) {
        const ids = channelIds.slice(start, start + CHANNELS_PER_REQUEST);
        const list = await call(
          'channels',
          { part: 'snippet,statistics', id: ids.join(','), maxResults: String(CHANNELS_PER_REQUEST) },
          channelsListSchema,
          options,
        );
        for (const item of list.items ?? []) found.push(toChannelInfo(item, null));
      }
      return found;
    },
    async liveVideoIds(videoIds: string[], options?: BatchLookupOptions): Promise<Set<string>> {
      const live = new Set<string>();
      for (let start = 0; start < videoIds.length; start += VIDEOS_PER_REQUEST) {
        const ids = videoIds.slice(start, start + VIDEOS_PER_REQUEST);
        const list = await call(
          'videos',
          { part: 'snippet,liveStreamingDetails', id: ids.join(','), maxResults: String(VIDEOS_PER_REQUEST) },
          liveVideosSchema,
          options,
        );
        for (const item of list.items ?? []) {
          const broadcast = item.snippet?.liveBroadcastContent;
          if (item.liveStreamingDetails || broadcast === 'live' || broadcast === 'upcoming')
            live.add(item.id);
        }
      }
      return live;
    },
  };
}
