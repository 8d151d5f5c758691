import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { withLookupCache } from './cache.js';
import { createDataApiProvider } from './dataApiProvider.js';
import { createKeylessProvider } from './keylessProvider.js';
import type { ChannelProvider } from './provider.js';

export * from './provider.js';
export { withLookupCache, LOOKUP_CACHE_TTL_MS } from './cache.js';
export { createDataApiProvider } from './dataApiProvider.js';
export { createKeylessProvider } from './keylessProvider.js';

/** The Data API when a key is configured, else the keyless public-page provider; cached either way. */
export function createChannelProvider(
  config: Pick<Config, 'youtube'>,
  clock: Clock,
  options: { timeoutMs?: number } = {},
): ChannelProvider {
  const { apiKey, apiBaseUrl, webBaseUrl } = config.youtube;
  const provider = apiKey
    ? createDataApiProvider({ apiKey, apiBaseUrl, webBaseUrl, timeoutMs: options.timeoutMs })
    : createKeylessProvider({ webBaseUrl, timeoutMs: options.timeoutMs });
  return withLookupCache(provider, clock);
}
