import { readFileSync } from 'node:fs';

/** Where the server gets the time, injected so tests move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  #time: number;
  constructor(start: Date | number = Date.UTC(2026, 0, 1, 12)) {
    this.#time = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.#time);
  }
  advance(ms: number): void {
    this.#time += ms;
  }
  set(time: Date | number): void {
    this.#time = typeof time === 'number' ? time : time.getTime();
  }
}

/**
 * The system clock moved on by the milliseconds written in `file` (TEST_CLOCK_FILE; missing or unreadable
 * = 0), read at every call. Only the Playwright journeys set it, to move the server's time (and the fake
 * YouTube's, which reads the same file) forward without waiting: the config refuses it in production.
 */
export function fileOffsetClock(file: string): Clock {
  const offset = () => {
    try {
      const value = Number(readFileSync(file, 'utf8').trim());
      return Number.isFinite(value) ? value : 0;
    } catch {
      return 0;
    }
  };
  return { now: () => new Date(Date.now() + offset()) };
}
