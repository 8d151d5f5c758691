import { hasBrokenCharacters, hasControlCharacters } from './text.js';

/**
 * SPEC §5 channel input rules, the one parser shared by the connect dialog and the server.
 *
 * Accepted forms (issue 3):
 * - a bare channel id: 'UC' + 22 letters, digits, '_' or '-'                → kind 'id'
 * - youtube.com/channel/UC…                                                   → kind 'id'
 * - youtube.com/@handle, '@handle', or a bare handle ('fakecreator')          → kind 'handle' (value without '@')
 * - youtube.com/user/name (legacy username)                                   → kind 'username'
 * - youtube.com/c/name and youtube.com/name (custom URL)                       → kind 'custom'
 * - a video link (issue 17): youtube.com/watch?v=ID, youtu.be/ID, /shorts/ID, /live/ID, /embed/ID,
 *   /v/ID, /watch/ID, /watch_popup?v=ID, youtube-nocookie.com/embed/ID   → kind 'video' (the 11-char id);
 *   the server resolves it to the channel that uploaded it
 * - anything else is passed through as typed                                  → kind 'name'
 * URLs may omit the scheme and 'www.', may use m., music. or other hosts of youtube.com, and may carry a
 * trailing path ('/videos'), a query or a fragment. Other YouTube pages (playlists, feeds, search results,
 * hashtags, /about, /premium, …) are refused here, so the server asks YouTube nothing about them.
 */
export const CHANNEL_INPUT_MAX_LENGTH = 500;

export const CHANNEL_INPUT_MESSAGES = {
  blank: 'Please enter a YouTube channel URL or ID',
  tooLong: 'Channel input is too long',
  invalid: 'Invalid YouTube channel format',
  controlCharacters: 'Channel input must not contain invisible control characters',
  brokenCharacters: 'Channel input must not contain a broken character (half of an emoji or symbol)',
} as const;

export type ChannelInputKind = 'id' | 'handle' | 'username' | 'custom' | 'name' | 'video';

