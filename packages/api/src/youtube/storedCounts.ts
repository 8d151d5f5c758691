/** A channel's figures as stored, or as a provider just read them. */
export interface ChannelCounts {
  subscriberCount: number | null;
  videoCount: number | null;
  viewCount: number | null;
  countsApproximate: boolean;
}

const FIGURES = ['subscriberCount', 'videoCount', 'viewCount'] as const;

/**
 * What to store after a lookup. A figure the provider could not read (null) never replaces a known one: a
 * keyless refresh of a channel connected with the Data API, or a page that omits a figure, keeps the stored
 * figure. The approximate flag then describes the stored mix: approximate when any kept or new figure is.
 * (A hidden subscriber count also reads as null, so a figure a channel hides later stays as last known.)
 */
export function mergeCounts(stored: ChannelCounts | null, fresh: ChannelCounts): ChannelCounts {
  const merged: ChannelCounts = {
    subscriberCount: fresh.subscriberCount,
    videoCount: fresh.videoCount,
    viewCount: fresh.viewCount,
    countsApproximate: fresh.countsApproximate,
  };
  if (!stored) return merged;
  let approximate = false;
  for (const figure of FIGURES) {
    if (fresh[figure] !== null) {
      approximate ||= fresh.countsApproximate;
    } else if (stored[figure] !== null) {
      merged[figure] = stored[figure];
      approximate ||= stored.countsApproximate;
    }
  }
  merged.countsApproximate = approximate;
  return merged;
}
