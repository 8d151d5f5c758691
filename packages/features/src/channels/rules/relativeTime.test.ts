import { describe, expect, it } from 'vitest';
import { timeAgo } from './relativeTime';

const now = new Date('2026-11-20T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('names the largest whole unit that has passed', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(MINUTE), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * MINUTE), now)).toBe('59 minutes ago');
    expect(timeAgo(before(5 * HOUR + 59 * MINUTE), now)).toBe('5 hours ago');
    expect(timeAgo(before(3 * DAY + HOUR), now)).toBe('3 days ago');
    expect(timeAgo(before(65 * DAY), now)).toBe('2 months ago');
    expect(timeAgo(before(800 * DAY), now)).toBe('2 years ago');
  });

  it('reads a date slightly in the future as now, and an unknown one as null', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe('just now');
    expect(timeAgo(null, now)).toBeNull();
    expect(timeAgo('not a date', now)).toBeNull();
  });
});
