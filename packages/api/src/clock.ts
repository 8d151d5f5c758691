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