export type ParsedChannelInput =
  { ok: true; kind: ChannelInputKind; value: string } | { ok: false; message: string };

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** YouTube handles: 3–30 letters (any script), digits, '.', '_' or '-'. */
const BARE_HANDLE = /^[\p{L}\p{N}._-]{3,30}$/u;
/** youtube.com (any subdomain: www., m., music.), youtubekids.com, youtube-nocookie.com, youtu.be. */
const YOUTUBE_URL =
  /^(?:(?:https?:)?\/\/)?(?:[a-z0-9-]+\.)*(youtube\.com|youtubekids\.com|youtube-nocookie\.com|youtu\.be)(?=[/?#]|$)/i;
const PATH_ONLY = /^\/?(?:channel|c|user)\/|^\/@/i;
/**
 * A video id: 11 of [A-Za-z0-9_-]. Links pasted from chat or markdown often carry a trailing character
 * (')', ']', '-'), so the first 11 are taken, as NewPipeExtractor does.
 */
const VIDEO_ID_PREFIX = /^[A-Za-z0-9_-]{11}/;
/** Paths whose next segment is a video id. */
const VIDEO_PATHS = new Set(['watch', 'shorts', 'live', 'embed', 'v', 'e', 'w']);
/** Paths that take the id in ?v= (a `v` after '&', or after ';' as in a mangled '&amp;v='). */
const VIDEO_QUERY_PATHS = new Set(['watch', 'watch_popup']);
const V_PARAM = /(?:^|[?&;])v=([^&#;]*)/;
/**
 * First path segments that are YouTube pages, not channels (yt-dlp's _RESERVED_NAMES, and YouTube's other
 * site pages). youtube.com/<anything else> is a legacy custom URL.
 */
const RESERVED_PATHS = new Set([
  'playlist',
  'watch',
  'w',
  'v',
  'embed',
  'e',
  'live',
  'watch_popup',
  'clip',
  'shorts',
  'movies',
  'results',
  'search',
  'shared',
  'hashtag',
  'trending',
  'explore',
  'feed',
  'feeds',
  'browse',
  'oembed',
  'get_video_info',
  'iframe_api',
  's',
  'source',
  'storefront',
  'oops',
  'index',
  'account',
  't',
  'about',
  'upload',
  'signin',
  'logout',
  'attribution_link',
  'redirect',
  'post',
  'gaming',
  'premium',
  'music',
  'kids',
  'select_site',
  'channel_switcher',
  'subscription_center',
  'paid_memberships',
  'reporthistory',
  'howyoutubeworks',
  'creators',
  'ads',
  'yt',
  'jobs',
  'new',
  'live_chat',
  'podcasts',
  'courses',
  'supported_browsers',
  'verify_age',
  'premium_memberships',
  'sw.js',
  'robots.txt',
  'favicon.ico',
  'manifest.webmanifest',
  'playlists',
  'channels',
  'podcast',
  'store',
  'ypc',
  'show',
]);

export function isChannelId(value: string): boolean {
  return CHANNEL_ID.test(value);
}

const invalid = (): ParsedChannelInput => ({ ok: false, message: CHANNEL_INPUT_MESSAGES.invalid });
const found = (kind: ChannelInputKind, value: string): ParsedChannelInput =>
  value === '' ? invalid() : { ok: true, kind, value };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

function video(candidate: string | undefined): ParsedChannelInput {
  const id = VIDEO_ID_PREFIX.exec(candidate ?? '')?.[0];
  return id ? found('video', id) : invalid();
}

/** Splits '/a/b?q#f' into decoded path segments and the raw query (without '?'). */
function splitUrlPath(rest: string): { segments: string[]; query: string } {
  const hash = rest.indexOf('#');
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const mark = beforeHash.indexOf('?');
  const path = mark < 0 ? beforeHash : beforeHash.slice(0, mark);
  const query = mark < 0 ? '' : beforeHash.slice(mark + 1);
  return { segments: path.split('/').filter(Boolean).map(decode), query };
}

/** youtube.com/attribution_link?u=/watch%3Fv%3DID…: a shared video link wrapped for tracking. */
function attributionTarget(query: string): ParsedChannelInput {
  const target = /(?:^|&)u=([^&#]*)/.exec(query)?.[1];
  if (!target) return invalid();
  const inner = splitUrlPath(decode(target));
  return inner.segments[0] === 'watch' ? video(V_PARAM.exec(inner.query)?.[1]) : invalid();
}

/** Reads the channel (or video) out of a youtube.com URL's path and query, e.g. '/@name/videos'. */
function parseYouTubePath(rest: string): ParsedChannelInput {
  const { segments, query } = splitUrlPath(rest);
  const [first = '', second = ''] = segments;
  if (first.startsWith('@')) return found('handle', first.slice(1));
  const lower = first.toLowerCase();
  switch (lower) {
    case 'channel':
      return isChannelId(second) ? found('id', second) : invalid();
    case 'c':
      return found('custom', second);
    case 'user':
      return found('username', second);
    case '':
      return invalid();
    case 'attribution_link':
      return attributionTarget(query);
  }
  // /embed/live_stream?channel=UC… is a channel's live embed.
  if (lower === 'embed' && second === 'live_stream') {
    const channel = /(?:^|&)channel=([^&#]*)/.exec(query)?.[1] ?? '';
    return isChannelId(channel) ? found('id', channel) : invalid();
  }
  if (VIDEO_QUERY_PATHS.has(lower) && second === '') return video(V_PARAM.exec(query)?.[1]);
  if (VIDEO_PATHS.has(lower)) return video(second);
  if (RESERVED_PATHS.has(lower)) return invalid();
  // youtube.com/SomeName is a legacy custom URL.
  return found('custom', first);
}

/** youtu.be/ID and youtube-nocookie.com/embed/ID carry nothing but videos. */
function parseVideoHostPath(host: string, rest: string): ParsedChannelInput {
  const { segments } = splitUrlPath(rest);
  if (host === 'youtu.be') return video(segments[0]);
  return segments[0]?.toLowerCase() === 'embed' ? video(segments[1]) : invalid();
}

export function parseChannelInput(raw: unknown): ParsedChannelInput {
  const input = typeof raw === 'string' ? raw.trim() : '';
  if (input === '') return { ok: false, message: CHANNEL_INPUT_MESSAGES.blank };
  if (input.length > CHANNEL_INPUT_MAX_LENGTH) return { ok: false, message: CHANNEL_INPUT_MESSAGES.tooLong };
  if (hasControlCharacters(input)) return { ok: false, message: CHANNEL_INPUT_MESSAGES.controlCharacters };
  if (hasBrokenCharacters(input)) return { ok: false, message: CHANNEL_INPUT_MESSAGES.brokenCharacters };
  if (isChannelId(input)) return found('id', input);

  const url = YOUTUBE_URL.exec(input);
  if (url) {
    const host = (url[1] ?? '').toLowerCase();
    const rest = input.slice(url[0].length);
    return host === 'youtu.be' || host === 'youtube-nocookie.com'
      ? parseVideoHostPath(host, rest)
      : parseYouTubePath(rest);
  }
  if (PATH_ONLY.test(input)) return parseYouTubePath(input);
  if (input.startsWith('@')) return found('handle', input.slice(1).trim());
  if (BARE_HANDLE.test(input)) return found('handle', input);
  return found('name', input);
}
