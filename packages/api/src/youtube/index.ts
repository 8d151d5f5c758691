import type { Clock } from '../clock.js';
import type { Metrics } from '../observability/metrics.js';
import { youtubeOutcome } from './outcome.js';
import type { Config } from '../config.js';
import { storableTextOrNull, storableText } from '../db/storableText.js';
import { withLookupCache } from './cache.js';
import { createDataApiProvider } from './dataApiProvider.js';
import { createKeylessProvider } from './keylessProvider.js';
import type { BatchLookupOptions, ChannelInfo, ChannelProvider } from './provider.js';
import type { QuotaMeter } from './quota.js';

export * from './provider.js';
export { youtubeOutcome } from './outcome.js';
export { withLookupCache, LOOKUP_CACHE_TTL_MS, MISS_CACHE_TTL_MS, REFRESH_MAX_AGE_MS } from './cache.js';
export {
  createQuotaMeter,
  quotaDay,
  QuotaBudgetSpentError,
  UserQuotaShareSpentError,
  type QuotaMeter,
} from './quota.js';
export { CHANNELS_PER_REQUEST, createDataApiProvider, LOOKUP_UNITS } from './dataApiProvider.js';
export { createKeylessProvider } from './keylessProvider.js';
export { fetchFeed, fetchPlaylistFeed, newestPublished, parseFeed, type FeedEntry } from './feed.js';
export { classifyUploads, uploadKindOf, type UploadKindDeps, type UploadKinds } from './uploadKinds.js';

/** What YouTube said, fit for our columns (a title with NUL, an overlong name: db/storableText.ts). */
export function storableInfo(info: ChannelInfo): ChannelInfo {
  return {
    ...info,
    channelName: storableText(info.channelName, 255),
    channelDescription: storableTextOrNull(info.channelDescription, 10_000),
    thumbnailUrl: storableTextOrNull(info.thumbnailUrl, 2048),
  };
}

/** Counts each call that reaches the provider (after the lookup cache) by provider and outcome. */
function countedCalls(provider: ChannelProvider, metrics: Metrics): ChannelProvider {
  const counted = async <T>(call: string, work: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      metrics.youtubeCall(provider.name, call, 'ok');
      return result;
    } catch (error) {
      metrics.youtubeCall(provider.name, call, youtubeOutcome(error));
      throw error;
    }
  };
  const lookupMany = provider.lookupMany?.bind(provider);
  const liveVideoIds = provider.liveVideoIds?.bind(provider);
  return {
    name: provider.name,
    lookup: (ref, options) => counted('lookup', () => provider.lookup(ref, options)),
    ...(lookupMany && {
      lookupMany: (ids, options) => counted('lookup_many', () => lookupMany(ids, options)),
    }),
    ...(liveVideoIds && {
      liveVideoIds: (ids, options) => counted('live_videos', () => liveVideoIds(ids, options)),
    }),
  };
}

/**
 * The Data API when a key is configured (each request taken from the daily budget of `quota`, when
 * given), else the keyless public-page provider; its answers made storable and cached either way. With
 * `metrics`, the calls that reach YouTube, the units spent and the units left today are counted.
 */
export function createChannelProvider(
  config: Pick<Config, 'youtube'>,
  clock: Clock,
  options: { timeoutMs?: number; quota?: QuotaMeter; metrics?: Metrics } = {},
): ChannelProvider {
  const { apiKey, apiBaseUrl, webBaseUrl } = config.youtube;
  const { timeoutMs, quota, metrics } = options;
  const counting = metrics?.enabled ? metrics : undefined;
  if (counting && quota) counting.watch({ kind: 'quotaRemaining', read: () => quota.remaining() });
  const bare = apiKey
    ? createDataApiProvider({
        apiKey,
        apiBaseUrl,
        webBaseUrl,
        timeoutMs,
        spendUnits:
          quota &&
          (async (units, budget) => {
            await quota.spend(units, budget);
            counting?.quotaSpent(units);
          }),
      })
    : createKeylessProvider({ webBaseUrl, timeoutMs });
  const provider = counting ? countedCalls(bare, counting) : bare;
  const cached = withLookupCache(
    {
      name: provider.name,
      lookup: async (ref, lookupOptions) => storableInfo(await provider.lookup(ref, lookupOptions)),
    },
    clock,
  );
  // Batches are the scheduler's, which wants today's figures: they bypass the lookup cache, as do the feed
  // polls' live checks.
  const lookupMany = provider.lookupMany?.bind(provider);
  const liveVideoIds = provider.liveVideoIds?.bind(provider);
  return {
    ...cached,
    ...(lookupMany && {
      lookupMany: async (ids: string[], budget?: BatchLookupOptions) =>
        (await lookupMany(ids, budget)).map(storableInfo),
    }),
    ...(liveVideoIds && { liveVideoIds }),
  };
}
