import {
  CHANNEL_NOT_FOUND,
  UPSTREAM_FAILED,
  hasBrokenCharacters,
  hasControlCharacters,
} from '@channel-countdown/contract';
import type { ChannelInputKind } from '@channel-countdown/contract';
import { NotFoundError, UpstreamFailedError } from '../errors.js';

/** What the user asked for, as parseChannelInput read it. */
export interface ChannelRef {
  kind: ChannelInputKind;
  value: string;
}

/** A channel as a provider found it. Counts are null when the provider cannot know them. */
export interface ChannelInfo {
  channelId: string;
  channelName: string;
  channelDescription: string | null;
  thumbnailUrl: string | null;
  subscriberCount: number | null;
  videoCount: number | null;
  /** Total views of the channel's videos. */
  viewCount: number | null;
  /**
   * True when the counts were read from the public page's display text ("1.66M subscribers": rounded by
   * YouTube); false when they are the Data API's exact statistics (or when there are no counts at all).
   */
  countsApproximate: boolean;
  lastUpload: Date | null;
  /**
   * The channel's handle as stored and compared (handleKey: without its '@', lower-cased), when YouTube said
   * it: the Data API's snippet.customUrl, the public page's vanity URL. Absent when the answer did not say.
   */
  handle?: string;
  /**
   * Whether the channel hides its subscriber count, when the answer could tell (the Data API's
   * statistics.hiddenSubscriberCount); absent when it could not (a page may leave a count out for other reasons).
   */
  subscriberCountHidden?: boolean;
}

/** The longest handle stored, youtube_channels.handle's length (YouTube's own limit is 30 characters). */
const HANDLE_MAX_LENGTH = 100;

/**
 * A handle as it is stored and compared: without its '@', lower-cased, since YouTube matches handles in any
 * letter case (@FakeCreator and @fakecreator are one channel). Null when nothing is left, or for what no
 * handle can be: longer than the column (in characters, as PostgreSQL counts them), or holding a control
 * character or half of one (which PostgreSQL would refuse to store).
 */
export function handleKey(value: string): string | null {
  const key = value.trim().replace(/^@/, '').toLowerCase();
  if (key === '' || Array.from(key).length > HANDLE_MAX_LENGTH) return null;
  return hasControlCharacters(key) || hasBrokenCharacters(key) ? null : key;
}

export interface LookupOptions {
  /** A user-requested refresh: figures at most a minute old (cache.ts REFRESH_MAX_AGE_MS). */
  fresh?: boolean;
  /** The user whose request asks YouTube: its Data API units come out of that user's share of the day. */
  userId?: number;
}

export interface BatchLookupOptions {
  /** Data API units of the day's budget to leave untouched (scheduled refreshes leave room for users). */
  keepBack?: number;
  /** The user the units are spent for (youtube/quota.ts: each user's share of the day). */
  userId?: number;
}

export interface ChannelProvider {
  readonly name: string;
  lookup(ref: ChannelRef, options?: LookupOptions): Promise<ChannelInfo>;
  /**
   * Many channels by id in as few upstream requests as the provider allows (Data API: 50 per 1-unit
   * request), without their latest upload (the feed poller keeps that). A channel YouTube no longer knows is
   * left out. Absent when the provider has no such request (keyless: one page per channel).
   */
  lookupMany?(channelIds: string[], options?: BatchLookupOptions): Promise<ChannelInfo[]>;
  /**
   * Which of these videos are live streams or premieres (live now, upcoming, or over): the Data API's videos.list
   * with liveStreamingDetails, 1 unit per 50 videos. Absent when the provider has no such request (keyless: the
   * channel's live playlist feed tells instead, youtube/uploadKinds.ts).
   */
  liveVideoIds?(videoIds: string[], options?: BatchLookupOptions): Promise<Set<string>>;
}

export const QUOTA_EXCEEDED = "This site has used up today's YouTube lookups. Please try again tomorrow.";

export class ChannelNotFoundError extends NotFoundError {
  constructor() {
    super(CHANNEL_NOT_FOUND);
  }
}

/** YouTube could not be asked or gave an answer we cannot use: never the caller's fault, never a 500. */
export class UpstreamError extends UpstreamFailedError {
  constructor(
    readonly reason: string,
    message: string = UPSTREAM_FAILED,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 8000;

/** fetch with a timeout; network failures and timeouts become UpstreamError. */
export async function fetchUpstream(
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  try {
    return await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new UpstreamError(name === 'TimeoutError' ? 'timeout' : 'network');
  }
}

/** Reads a body, also under the timeout (a server can stall after sending its headers). */
export async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    throw new UpstreamError('body');
  }
}
