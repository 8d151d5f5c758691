// The account's rules without zod, for screens that read them without checking a request (account.ts builds
// the schemas).

/** SPEC §5: account deletion needs exactly this word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
