import { describe, expect, it } from 'vitest';
import type { ChannelCycle } from './channelData.js';
import { cycleUploads, uploadStreaks } from './channelDataRules.js';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.parse('2026-11-01T00:00:00.000Z') + days * DAY).toISOString();

describe("a cycle's outcome", () => {
  const uploads = [at(-1), at(2), at(0), at(3.5), at(7), at(9)];

  it('is the uploads after its start, up to and including its end: how many, and the first', () => {
    // The upload at its start ended the cycle before it (a cycle that restarts on each upload).
    expect(cycleUploads({ startTime: at(0), endedAt: at(7) }, uploads, new Date(at(20)))).toEqual({
      count: 3,
      firstAt: at(2),
    });
  });

  it('is "no upload" when none landed inside it', () => {
    expect(cycleUploads({ startTime: at(4), endedAt: at(6) }, uploads, new Date(at(20)))).toEqual({
      count: 0,
      firstAt: null,
    });
  });

  it('counts until now while the cycle runs', () => {
    expect(cycleUploads({ startTime: at(6.5), endedAt: null }, uploads, new Date(at(8)))).toEqual({
      count: 1,
      firstAt: at(7),
    });
  });
});

describe('streaks of cycles with an upload', () => {
  const cycle = (start: number, state: ChannelCycle['state'], count: number) => ({
    startTime: at(start),
    state,
    uploads: { count, firstAt: count ? at(start) : null },
  });

  it('count completed cycles in a row with an upload; one without ends the run', () => {
    const cycles = [
      cycle(0, 'completed', 1),
      cycle(7, 'completed', 2),
      cycle(14, 'completed', 1),
      cycle(21, 'completed', 0),
      cycle(28, 'completed', 1),
    ];
    // In any order: the rule orders them by start.
    expect(uploadStreaks(cycles.reverse())).toEqual({ current: 1, longest: 3 });
  });

  it('let the running cycle join the run once it has an upload, and end nothing before its end', () => {
    const done = [cycle(0, 'completed', 1), cycle(7, 'completed', 1)];
    expect(uploadStreaks([...done, cycle(14, 'running', 0)])).toEqual({ current: 2, longest: 2 });
    expect(uploadStreaks([...done, cycle(14, 'paused', 1)])).toEqual({ current: 3, longest: 3 });
  });

  it('leave out cycles the user deleted, and are zero without any upload', () => {
    expect(
      uploadStreaks([cycle(0, 'completed', 1), cycle(7, 'deleted', 0), cycle(8, 'completed', 1)]),
    ).toEqual({
      current: 2,
      longest: 2,
    });
    expect(uploadStreaks([cycle(0, 'completed', 0), cycle(7, 'running', 0)])).toEqual({
      current: 0,
      longest: 0,
    });
    expect(uploadStreaks([])).toEqual({ current: 0, longest: 0 });
  });
});
