import { describe, expect, it } from 'vitest';
import { concurrencyLimit, hashPassword, verifyPassword } from './password.js';

/** A task that runs until `finish` is called, counting how many run at once. */
function gatedTasks(count: number) {
  const seen = { running: 0, most: 0, started: [] as number[] };
  const finishers: (() => void)[] = [];
  const tasks = Array.from({ length: count }, (_, i) => async () => {
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    seen.started.push(i);
    await new Promise<void>((resolve) => (finishers[i] = resolve));
    seen.running -= 1;
    return i;
  });
  return { seen, tasks, finish: (i: number) => finishers[i]!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('password hashing', () => {
  it('runs at most the limit of tasks at once, the others in the order they came', async () => {
    const limit = concurrencyLimit(2);
    const { seen, tasks, finish } = gatedTasks(5);
    const results = Promise.all(tasks.map((task) => limit(task)));
    await settle();
    expect(seen.started).toEqual([0, 1]);
    finish(1);
    await settle();
    expect(seen.started).toEqual([0, 1, 2]);
    finish(0);
    finish(2);
    await settle();
    expect(seen.started).toEqual([0, 1, 2, 3, 4]);
    finish(3);
    finish(4);
    expect(await results).toEqual([0, 1, 2, 3, 4]);
    expect(seen.most).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await limit(async () => 'next')).toBe('next');
  });

  it('hashes and verifies many passwords at once, each against its own hash', async () => {
    const passwords = Array.from({ length: 5 }, (_, i) => `correct horse ${i}`);
    const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
    const checks = await Promise.all(
      hashes.flatMap((hash, i) => [verifyPassword(passwords[i]!, hash), verifyPassword('wrong', hash)]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });
});
