import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import type { ChannelJobs } from './channelJobs.js';
import { startInProcessScheduler } from './inProcess.js';

afterEach(() => {
  vi.useRealTimers();
});

/** Jobs whose runs finish only when the test says so. */
function slowJobs() {
  const finishers: Array<() => void> = [];
  const jobs = {
    runOnce: () => new Promise((resolve) => finishers.push(() => resolve({ refresh: null, feeds: null }))),
  } as unknown as ChannelJobs;
  return { jobs, finishers };
}

describe('startInProcessScheduler', () => {
  it('runs at start and every tick, never two runs at once, and stop waits for the running one', async () => {
    vi.useFakeTimers();
    const { jobs, finishers } = slowJobs();
    const scheduler = startInProcessScheduler(jobs, createLogger('silent'), 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(finishers).toHaveLength(1);
    // Still running after three ticks: no second run.
    await vi.advanceTimersByTimeAsync(3000);
    expect(finishers).toHaveLength(1);
    finishers[0]?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(finishers).toHaveLength(2);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    finishers[1]?.();
    await stopping;
    expect(finishers).toHaveLength(2);
  });
});
