import { z } from 'zod';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_PATTERN,
  TOKEN_SCOPES,
} from './apiTokenRules.js';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';

/**
 * Personal API tokens: a user's credential for scripts and other programs, sent as
 * `Authorization: Bearer cct_…`. A token holds scopes; each entry of the endpoint table says which scope a
 * token needs to call it (endpoints.ts, `scope`).
 */

export const tokenScopeSchema = z.enum(TOKEN_SCOPES);

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The token's first characters (`cct_` and four more), to recognise it; the rest is never shown again. */
  hint: z.string(),
  scopes: z.array(tokenScopeSchema),
  createdAt: isoDateSchema,
  /** The last request made with it (noted at most once a minute); null: never used. */
  lastUsedAt: isoDateSchema.nullable(),
  /** Null: never expires. */
  expiresAt: isoDateSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokensResponseSchema = z.array(apiTokenSchema);

export const createApiTokenRequestSchema = z.object({
  name: textSchema()
    .trim()
    .min(1, 'Give the token a name')
    .max(API_TOKEN_NAME_MAX_LENGTH, `A token's name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`),
  scopes: z
    .array(tokenScopeSchema)
    .min(1, 'Choose at least one scope')
    .max(TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope may be chosen once'),
  /** Days until the token stops working; null or absent: never. */
  expiresInDays: z
    .number()
    .int('Choose a whole number of days')
    .min(1, 'A token must last at least a day')
    .max(API_TOKEN_MAX_DAYS, `A token may last at most ${API_TOKEN_MAX_DAYS} days`)
    .nullable()
    .default(null),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** The answer of a creation: the token itself, shown this once. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string().regex(API_TOKEN_PATTERN) });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenParamsSchema = z.object({ id: idParamSchema });
