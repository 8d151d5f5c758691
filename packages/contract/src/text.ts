/*
 * The rule for text a caller sends to be stored or compared, kept free of zod like limits.ts (the channel
 * input parser, which the connect dialog loads, needs it without the schemas).
 */

/** What a caller hears when text holds a control character. */
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain invisible control characters';
/** What a caller hears when text holds half of a character (a lone UTF-16 surrogate). */
export const BROKEN_CHARACTER_MESSAGE = 'Must not contain a broken character (half of an emoji or symbol)';

/**
 * Whether `text` holds a control character other than tab, line feed and carriage return: the C0 controls
 * (NUL among them, which PostgreSQL text cannot hold) and DEL. No one types them; they only arrive by
 * accident or on purpose, and would be stored unseen.
 */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether `text` holds half of a character: a UTF-16 surrogate without its pair, which no encoding can
 * write (a URL or a database would get a replacement character, or fail), so no one can have meant it.
 */
export function hasBrokenCharacters(text: string): boolean {
  return /\p{Cs}/u.test(text);
}
