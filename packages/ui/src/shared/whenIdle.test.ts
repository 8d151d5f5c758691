import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_MAX_DEFER_MS, deferIdleWorkUntil, whenIdle } from './whenIdle';

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets pending promise callbacks and the idle callback (a timer in jsdom) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('whenIdle', () => {
  afterEach(() => deferIdleWorkUntil(Promise.resolve()));

  it('runs the task once the browser is idle', async () => {
    const task = vi.fn();
    whenIdle(task);
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the first screen, then runs', async () => {
    const screen = gate();
    deferIdleWorkUntil(screen.promise);
    const task = vi.fn();
    whenIdle(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    screen.open();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after a first screen that failed to load as well', async () => {
    const screen = gate();
    deferIdleWorkUntil(screen.promise);
    const task = vi.fn();
    whenIdle(task);
    screen.fail(new Error('chunk failed'));
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a first screen that never loads', async () => {
    vi.useFakeTimers();
    try {
      deferIdleWorkUntil(new Promise(() => undefined));
      const task = vi.fn();
      whenIdle(task);
      await vi.advanceTimersByTimeAsync(IDLE_WORK_MAX_DEFER_MS - 100);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_100);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never runs a task cancelled while it waited', async () => {
    const screen = gate();
    deferIdleWorkUntil(screen.promise);
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    screen.open();
    await settle();
    expect(task).not.toHaveBeenCalled();
  });
});
