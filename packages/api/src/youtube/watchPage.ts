import { isChannelId } from '@channel-countdown/contract';
import { extractEmbeddedObject } from './embeddedJson.js';
import { readPageTags } from './html.js';

/**
 * The channel that uploaded a video, read from its public watch page (/watch?v=ID). In order of trust:
 * - `<meta itemprop="channelId">` (watch pages until ~2023 carry it in their microdata),
 * - ytInitialPlayerResponse.videoDetails.channelId, then its microformat's externalChannelId,
 * - the owner's /channel/UC… link in the author microdata (`<span itemprop="author"><link itemprop="url" …>`).
 * Never the first UC… string on the page: recommendations and comments name other channels first.
 */
export function readVideoChannelId(html: string): string | null {
  const meta = readPageTags(html).meta('channelId');
  if (meta && isChannelId(meta)) return meta;
  const player = extractEmbeddedObject(html, 'ytInitialPlayerResponse');
  const details = player?.videoDetails as { channelId?: unknown } | undefined;
  if (typeof details?.channelId === 'string' && isChannelId(details.channelId)) return details.channelId;
  const microformat = (
    player?.microformat as { playerMicroformatRenderer?: { externalChannelId?: unknown } } | undefined
  )?.playerMicroformatRenderer?.externalChannelId;
  if (typeof microformat === 'string' && isChannelId(microformat)) return microformat;
  const author =
    /itemprop=["']author["'][^>]*>\s*<link[^>]*href=["'][^"']*\/channel\/(UC[A-Za-z0-9_-]{22})["']/i.exec(
      html,
    );
  return author?.[1] ?? null;
}

/**
 * A watch page that names no channel is an unavailable video when YouTube says so in its player response
 * ("This video is unavailable" pages keep the player response, without videoDetails); anything else is a
 * page we do not understand.
 */
export function isUnavailableVideoPage(html: string): boolean {
  const player = extractEmbeddedObject(html, 'ytInitialPlayerResponse');
  const status = (player?.playabilityStatus as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' && status !== 'OK' && player?.videoDetails === undefined;
}
