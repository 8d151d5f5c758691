import { describe, expect, it } from 'vitest';
import { throttledErrorLog, type Logger } from './logger.js';

describe('throttledErrorLog', () => {
  it('logs the first error at once, then one line per interval saying how many it left out', () => {
    const lines: unknown[][] = [];
    const logger = { warn: (...args: unknown[]) => lines.push(args) } as unknown as Logger;
    let now = 0;
    const log = throttledErrorLog(logger, 'redis unavailable', { intervalMs: 10_000, now: () => now });
    const refused = new Error('connect ECONNREFUSED');
    // Ten reconnect attempts a second for 25 seconds.
    for (; now < 25_000; now += 100) log(refused);
    expect(lines).toEqual([
      [{ err: refused }, 'redis unavailable'],
      [{ err: refused, leftOut: 99 }, 'redis unavailable'],
      [{ err: refused, leftOut: 99 }, 'redis unavailable'],
    ]);
  });
});
