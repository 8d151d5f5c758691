import { z } from 'zod';

/** Every date crosses the wire as an ISO-8601 string (ARCHITECTURE.md, "Rules of the contract"). */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** The largest internal id: ids are 32-bit integer columns, so a larger number names nothing. */
export const MAX_ID = 2_147_483_647;

/** Internal database ids (path parameters arrive as strings and are coerced). */
export const idSchema = z.number().int().positive();
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID, 'No such id');

/**
 * Text that a caller sends to be stored or compared: any string but one holding the NUL character, which
 * PostgreSQL text cannot hold (it would fail the query instead of answering 400).
 */
export const textSchema = () =>
  z.string().refine((text) => !text.includes('\u0000'), 'Must not contain the NUL character');

/** Body of a successful call whose fields the client does not read (logout, deletions). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
