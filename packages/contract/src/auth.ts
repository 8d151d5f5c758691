import { z } from 'zod';
import { textSchema } from './common.js';
import { deliveryConfigSchema } from './notifications.js';

/** SPEC §5 register and login rules, shared by the /auth forms and the server's validation. */
export const usernameSchema = textSchema()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be less than 50 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const newPasswordSchema = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
    'Password must contain at least one lowercase letter, one uppercase letter, and one number',
  );

/** An address a mailbox can have: RFC 5321 allows 254 characters at most. */
export const EMAIL_MAX_LENGTH = 254;
export const emailSchema = textSchema()
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'));

/**
 * One mailbox address and nothing else, or null: no list (`a@x.example, b@y.example`), no display name
 * (`Ada <ada@x.example>`), no spaces or line breaks (`\r\nBcc:`), at most 254 characters. For an address
 * from outside (a Google token) before it is stored, and for every address before mail is sent to it.
 */
export function singleEmailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parsed = emailSchema.safeParse(value);
  return parsed.success && parsed.data === value ? value : null;
}

export const loginRequestSchema = z.object({
  username: textSchema().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: textSchema().max(100).optional(),
  lastName: textSchema().max(100).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The sign-up form adds a confirmation that never leaves the browser (SPEC §3). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  /** The profile picture (paths.userAvatarImage), or null without one. */
  avatarUrl: z.string().nullable().optional(),
  /** False for an account that only signs in with Google (it changes no password, deletes with a recent sign-in). */
  hasPassword: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const firebaseAuthRequestSchema = z.object({
  idToken: z.string().min(1, 'idToken is required').max(8192, 'idToken is too long'),
});
export type FirebaseAuthRequest = z.infer<typeof firebaseAuthRequestSchema>;

/** GET /api/config: the browser's Firebase web config, or null when Google sign-in is not configured. */
export const publicConfigSchema = z.object({
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** Set when the server runs against the Firebase Auth emulator (e.g. "http://127.0.0.1:9099"). */
      emulatorUrl: z.string().nullable(),
    })
    .nullable(),
  /** Push and email reminders (issue 20). */
  delivery: deliveryConfigSchema.optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
