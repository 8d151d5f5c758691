// The API tokens' rules without zod, for screens that read them without checking a request (apiTokens.ts
// builds the schemas on them).

/** What a token may do: `read` the GET calls, `write` the others, `admin` the administrators' calls. */
export const TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** Every token starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_TOKEN_PREFIX = 'cct_';
/** A token: the prefix and 32 random bytes in base64url (43 characters). */
export const API_TOKEN_PATTERN = /^cct_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token are kept in the clear to tell tokens apart in the list. */
export const API_TOKEN_HINT_LENGTH = 8;
export const API_TOKEN_NAME_MAX_LENGTH = 64;
/** Tokens a user may hold at once. */
export const API_TOKENS_MAX = 50;
/** The longest expiry a token may be given, in days. */
export const API_TOKEN_MAX_DAYS = 3650;
/** The expiries the Settings dialog offers, in days (null: never expires). */
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365, null] as const;
