import { z } from 'zod';
import { idParamSchema } from './common.js';
import { DELETE_CONFIRMATION_WORD } from './accountRules.js';
import { emailSchema, newPasswordSchema, usernameSchema } from './auth.js';

/** POST /api/user/password: the current password, and a new one under the sign-up rules. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The Settings form adds a confirmation that never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** PATCH /api/user: a new username and/or email, under the sign-up rules. */
export const updateUserRequestSchema = z
  .object({ username: usernameSchema.optional(), email: emailSchema.optional() })
  .refine((body) => body.username !== undefined || body.email !== undefined, {
    message: 'Nothing to change: give a username or an email',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * DELETE /api/user: the typed word, and the password of an account that has one (an account that only
 * signs in with Google needs a sign-in of the last few minutes instead).
 */
export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
  password: z.string().optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * GET /api/user/export: everything the user has as one JSON file (the default), or one CSV table
 * (`?format=csv&what=channels|notes`). Sent as an attachment.
 */
export const userExportQuerySchema = z.preprocess(
  (query) => ({ format: 'json', ...(query as object) }),
  z.discriminatedUnion('format', [
    z.object({ format: z.literal('json') }),
    z.object({
      format: z.literal('csv'),
      what: z.enum(['channels', 'notes'], { error: 'what must be channels or notes' }),
    }),
  ]),
);
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/**
 * GET /api/user/avatar/:userId?v=: a user's picture. `v` (the picture's version) only decides how long it
 * may be cached; a `v` that is not one string is as if absent.
 */
export const avatarImageParamsSchema = z.object({ userId: idParamSchema });
export const avatarImageQuerySchema = z.object({ v: z.string().optional().catch(undefined) });
