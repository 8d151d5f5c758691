/* eslint-disable lingui/no-unlocalized-strings -- the keys are the contract's English texts, looked up, never shown */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  ADMIN_SCOPE_FOR_ADMINS,
  API_TOKEN_NOT_ALLOWED,
  API_TOKEN_NOT_FOUND,
  API_TOKEN_RATE_LIMITED,
  BROKEN_CHARACTER_MESSAGE,
  CHANNEL_INPUT_MESSAGES,
  CHANNEL_NOT_FOUND,
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_TAKEN,
  GROUP_NAME_MAX_LENGTH,
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  REMINDER_UNKNOWN_DESTINATION,
  GOOGLE_SIGN_IN_TOO_OLD,
  IMPORT_CONNECT_FAILED,
  IMPORT_MAX_CHANNELS,
  IMPORT_SKIP_REASONS,
  INTERNAL_SERVER_ERROR,
  INVALID_API_TOKEN,
  INVALID_CREDENTIALS,
  INVALID_CURSOR_MESSAGE,
  INVALID_ID_TOKEN,
  LAST_ADMIN,
  NO_AVATAR,
  NO_PASSWORD,
  NO_SUCH_IMPORT,
  NO_TIMER_FOUND,
  NOTE_NOT_FOUND,
  pages,
  SERVICE_UNAVAILABLE,
  TIMER_NOT_RUNNING,
  TIMER_STILL_RUNNING,
  TOO_MANY_API_TOKENS,
  TOO_MANY_GROUPS,
  UNAUTHORIZED,
  UPSTREAM_FAILED,
  USER_NOT_FOUND,
  USERNAME_TAKEN,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
} from '@channel-countdown/contract';

/**
 * The English texts the contract package defines (its schemas' validation messages, the server's refusals,
 * the pages' navigation labels), each with its message in the catalogs. The contract stays in English, the
 * language the server speaks; the screens show these texts through `translateContractText`, in the page's
 * language.
 */
