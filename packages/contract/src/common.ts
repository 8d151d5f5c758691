import { z } from 'zod';

/** Every date crosses the wire as an ISO-8601 string (ARCHITECTURE.md, "Rules of the contract"). */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** Internal database ids (path parameters arrive as strings and are coerced). */
export const idSchema = z.number().int().positive();
export const idParamSchema = z.coerce.number().int().positive();

/** Body of a successful call whose fields the client does not read (logout, deletions). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
