import { describe, expect, it } from 'vitest';
import { quotaDay } from './quota.js';

// Pacific Time in 2026: PST (UTC−8) until 2026-03-08 02:00, PDT (UTC−7) until 2026-11-01 02:00, then PST again.
describe('the quota day (Pacific Time)', () => {
  it('counts an ordinary day to its local midnight', () => {
    expect(quotaDay(new Date('2026-06-10T07:00:00Z'))).toEqual({ day: '2026-06-10', secondsLeft: 86_400 });
    expect(quotaDay(new Date('2026-06-10T19:30:00Z'))).toEqual({ day: '2026-06-10', secondsLeft: 41_400 });
  });

  it('counts the 23-hour day the clocks go forward to its local midnight', () => {
    // 00:30 PST on 2026-03-08; the next midnight is 2026-03-09 00:00 PDT = 07:00Z: 22.5 hours later, where the
    // wall clock reads 23.5 (the old count said 23.5 hours).
    expect(quotaDay(new Date('2026-03-08T08:30:00Z'))).toEqual({ day: '2026-03-08', secondsLeft: 81_000 });
    // 01:59:59 PST, one second before the clocks jump to 03:00 PDT.
    expect(quotaDay(new Date('2026-03-08T09:59:59Z'))).toEqual({ day: '2026-03-08', secondsLeft: 75_601 });
    expect(quotaDay(new Date('2026-03-09T06:59:59Z'))).toEqual({ day: '2026-03-08', secondsLeft: 1 });
    expect(quotaDay(new Date('2026-03-09T07:00:00Z'))).toEqual({ day: '2026-03-09', secondsLeft: 86_400 });
  });

  it('counts the 25-hour day the clocks go back to its local midnight', () => {
    // 00:30 PDT on 2026-11-01; the next midnight is 2026-11-02 00:00 PST = 08:00Z: 24.5 hours later, where the
    // wall clock reads 23.5 (the old count, 86,400 − elapsed, said 23.5 hours).
    expect(quotaDay(new Date('2026-11-01T07:30:00Z'))).toEqual({ day: '2026-11-01', secondsLeft: 88_200 });
    // 01:30 PST, the second time the clocks read 01:30 that day.
    expect(quotaDay(new Date('2026-11-01T09:30:00Z'))).toEqual({ day: '2026-11-01', secondsLeft: 81_000 });
    expect(quotaDay(new Date('2026-11-02T07:59:59Z'))).toEqual({ day: '2026-11-01', secondsLeft: 1 });
    expect(quotaDay(new Date('2026-11-02T08:00:00Z'))).toEqual({ day: '2026-11-02', secondsLeft: 86_400 });
  });

  it('never answers zero seconds, even a moment before midnight', () => {
    expect(quotaDay(new Date('2026-06-11T06:59:59.900Z'))).toEqual({ day: '2026-06-10', secondsLeft: 1 });
  });
});
