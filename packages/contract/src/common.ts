import { z } from 'zod';
import { MAX_ID, WHOLE_NUMBER } from './limits.js';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  hasBrokenCharacters,
  hasControlCharacters,
} from './text.js';

/** Every date crosses the wire as an ISO-8601 string (ARCHITECTURE.md, "Rules of the contract"). */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** Internal database ids (path parameters arrive as strings and are coerced). */
export const idSchema = z.number().int().positive();

/**
 * A whole number between `min` and `max` given as a path or query parameter. Only its canonical decimal
 * form is one: `0x10`, `1e3`, ` 1`, `+1`, `01` and `1.0` name no number here (JavaScript's Number() would
 * read each as one, and the same id could be spelled many ways), and a number beyond `max` is refused
 * before any database sees it (PostgreSQL's integer columns end at MAX_ID).
 */
export function wholeNumberParamSchema(min: number, max: number, tooLarge = `Must be at most ${max}`) {
  return z.coerce
    .string()
    .regex(WHOLE_NUMBER, 'Must be a whole number written in digits')
    .transform(Number)
    .pipe(z.number().min(min, `Must be at least ${min}`).max(max, tooLarge));
}

export const idParamSchema = wholeNumberParamSchema(1, MAX_ID, 'No such id');

/**
 * Text that a caller sends to be stored or compared: any string but one holding a control character
 * (text.ts: NUL, which PostgreSQL text cannot hold, and the other invisible C0 controls and DEL; tab and
 * line breaks are text) or half of a character (a lone surrogate, which no URL or database can encode).
 */
export const textSchema = () =>
  z
    .string()
    .refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE)
    .refine((text) => !hasBrokenCharacters(text), BROKEN_CHARACTER_MESSAGE);

/** Body of a successful call whose fields the client does not read (logout, deletions). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
