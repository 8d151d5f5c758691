import type { Clock } from '../clock.js';
import {
  ChannelNotFoundError,
  type ChannelInfo,
  type ChannelProvider,
  type ChannelRef,
  type LookupOptions,
} from './provider.js';

export const LOOKUP_CACHE_TTL_MS = 10 * 60 * 1000;
/** A name YouTube does not know is remembered briefly, so asking again and again costs nothing upstream. */
export const MISS_CACHE_TTL_MS = 2 * 60 * 1000;
/** A refresh gets figures at most this old: pressing refresh twice in a minute asks YouTube once. */
export const REFRESH_MAX_AGE_MS = 60 * 1000;
const MAX_ENTRIES = 1000;

/** Handles and names are case-insensitive on YouTube; channel and video ids are not. */
const CASE_SENSITIVE_KINDS = new Set(['id', 'video']);
const keyOf = (ref: ChannelRef) =>
  `${ref.kind}:${CASE_SENSITIVE_KINDS.has(ref.kind) ? ref.value : ref.value.toLowerCase()}`;

type Entry = { fetchedAt: number; expires: number } & ({ info: ChannelInfo } | { missing: true });

/**
 * Caches lookups for 10 minutes, so a preview followed by a connect costs one upstream lookup; a found
 * channel is also cached under its id. A channel not found is cached for 2 minutes. Other failures are not
 * cached. A refresh (`fresh`) takes what is under a minute old.
 */
export function withLookupCache(
  inner: ChannelProvider,
  clock: Clock,
  ttlMs = LOOKUP_CACHE_TTL_MS,
): ChannelProvider {
  const entries = new Map<string, Entry>();
  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  const usable = (entry: Entry | undefined, options: LookupOptions | undefined): entry is Entry => {
    if (!entry) return false;
    const now = clock.now().getTime();
    if (entry.expires <= now) return false;
    return !options?.fresh || now - entry.fetchedAt < REFRESH_MAX_AGE_MS;
  };
  return {
    name: inner.name,
    async lookup(ref: ChannelRef, options?: LookupOptions) {
      const key = keyOf(ref);
      const hit = entries.get(key);
      if (usable(hit, options)) {
        if ('missing' in hit) throw new ChannelNotFoundError();
        return hit.info;
      }
      const fetchedAt = clock.now().getTime();
      try {
        const info = await inner.lookup(ref, options);
        remember(key, { fetchedAt, expires: fetchedAt + ttlMs, info });
        remember(keyOf({ kind: 'id', value: info.channelId }), {
          fetchedAt,
          expires: fetchedAt + ttlMs,
          info,
        });
        return info;
      } catch (error) {
        if (error instanceof ChannelNotFoundError)
          remember(key, { fetchedAt, expires: fetchedAt + MISS_CACHE_TTL_MS, missing: true });
        throw error;
      }
    },
  };
}
