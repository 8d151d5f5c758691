import { TOKEN_SCOPES, type ApiToken, type TokenScope } from '@channel-countdown/contract';
import { iso, isoOrNull } from '../presenterValues.js';

/** The scopes column (comma-separated) as a list, in the order of TOKEN_SCOPES; an unknown word is dropped. */
export function scopesOf(column: unknown): TokenScope[] {
  const words = new Set(String(column ?? '').split(','));
  return TOKEN_SCOPES.filter((scope) => words.has(scope));
}

/** The scopes as the column keeps them. */
export const scopesColumn = (scopes: readonly TokenScope[]): string =>
  TOKEN_SCOPES.filter((scope) => scopes.includes(scope)).join(',');

/** An api_tokens row as the list shows it: never the token nor its digest. */
export function apiTokenDto(row: Record<string, unknown>): ApiToken {
  return {
    id: Number(row.id),
    name: String(row.name),
    hint: String(row.hint),
    scopes: scopesOf(row.scopes),
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    expiresAt: isoOrNull(row.expires_at),
  };
}
