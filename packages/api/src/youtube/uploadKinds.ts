import type { UploadKind } from '@channel-countdown/contract';
import type { Metrics } from '../observability/metrics.js';
import { fetchPlaylistFeed, type FeedEntry } from './feed.js';
import type { BatchLookupOptions, ChannelProvider } from './provider.js';
import { youtubeOutcome } from './outcome.js';

/**
 * Telling a channel's new uploads apart: Shorts, live streams and premieres, regular videos. YouTube publishes
 * each channel's uploads (playlist UU<x> of channel UC<x>) also split by kind: UUSH<x> its Shorts, UULV<x> its
 * live streams, UULF<x> its long-form videos (undocumented but long-standing playlists, each with its public
 * Atom feed /feeds/videos.xml?playlist_id=…; see github.com/iv-org/invidious/issues/4846). The feed poll asks
 * only when its feed has uploads it has not stored, so a quiet channel costs nothing more:
 * - Shorts: the Shorts playlist's feed (no key, no quota), and the channel feed's own /shorts/ links;
 * - live: with a Data API key, videos.list's liveStreamingDetails for the new uploads (1 unit for up to 50,
 *   which also tells a premiere); without one, or when that fails (the day's units spent), the live
 *   playlist's feed.
 * What could not be read degrades honestly: a kind whose source failed is not claimed, so the upload reads as
 * a regular video unless another source said otherwise, and `unknown` says which sources failed.
 */

export interface UploadKindDeps {
  webBaseUrl: string;
  timeoutMs?: number;
  /** The channel provider: with a Data API key it has liveVideoIds. */
  youtube?: Pick<ChannelProvider, 'liveVideoIds'>;
  /** Data API units to leave for users (the scheduler's keep-back). */
  budget?: BatchLookupOptions;
  metrics?: Pick<Metrics, 'youtubeCall'>;
}

export interface UploadKinds {
  /** Each entry's kind, by video id. */
  kinds: Map<string, UploadKind>;
  /** The sources that could not be read (their kind was not claimed for any entry). */
  unknown: Array<'short' | 'live'>;
}

/** The channel's per-kind playlist: UC<x> → <prefix><x>; null for an id that is no channel id. */
const kindPlaylist = (channelId: string, prefix: 'UUSH' | 'UULV') =>
  channelId.startsWith('UC') ? `${prefix}${channelId.slice(2)}` : null;

/**
 * An upload's kind from what was learnt about it: live when the live source lists it (a stream can be short,
 * it is still a stream), else a Short when the Shorts playlist lists it or its feed entry links to the Shorts
 * player, else a regular video.
 */
export function uploadKindOf(signals: { live: boolean; short: boolean; shortsLink: boolean }): UploadKind {
  if (signals.live) return 'live';
  if (signals.short || signals.shortsLink) return 'short';
  return 'video';
}

/** The kinds of `entries` (a channel's new feed entries); at most one request per source, none without entries. */
export async function classifyUploads(
  deps: UploadKindDeps,
  channelId: string,
  entries: readonly FeedEntry[],
): Promise<UploadKinds> {
  const kinds = new Map<string, UploadKind>();
  if (entries.length === 0) return { kinds, unknown: [] };
  const timeoutMs = deps.timeoutMs ?? 8000;
  const ids = entries.map((entry) => entry.videoId);

  const playlistIds = async (prefix: 'UUSH' | 'UULV'): Promise<Set<string> | null> => {
    const playlistId = kindPlaylist(channelId, prefix);
    if (!playlistId) return null;
    try {
      const listed = await fetchPlaylistFeed(deps.webBaseUrl, playlistId, timeoutMs);
      deps.metrics?.youtubeCall('feed', 'kind_feed', 'ok');
      // No such playlist: the channel has none of that kind.
      return new Set((listed ?? []).map((entry) => entry.videoId));
    } catch (error) {
      deps.metrics?.youtubeCall('feed', 'kind_feed', youtubeOutcome(error));
      return null;
    }
  };
  const liveIds = async (): Promise<Set<string> | null> => {
    if (deps.youtube?.liveVideoIds) {
      try {
        return await deps.youtube.liveVideoIds(ids, deps.budget);
      } catch {
        // The Data API could not tell (units spent, an error): the live playlist's feed still can.
      }
    }
    return playlistIds('UULV');
  };

  const [shorts, live] = await Promise.all([playlistIds('UUSH'), liveIds()]);
  for (const entry of entries)
    kinds.set(
      entry.videoId,
      uploadKindOf({
        live: live?.has(entry.videoId) ?? false,
        short: shorts?.has(entry.videoId) ?? false,
        shortsLink: entry.shortsLink,
      }),
    );
  const unknown: UploadKinds['unknown'] = [];
  if (shorts === null) unknown.push('short');
  if (live === null) unknown.push('live');
  return { kinds, unknown };
}
