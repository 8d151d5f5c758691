import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Passwords are stored as a self-describing string, `scrypt$N$r$p$salt$hash` (salt and hash base64url),
 * so the cost can be raised later without breaking existing hashes. Each password has its own salt.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** Runs tasks with at most `max` of them at once; the others wait their turn, in the order they came. */
export function concurrencyLimit(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, if any, else it is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Hashes running at once, at most: one per core beside the one the server's own thread needs, and no more than
 * half of libuv's 4 threads, which SQLite's queries, file reads and DNS lookups share. Each holds 128·N·r bytes
 * (16 MiB at the parameters above) while it runs, so a burst of sign-ins takes neither every thread nor their
 * memory at once: on 2 cores one hash at a time, 16 MiB.
 */
export const MAX_CONCURRENT_HASHES = Math.min(2, Math.max(1, availableParallelism() - 1));
const oneOfFewHashes = concurrencyLimit(MAX_CONCURRENT_HASHES);

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return oneOfFewHashes(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(
          password.normalize('NFKC'),
          salt,
          keylen,
          { ...options, maxmem: 64 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the username is unknown, so a miss costs the same time as a hit. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoyHash;
}
