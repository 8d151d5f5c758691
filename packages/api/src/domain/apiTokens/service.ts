import {
  ADMIN_SCOPE_FOR_ADMINS,
  API_TOKEN_NOT_FOUND,
  API_TOKENS_MAX,
  isAdmin,
  TOO_MANY_API_TOKENS,
  type ApiToken,
  type CreatedApiToken,
  type TokenScope,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { findUserById, type User } from '../../db/users.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { apiTokenDto, scopesColumn, scopesOf } from './presenter.js';
import { digestMatches, looksLikeToken, newToken, tokenDigest, tokenHint } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's use is written down at most this often (its last-used time is this precise). */
export const LAST_USED_PRECISION_MS = 60 * 1000;

/** The user's tokens, newest first. */
export async function listApiTokens(db: Db, userId: number): Promise<ApiToken[]> {
  const rows = (await db('api_tokens')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as Record<string, unknown>[];
  return rows.map(apiTokenDto);
}

export interface NewApiToken {
  name: string;
  scopes: TokenScope[];
  expiresInDays: number | null;
}

/**
 * Makes a token for the user and gives it back this once; only its digest is kept. The admin scope is for
 * administrators only. The token belongs to the user's current session generation: ending all of the
 * user's sessions ends it too.
 */
export async function createApiToken(
  db: Db,
  user: User,
  input: NewApiToken,
  now: Date,
): Promise<CreatedApiToken> {
  if (input.scopes.includes('admin') && !isAdmin(user)) throw forbidden(ADMIN_SCOPE_FOR_ADMINS);
  const token = newToken();
  const row = await db.transaction(async (trx) => {
    const held = await trx('api_tokens').where({ user_id: user.id }).count({ n: '*' }).first();
    if (Number(held?.n ?? 0) >= API_TOKENS_MAX) throw conflict(TOO_MANY_API_TOKENS);
    const [inserted] = (await trx('api_tokens')
      .insert({
        user_id: user.id,
        name: input.name,
        token_hash: tokenDigest(token),
        hint: tokenHint(token),
        scopes: scopesColumn(input.scopes),
        generation: user.sessionGeneration,
        created_at: now,
        last_used_at: null,
        expires_at:
          input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning('*')) as Record<string, unknown>[];
    return inserted!;
  });
  return { ...apiTokenDto(row), token };
}

/** Revokes one of the user's tokens (its row goes): it is refused from the next request on, on every instance. */
export async function revokeApiToken(db: Db, userId: number, tokenId: number): Promise<void> {
  const deleted = await db('api_tokens').where({ id: tokenId, user_id: userId }).delete();
  if (deleted === 0) throw notFound(API_TOKEN_NOT_FOUND);
}

export interface TokenHolder {
  user: User;
  tokenId: number;
  scopes: TokenScope[];
}

/**
 * The user a token acts for, or null when it does not work: not a token's shape, no token has its digest
 * (never made, or revoked), expired, its user deleted or deactivated, or the user's sessions ended since it
 * was made (a password change or reset). Read from the database on every request, so a change answers at
 * once on every instance. A use is written down at most once a minute.
 */
export async function tokenHolder(db: Db, token: string, now: Date): Promise<TokenHolder | null> {
  if (!looksLikeToken(token)) return null;
  const row = (await db('api_tokens')
    .where({ token_hash: tokenDigest(token) })
    .first()) as Record<string, unknown> | undefined;
  if (!row || !digestMatches(String(row.token_hash), token)) return null;
  const expiresAt = toDate(row.expires_at);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return null;
  const user = await findUserById(db, Number(row.user_id));
  if (!user || !user.isActive || user.sessionGeneration !== Number(row.generation)) return null;
  const lastUsedAt = toDate(row.last_used_at);
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db('api_tokens').where({ id: row.id }).update({ last_used_at: now });
  }
  return { user, tokenId: Number(row.id), scopes: scopesOf(row.scopes) };
}
