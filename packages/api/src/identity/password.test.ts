import type * as Crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Counts the scrypt calls running at once, around node:crypto's own.
const running = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof Crypto>();
  return {
    ...crypto,
    scrypt: (...args: unknown[]) => {
      const callback = args.pop() as (error: Error | null, key: Buffer) => void;
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      (crypto.scrypt as (...all: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        running.now -= 1;
        callback(error, key);
      });
    },
  };
});

const { MAX_CONCURRENT_HASHES, hashPassword, verifyPassword } = await import('./password.js');

describe('password hashing', () => {
  afterEach(() => {
    running.most = 0;
  });

  it('runs at most MAX_CONCURRENT_HASHES hashes at once, and every caller gets its own answer', async () => {
    const passwords = Array.from({ length: 6 }, (_, i) => `correct horse ${i}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    expect(running.most).toBe(MAX_CONCURRENT_HASHES);
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [verifyPassword(passwords[i]!, hash), verifyPassword('wrong', hash)]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
    expect(running.most).toBe(MAX_CONCURRENT_HASHES);
    expect(running.now).toBe(0);
  });

  it('goes on after a hash fails', async () => {
    // A cost scrypt refuses (N not a power of two) fails that verification alone.
    await expect(verifyPassword('x', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).rejects.toThrow();
    const hash = await hashPassword('still works');
    expect(await verifyPassword('still works', hash)).toBe(true);
  });
});
