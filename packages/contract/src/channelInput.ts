/**
 * SPEC §5 channel input rules, the one parser shared by the connect dialog and the server.
 *
 * Accepted forms (issue 3):
 * - a bare channel id: 'UC' + 22 letters, digits, '_' or '-'                → kind 'id'
 * - youtube.com/channel/UC…                                                   → kind 'id'
 * - youtube.com/@handle, '@handle', or a bare handle ('fakecreator')          → kind 'handle' (value without '@')
 * - youtube.com/user/name (legacy username)                                   → kind 'username'
 * - youtube.com/c/name and youtube.com/name (custom URL)                       → kind 'custom'
 * - anything else is passed through as typed                                  → kind 'name'
 * URLs may omit the scheme and 'www.', may use m. or music. hosts, and may carry a trailing path
 * ('/videos'), a query or a fragment.
 */
export const CHANNEL_INPUT_MAX_LENGTH = 500;

export const CHANNEL_INPUT_MESSAGES = {
  blank: 'Please enter a YouTube channel URL or ID',
  tooLong: 'Channel input is too long',
  invalid: 'Invalid YouTube channel format',
} as const;

export type ChannelInputKind = 'id' | 'handle' | 'username' | 'custom' | 'name';

export type ParsedChannelInput =
  | { ok: true; kind: ChannelInputKind; value: string }
  | { ok: false; message: string };

const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** YouTube handles: 3–30 letters (any script), digits, '.', '_' or '-'. */
const BARE_HANDLE = /^[\p{L}\p{N}._-]{3,30}$/u;
const YOUTUBE_URL = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)*youtube\.com(?=[/?#]|$)/i;
const PATH_ONLY = /^\/?(?:channel|c|user)\/|^\/@/i;

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

/** Reads the channel out of a URL path such as '/@name/videos' or '/channel/UC…'. */
function parsePath(path: string): ParsedChannelInput {
  const segments = path.replace(/[?#].*$/, '').split('/').filter(Boolean).map(decode);
  const [first = '', second = ''] = segments;
  if (first.startsWith('@')) return found('handle', first.slice(1));
  switch (first.toLowerCase()) {
    case 'channel':
      return isChannelId(second) ? found('id', second) : invalid();
    case 'c':
      return found('custom', second);
    case 'user':
      return found('username', second);
    case '':
      return invalid();
    default:
      // youtube.com/SomeName is a legacy custom URL.
      return found('custom', first);
  }
}

export function parseChannelInput(raw: unknown): ParsedChannelInput {
  const input = typeof raw === 'string' ? raw.trim() : '';
  if (input === '') return { ok: false, message: CHANNEL_INPUT_MESSAGES.blank };
  if (input.length > CHANNEL_INPUT_MAX_LENGTH) return { ok: false, message: CHANNEL_INPUT_MESSAGES.tooLong };
  if (isChannelId(input)) return found('id', input);

  const url = YOUTUBE_URL.exec(input);
  if (url) return parsePath(input.slice(url[0].length));
  if (PATH_ONLY.test(input)) return parsePath(input);
  if (input.startsWith('@')) return found('handle', input.slice(1).trim());
  if (BARE_HANDLE.test(input)) return found('handle', input);
  return found('name', input);
}
