/**
 * Usernames for accounts created by Google sign-in. They follow the SPEC §5 register rules (3–50 letters,
 * digits and underscores) so such a user looks like any other, and they come from the email's local part
 * ("ada.lovelace+yt@gmail.com" → "ada_lovelace_yt"), made unique with a numeric suffix ("ada_lovelace_yt2").
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
const FALLBACK = 'user';

function localPart(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(0, at) : email;
}

/** A valid username base from an email (or, lacking one, a display name), before uniqueness. */
export function usernameBase(email: string | null, displayName: string | null = null): string {
  const source = email ? localPart(email) : (displayName ?? '');
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "José" → "Jose"
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX);
  if (cleaned.length === 0) return FALLBACK;
  return cleaned.length < USERNAME_MIN ? `${cleaned}${'_'.repeat(USERNAME_MIN - cleaned.length)}` : cleaned;
}

/**
 * The base itself when free, else base + the smallest number ≥ 2 that is free, the base shortened so the
 * whole stays within 50 characters. `taken` holds lower-cased names, compared case-insensitively so "Ada" and
 * "ada" never both exist.
 */
export function uniqueUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
