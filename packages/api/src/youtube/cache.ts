import type { Clock } from '../clock.js';
import type { ChannelInfo, ChannelProvider, ChannelRef, LookupOptions } from './provider.js';

export const LOOKUP_CACHE_TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 1000;

const keyOf = (ref: ChannelRef) => `${ref.kind}:${ref.value.toLowerCase()}`;

/**
 * Caches lookups for 10 minutes, so a preview followed by a connect costs one upstream lookup. A found
 * channel is also cached under its id. Failures are not cached.
 */
export function withLookupCache(inner: ChannelProvider, clock: Clock, ttlMs = LOOKUP_CACHE_TTL_MS): ChannelProvider {
  const entries = new Map<string, { expires: number; info: ChannelInfo }>();
  const remember = (key: string, info: ChannelInfo) => {
    entries.delete(key);
    entries.set(key, { expires: clock.now().getTime() + ttlMs, info });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    name: inner.name,
    async lookup(ref: ChannelRef, options?: LookupOptions) {
      const key = keyOf(ref);
      const hit = entries.get(key);
      if (!options?.fresh && hit && hit.expires > clock.now().getTime()) return hit.info;
      const info = await inner.lookup(ref, options);
      remember(key, info);
      remember(keyOf({ kind: 'id', value: info.channelId }), info);
      return info;
    },
  };
}
