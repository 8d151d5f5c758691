import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { storableTextOrNull, storableText } from '../db/storableText.js';
import { withLookupCache } from './cache.js';
import { createDataApiProvider } from './dataApiProvider.js';
import { createKeylessProvider } from './keylessProvider.js';
import type { ChannelInfo, ChannelProvider } from './provider.js';
import type { QuotaMeter } from './quota.js';

export * from './provider.js';
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
export { fetchFeed, newestPublished, parseFeed, type FeedEntry } from './feed.js';

/** What YouTube said, fit for our columns (a title with NUL, an overlong name: db/storableText.ts). */
export function storableInfo(info: ChannelInfo): ChannelInfo {
  return {
    ...info,
    channelName: storableText(info.channelName, 255),
    channelDescription: storableTextOrNull(info.channelDescription, 10_000),
    thumbnailUrl: storableTextOrNull(info.thumbnailUrl, 2048),
  };
}

/**
 * The Data API when a key is configured (each request taken from the daily budget of `quota`, when
 * given), else the keyless public-page provider; its answers made storable and cached either way.
 */
export function createChannelProvider(
  config: Pick<Config, 'youtube'>,
  clock: Clock,
  options: { timeoutMs?: number; quota?: QuotaMeter } = {},
): ChannelProvider {
  const { apiKey, apiBaseUrl, webBaseUrl } = config.youtube;
  const { timeoutMs, quota } = options;
  const provider = apiKey
    ? createDataApiProvider({
        apiKey,
        apiBaseUrl,
        webBaseUrl,
        timeoutMs,
        spendUnits: quota && ((units, budget) => quota.spend(units, budget)),
      })
    : createKeylessProvider({ webBaseUrl, timeoutMs });
  const cached = withLookupCache(
    {
      name: provider.name,
      lookup: async (ref, lookupOptions) => storableInfo(await provider.lookup(ref, lookupOptions)),
    },
    clock,
  );
  // Batches are the scheduler's, which wants today's figures: they bypass the lookup cache.
  const lookupMany = provider.lookupMany?.bind(provider);
  if (!lookupMany) return cached;
  return { ...cached, lookupMany: async (ids, budget) => (await lookupMany(ids, budget)).map(storableInfo) };
}
