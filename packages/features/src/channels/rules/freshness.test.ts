import { describe, expect, it } from 'vitest';
import { isStale, sinceText } from './freshness';

const now = new Date('2026-11-20T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

describe('isStale', () => {
  it('is true when the channel was never fetched', () => {
    expect(isStale(null, now)).toBe(true);
    expect(isStale(undefined, now)).toBe(true);
    expect(isStale('not a date', now)).toBe(true);
  });
  it('is false up to exactly 24 hours', () => {
    expect(isStale(hoursAgo(1), now)).toBe(false);
    expect(isStale(hoursAgo(24), now)).toBe(false);
  });
  it('is true over 24 hours', () => {
    expect(isStale(new Date(now.getTime() - 24 * 3600_000 - 1).toISOString(), now)).toBe(true);
    expect(isStale(hoursAgo(72), now)).toBe(true);
  });
});

describe('sinceText', () => {
  it("reads 'Since {date}' with a fixed pattern", () => {
    expect(sinceText('2026-03-05T10:00:00.000Z')).toBe('Since Mar 5, 2026');
  });
  it("reads 'Recently' without a usable date", () => {
    expect(sinceText(null)).toBe('Recently');
    expect(sinceText('')).toBe('Recently');
    expect(sinceText('garbage')).toBe('Recently');
  });
});
