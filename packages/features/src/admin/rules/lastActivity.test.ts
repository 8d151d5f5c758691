import { describe, expect, it } from 'vitest';
import { lastActivityText, shortDate } from './lastActivity';

const now = new Date('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const HOUR = 60;
const DAY = 24 * HOUR;

describe('lastActivityText (SPEC §4)', () => {
  it("reads 'Never' when missing or unreadable", () => {
    expect(lastActivityText(null, now)).toBe('Never');
    expect(lastActivityText(undefined, now)).toBe('Never');
    expect(lastActivityText('', now)).toBe('Never');
    expect(lastActivityText('not a date', now)).toBe('Never');
  });

  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [HOUR, '1 h ago'],
    [23 * HOUR + 59, '23 h ago'],
    [DAY, '1 d ago'],
    [7 * DAY - 1, '6 d ago'],
    [7 * DAY, '1 w ago'],
    [30 * DAY - 1, '4 w ago'],
  ])('%i minutes ago reads %s', (minutes, text) => {
    expect(lastActivityText(minutesAgo(minutes), now)).toBe(text);
  });

  it("shows 'MMM dd, yyyy' from 30 days on", () => {
    expect(lastActivityText(minutesAgo(30 * DAY), now)).toBe('Oct 23, 2026');
    expect(lastActivityText('2025-03-05T12:00:00Z', now)).toBe('Mar 05, 2025');
  });

  it("reads 'Just now' for a time slightly in the future (clock skew)", () => {
    expect(lastActivityText(new Date(now.getTime() + 5000).toISOString(), now)).toBe('Just now');
  });
});

describe('shortDate', () => {
  it('formats an ISO date and falls back for junk', () => {
    expect(shortDate('2026-01-09T12:00:00Z')).toBe('Jan 09, 2026');
    expect(shortDate(null)).toBe('—');
    expect(shortDate('nope')).toBe('—');
  });
});
