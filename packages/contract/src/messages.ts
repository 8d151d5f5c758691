/**
 * The server's words for the refusals a screen shows (SPEC §8: the toast or field reads the server's
 * `{message}`), so the client's mocks answer exactly what the server does. Plain strings, no zod.
 */

import { IMPORT_MAX_CHANNELS } from './limits.js';

/** 401: no signed-in user (the default message of requireUser). */
export const UNAUTHORIZED = 'Unauthorized';
/** 500: anything unexpected; the server says nothing more. */
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';

/** 401 on POST /api/login: the same answer for an unknown name and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
/** 409 on POST /api/register and PATCH /api/user. */
export const USERNAME_TAKEN = 'Username already exists';
/**
 * 409 on POST /api/register and PATCH /api/user: another account has this address, in any case (one account
 * per address: reminders and notices go to one owner).
 */
export const EMAIL_TAKEN =
  'This email address is already used by another account. Please use a different one.';
/** 401 on POST /api/auth/firebase. */
export const INVALID_ID_TOKEN = 'Invalid or expired Google sign-in token';

/** 404: not one of the user's channels, or no such YouTube channel. */
export const CHANNEL_NOT_FOUND = 'Channel not found';
/** 502: YouTube did not answer a lookup. */
export const UPSTREAM_FAILED = 'YouTube is not answering right now. Please try again in a few minutes.';
/** 409: connecting again, or starting a cycle, while the current one is in progress. */
export const TIMER_STILL_RUNNING = 'This channel already has a running timer';
/** 404: not the user's current timer. */
export const NO_TIMER_FOUND = 'No timer found';
/** 409: pausing or resuming a cycle that has ended. */
export const TIMER_NOT_RUNNING = 'This cycle has ended: start a new one instead';
/** 404: not a note of the user's channel. */
export const NOTE_NOT_FOUND = 'Note not found';
/** 404 on the admin's user calls. */
export const USER_NOT_FOUND = 'User not found';
/** 503: the database or Redis cannot be reached or cannot store anything (disk full, read-only). */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again in a moment.';
/** 404: not one of the user's imports. */
export const NO_SUCH_IMPORT = 'No such import';
/** 404 for a profile picture that is not there. */
export const NO_AVATAR = 'No profile picture';

/** 401 for a request whose Authorization header holds no token that works (unknown, revoked, expired, malformed). */
export const INVALID_API_TOKEN = 'This API token is not valid: it may be mistyped, revoked or expired.';
/** 403: a token calling what only a signed-in browser may do (signing in, managing tokens, the password). */
export const API_TOKEN_NOT_ALLOWED =
  'This can only be done in the app while signed in, not with an API token.';
/** 403: a token without the scope an endpoint needs. */
export const apiTokenScopeMissing = (scope: string) =>
  `This token cannot do this: it needs the "${scope}" scope. Make a token with that scope in Settings.`;
/** 403 on POST /api/tokens: the admin scope for someone who is not an administrator. */
export const ADMIN_SCOPE_FOR_ADMINS = 'Only administrators can make tokens with the admin scope.';
/** 409 on POST /api/tokens: the user already holds the most tokens allowed. */
export const TOO_MANY_API_TOKENS = 'You have as many tokens as allowed: revoke one before making another.';
/** 404 on DELETE /api/tokens/:id. */
export const API_TOKEN_NOT_FOUND = 'Token not found';
/** 404 on /api/destinations/:id: not one of the user's destinations. */
export const DESTINATION_NOT_FOUND = 'Destination not found';
/** 409 on POST /api/destinations: the user already holds the most destinations allowed. */
export const TOO_MANY_DESTINATIONS =
  'You have as many destinations as allowed: delete one before adding another.';
/** 400: a destination's address the server will not send to. */
export const DESTINATION_ADDRESS_REFUSED =
  'This address is on a private or local network: reminders can only be sent to addresses on the internet.';
/** 400: a destination naming a channel the user does not track. */
export const DESTINATION_UNKNOWN_CHANNEL = 'One of the chosen channels is not one of yours.';
/** 400 on PUT /api/channels/:id/reminders: a destination that is not one of the user's. */
export const REMINDER_UNKNOWN_DESTINATION = 'One of the chosen destinations is not one of yours.';
/** 400: a field that does not belong to the destination's kind. */
export const DESTINATION_FIELD_NOT_FOR_KIND = 'This kind of destination has no such field.';
/** 429 for a token over its request budget. */
export const API_TOKEN_RATE_LIMITED = 'This token has made too many requests: wait a moment and try again.';
/** 429 for a client reading feeds too often. */
export const FEED_READS_RATE_LIMITED = 'Too many feed reads from this address: wait a minute and try again.';
/** 200 on DELETE /api/feeds. */
export const FEEDS_TURNED_OFF = 'Feeds turned off';

/** 404: not one of the user's groups. */
export const GROUP_NOT_FOUND = 'Group not found';
/** 409: the user already has a group of this name (in any case). */
export const GROUP_NAME_TAKEN = 'You already have a group with this name. Please choose another.';
/** 409: the user has as many groups as allowed. */
export const TOO_MANY_GROUPS = 'You have as many groups as allowed: delete one before making another.';

/** The server's refusals of the account calls, word for word (the screens and the mocks show them). */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const NO_PASSWORD = 'This account signs in with Google and has no password';
export const WRONG_PASSWORD = 'Password is incorrect';
export const GOOGLE_SIGN_IN_TOO_OLD =
  'Please sign in with Google again, then delete the account within 5 minutes';
export const LAST_ADMIN = 'The only administrator cannot delete their account';

/** What a caller hears of a cursor that is not one of the list's pages (decodeAdminCursor). */
export const INVALID_CURSOR_MESSAGE = 'This is not a page of the list; start again from its first page';

/** Why an import skips or could not connect an input (the import's results list them). */
export const IMPORT_SKIP_REASONS = {
  duplicateInFile: 'Listed more than once in the file',
  alreadyTracked: 'Already on your dashboard',
  tooMany: `Only the first ${IMPORT_MAX_CHANNELS} channels of a file are imported`,
} as const;

/** The result of an input whose connection failed for a reason the server does not tell users. */
export const IMPORT_CONNECT_FAILED = 'Could not connect this channel just now';
