import { API_TOKEN_EXPIRY_CHOICES, type ApiToken, type TokenScope } from '@channel-countdown/contract';
import { formatDay } from '../../shared';

/** Each scope as the section names and explains it. */
export const SCOPE_TEXT: Record<TokenScope, { label: string; description: string }> = {
  read: { label: 'Read', description: 'See your channels, timers, notes, analytics and settings.' },
  write: { label: 'Write', description: 'Connect and remove channels, start cycles, add and change notes.' },
  admin: { label: 'Admin', description: "Use the administrator's calls: every account, channel and note." },
};

/** The expiry choices of the create dialog, keyed as the select keys them ('never' for none). */
export const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_CHOICES.map((days) => ({
  id: days === null ? 'never' : String(days),
  label: days === null ? 'Never' : days === 365 ? '1 year' : `${days} days`,
}));

/** The select's key as the request's `expiresInDays`. */
export const expiresInDaysOf = (key: string): number | null => (key === 'never' ? null : Number(key));

/** Whether the token has expired at `now`. */
export const isExpired = (token: Pick<ApiToken, 'expiresAt'>, now: Date): boolean =>
  token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime();

/** The token's dates in a line: 'Created Nov 1, 2026 · Last used Nov 3, 2026 · Expires Dec 1, 2026'. */
export function tokenDates(token: ApiToken, now: Date): string {
  const created = `Created ${formatDay(new Date(token.createdAt))}`;
  const used = token.lastUsedAt ? `Last used ${formatDay(new Date(token.lastUsedAt))}` : 'Never used';
  const expiry =
    token.expiresAt === null
      ? 'Never expires'
      : `${isExpired(token, now) ? 'Expired' : 'Expires'} ${formatDay(new Date(token.expiresAt))}`;
  return [created, used, expiry].join(' · ');
}
