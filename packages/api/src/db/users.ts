import type { Knex } from 'knex';
import { EMAIL_TAKEN, type Role } from '@channel-countdown/contract';
import type { Db } from './knex.js';
import { conflict, notFound } from '../errors.js';
import { EMAIL_KEY_INDEX, EMAIL_KEY_SQL } from './indexedExpressions.js';
import { isUniqueViolationOf, requiredDate, toColumns, toDate } from './rows.js';

/** A users row as the server works with it (ctx.state.user, the CLI, the presenters). */
export interface User {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  passwordHash: string | null;
  firebaseUid: string | null;
  role: Role;
  isActive: boolean;
  /** Moves on when all of the user's sessions are ended (http/session.ts destroyUserSessions). */
  sessionGeneration: number;
  createdAt: Date;
  lastActivityAt: Date | null;
  /** When the profile picture was last set (user_avatars), null without one. */
  avatarUpdatedAt: Date | null;
}

/** A users row as either database returns it (select *). */
export type UserRow = Record<string, unknown>;

export function userFromRow(row: UserRow): User {
  return {
    id: Number(row.id),
    username: String(row.username),
    email: (row.email as string | null) ?? null,
    firstName: (row.first_name as string | null) ?? null,
    lastName: (row.last_name as string | null) ?? null,
    passwordHash: (row.password_hash as string | null) ?? null,
    firebaseUid: (row.firebase_uid as string | null) ?? null,
    role: row.role === 'admin' ? 'admin' : 'user',
    isActive: Boolean(row.is_active),
    sessionGeneration: Number(row.session_generation ?? 0),
    createdAt: requiredDate(row.created_at),
    lastActivityAt: toDate(row.last_activity_at),
    avatarUpdatedAt: toDate(row.avatar_updated_at),
  };
}

/** The first user the query finds (`where` narrows `users`), or undefined. */
export async function findUser(
  db: Db,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<User | undefined> {
  const row = (await where(db('users')).first()) as UserRow | undefined;
  return row ? userFromRow(row) : undefined;
}

export const findUserById = (db: Db, id: number) => findUser(db, (query) => query.where('id', id));

/** Narrows `users` to the user named `username` in any case (usernames are unique regardless of case). */
export const namedUser = (query: Knex.QueryBuilder, username: string) =>
  query.whereRaw('lower(username) = ?', [username.toLowerCase()]);

export const findUserByName = (db: Db, username: string) =>
  findUser(db, (query) => namedUser(query, username));

/**
 * Narrows `users` to the account holding `email` in any case: an address belongs to one account at most
 * (the unique index users_email_key is the last guard; every path asks this first to answer in words).
 */
export const withEmail = (query: Knex.QueryBuilder, email: string) =>
  query.whereRaw(`${EMAIL_KEY_SQL} = lower(?)`, [email]);

/** Whether an account other than `exceptUserId` holds `email` (in any case). */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const holder = (await withEmail(db('users'), email)
    .modify((query) => (exceptUserId === undefined ? query : query.whereNot('id', exceptUserId)))
    .first('id')) as { id: number } | undefined;
  return holder !== undefined;
}

/**
 * A write the email index refused (a race between the check and the write) says so in words, as the check
 * would have: the same 409 whichever came first.
 */
function refusedEmail(error: unknown): unknown {
  return isUniqueViolationOf(error, EMAIL_KEY_INDEX) ? conflict(EMAIL_TAKEN) : error;
}

/** The user's row as it is now; 404 when it is gone (deleted meanwhile). */
export async function currentRowOf(db: Db, id: number): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  return user;
}

/** How many users the query finds (`where` narrows `users`). */
export async function countUsers(
  db: Db,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<number> {
  const row = (await where(db('users')).count({ n: '*' }).first()) as { n: unknown } | undefined;
  return Number(row?.n ?? 0);
}

export type NewUser = Omit<User, 'id' | 'sessionGeneration' | 'avatarUpdatedAt'>;

const USER_CREATION_LOCK = 0x63637573; // 'ccus'

/**
 * Serializes account creation inside a transaction, so two sign-ups at once cannot both take a username
 * (the unique index is case-sensitive, the rule is not) or an email (its unique index is the last guard) or both become
 * the first, admin, account.
 * PostgreSQL takes a transaction-scoped advisory lock. SQLite runs one writer at a time, but a transaction that
 * reads first and writes after is refused at once (SQLITE_BUSY, without waiting) when another process (a worker)
 * wrote in between: a write that changes nothing makes the transaction the writer before its reads, waiting for
 * the lock as any write does.
 */
export async function lockUserCreation(trx: Knex.Transaction): Promise<void> {
  if (trx.client.config.client === 'pg')
    await trx.raw('select pg_advisory_xact_lock(?)', [USER_CREATION_LOCK]);
  else await trx.raw('UPDATE users SET id = id WHERE 0');
}

/**
 * Creates an account, by password registration or by a first Google sign-in: in one transaction under the
 * account-creation lock, `build` checks what it must (a free username) and gives the account, and the first
 * account on an empty database is the administrator — the one home of that rule, atomic on both databases.
 */
export function createAccount(
  db: Db,
  build: (trx: Knex.Transaction) => Promise<Omit<NewUser, 'role'>>,
): Promise<User> {
  return db.transaction(async (trx) => {
    await lockUserCreation(trx);
    const account = await build(trx);
    const anyUser = await trx('users').first('id');
    return insertUser(trx, { ...account, role: anyUser ? 'user' : 'admin' });
  });
}

/** Inserts the account; an email another account holds is a 409 (EMAIL_TAKEN). */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  try {
    const [row] = (await db('users')
      .insert(toColumns({ ...user }))
      .returning('*')) as UserRow[];
    return userFromRow(row!);
  } catch (error) {
    throw refusedEmail(error);
  }
}

/**
 * Writes `changes` to the user's row; the number of rows changed (0: no such user). An email another account
 * holds is a 409 (EMAIL_TAKEN).
 */
export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<User, 'id' | 'sessionGeneration'>>,
): Promise<number> {
  try {
    return await db('users').where('id', id).update(toColumns(changes));
  } catch (error) {
    throw refusedEmail(error);
  }
}
