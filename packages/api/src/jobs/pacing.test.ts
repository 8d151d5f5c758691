import { describe, expect, it } from 'vitest';
import { parseDuration } from '../duration.js';
import { batchSize, scheduledKeepBack } from './pacing.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('batchSize', () => {
  it('takes twice the even share of each tick, so a backlog clears within half an interval', () => {
    // 36,000 channels every 6h with a tick a minute: 100 per tick spreads them evenly; 200 catches up.
    expect(batchSize(36_000, MINUTE, 6 * HOUR)).toBe(200);
  });
  it('takes whole Data API requests (50 ids each): no tick pays a unit for a few ids', () => {
    // 100,000 channels: 556 is the share, 600 the twelve requests it needs.
    expect(batchSize(100_000, MINUTE, 6 * HOUR)).toBe(600);
    expect(batchSize(10_000, MINUTE, 6 * HOUR)).toBe(100);
  });
  it('takes at least a full Data API request (50 ids) and at most 1000', () => {
    expect(batchSize(3, MINUTE, 6 * HOUR)).toBe(50);
    expect(batchSize(0, MINUTE, 30 * MINUTE)).toBe(50);
    expect(batchSize(10_000_000, MINUTE, 30 * MINUTE)).toBe(1000);
  });
});

describe('scheduledKeepBack', () => {
  it('leaves a fifth of the daily quota for users, rounded up', () => {
    expect(scheduledKeepBack(10_000)).toBe(2000);
    expect(scheduledKeepBack(11)).toBe(3);
    expect(scheduledKeepBack(0)).toBe(0);
  });
});

describe('parseDuration', () => {
  it.each([
    ['30m', 30 * MINUTE],
    ['6h', 6 * HOUR],
    ['1d', 24 * HOUR],
    ['90s', 90_000],
    [' 2H ', 2 * HOUR],
    ['1.5h', 90 * MINUTE],
    ['6 hours', 6 * HOUR],
    ['1w', 7 * 24 * HOUR],
  ])('reads %s', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });
  it.each(['6', '-1h', '0m', '', 'h', '6 fortnights', '1e3'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