const CONTRACT_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  // The forms' validation messages (auth, account, notes, API tokens, imports).
  ['Username must be at least 3 characters', msg`Username must be at least 3 characters`],
  ['Username must be less than 50 characters', msg`Username must be less than 50 characters`],
  [
    'Username can only contain letters, numbers, and underscores',
    msg`Username can only contain letters, numbers, and underscores`,
  ],
  ['Password must be at least 6 characters', msg`Password must be at least 6 characters`],
  ['Please enter a valid email address', msg`Please enter a valid email address`],
  ['Username is required', msg`Username is required`],
  ['Password is required', msg`Password is required`],
  ["Passwords don't match", msg`Passwords don't match`],
  ['Current password is required', msg`Current password is required`],
  ['Nothing to change: give a username or an email', msg`Nothing to change: give a username or an email`],
  ['Note content is required', msg`Note content is required`],
  ['Give the token a name', msg`Give the token a name`],
  ['Choose at least one scope', msg`Choose at least one scope`],
  ['A token must last at least a day', msg`A token must last at least a day`],
  ['Nothing to import', msg`Nothing to import`],
  ['Give the group a name', msg`Give the group a name`],
  ["A group's name must be on one line", msg`A group's name must be on one line`],
  [
    `A group's name must be at most ${GROUP_NAME_MAX_LENGTH} characters`,
    msg`A group's name must be at most ${GROUP_NAME_MAX_LENGTH} characters`,
  ],
  ['Must be a whole number written in digits', msg`Must be a whole number written in digits`],
  [CONTROL_CHARACTERS_MESSAGE, msg`Must not contain invisible control characters`],
  [BROKEN_CHARACTER_MESSAGE, msg`Must not contain a broken character (half of an emoji or symbol)`],
  [CHANNEL_INPUT_MESSAGES.blank, msg`Please enter a YouTube channel URL or ID`],
  [CHANNEL_INPUT_MESSAGES.tooLong, msg`Channel input is too long`],
  [CHANNEL_INPUT_MESSAGES.invalid, msg`Invalid YouTube channel format`],
  [
    CHANNEL_INPUT_MESSAGES.controlCharacters,
    msg`Channel input must not contain invisible control characters`,
  ],
  [
    CHANNEL_INPUT_MESSAGES.brokenCharacters,
    msg`Channel input must not contain a broken character (half of an emoji or symbol)`,
  ],
  // The server's refusals.
  [UNAUTHORIZED, msg`Unauthorized`],
  [INTERNAL_SERVER_ERROR, msg`Internal Server Error`],
  [INVALID_CREDENTIALS, msg`Invalid username or password`],
  [USERNAME_TAKEN, msg`Username already exists`],
  [EMAIL_TAKEN, msg`This email address is already used by another account. Please use a different one.`],
  [INVALID_ID_TOKEN, msg`Invalid or expired Google sign-in token`],
  [CHANNEL_NOT_FOUND, msg`Channel not found`],
  [UPSTREAM_FAILED, msg`YouTube is not answering right now. Please try again in a few minutes.`],
  [TIMER_STILL_RUNNING, msg`This channel already has a running timer`],
  [NO_TIMER_FOUND, msg`No timer found`],
  [TIMER_NOT_RUNNING, msg`This cycle has ended: start a new one instead`],
  [NOTE_NOT_FOUND, msg`Note not found`],
  [USER_NOT_FOUND, msg`User not found`],
  [SERVICE_UNAVAILABLE, msg`Service temporarily unavailable. Please try again in a moment.`],
  [NO_SUCH_IMPORT, msg`No such import`],
  [NO_AVATAR, msg`No profile picture`],
  [INVALID_API_TOKEN, msg`This API token is not valid: it may be mistyped, revoked or expired.`],
  [API_TOKEN_NOT_ALLOWED, msg`This can only be done in the app while signed in, not with an API token.`],
  [ADMIN_SCOPE_FOR_ADMINS, msg`Only administrators can make tokens with the admin scope.`],
  [TOO_MANY_API_TOKENS, msg`You have as many tokens as allowed: revoke one before making another.`],
  [API_TOKEN_NOT_FOUND, msg`Token not found`],
  [API_TOKEN_RATE_LIMITED, msg`This token has made too many requests: wait a moment and try again.`],
  [GROUP_NOT_FOUND, msg`Group not found`],
  [REMINDER_UNKNOWN_DESTINATION, msg`One of the chosen destinations is not one of yours.`],
  [GROUP_NAME_TAKEN, msg`You already have a group with this name. Please choose another.`],
  [TOO_MANY_GROUPS, msg`You have as many groups as allowed: delete one before making another.`],
  [WRONG_CURRENT_PASSWORD, msg`Current password is incorrect`],
  [NO_PASSWORD, msg`This account signs in with Google and has no password`],
  [WRONG_PASSWORD, msg`Password is incorrect`],
  [GOOGLE_SIGN_IN_TOO_OLD, msg`Please sign in with Google again, then delete the account within 5 minutes`],
  [LAST_ADMIN, msg`The only administrator cannot delete their account`],
  [INVALID_CURSOR_MESSAGE, msg`This is not a page of the list; start again from its first page`],
  // Why an import skips a line of its file.
  [IMPORT_SKIP_REASONS.duplicateInFile, msg`Listed more than once in the file`],
  [IMPORT_SKIP_REASONS.alreadyTracked, msg`Already on your dashboard`],
  [IMPORT_CONNECT_FAILED, msg`Could not connect this channel just now`],
  [IMPORT_SKIP_REASONS.tooMany, msg`Only the first ${IMPORT_MAX_CHANNELS} channels of a file are imported`],
  // The pages' labels in the navigation.
  [pages.home.navLabel, msg`Dashboard`],
  [pages.timers.navLabel, msg`Active Timers`],
  [pages.analytics.navLabel, msg`Analytics`],
  [pages.blogs.navLabel, msg`Blogs`],
  [pages.settings.navLabel, msg`Settings`],
  [pages.admin.navLabel, msg`Admin Panel`],
]);

/** The catalog's message for a text of the contract package, if it is one. */
export function contractMessage(text: string): MessageDescriptor | undefined {
  return CONTRACT_MESSAGES.get(text);
}

/**
 * A text of the contract package (a validation message, a server's refusal, a page's label) in the language
 * of `i18n`; any other text (a message only the server knows) as it is.
 */
export function translateContractText(i18n: I18n, text: string): string {
  const message = CONTRACT_MESSAGES.get(text);
  return message ? i18n._(message) : text;
}
