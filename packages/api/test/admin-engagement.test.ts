import { describe, expect, it } from 'vitest';
import { engagementScore, recencyPoints } from '../src/services/engagement.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);

describe('engagement score', () => {
  it('is 0 for a user who never did anything', () => {
    expect(engagementScore({ channels: 0, activeTimers: 0, notes: 0, lastActivityAt: null }, now)).toBe(0);
  });

  it('reaches 100 for a fully engaged user and never more', () => {
    expect(engagementScore({ channels: 5, activeTimers: 5, notes: 10, lastActivityAt: ago(1) }, now)).toBe(
      100,
    );
    expect(engagementScore({ channels: 500, activeTimers: 500, notes: 9999, lastActivityAt: now }, now)).toBe(
      100,
    );
  });

  it('adds the documented points per part', () => {
    expect(engagementScore({ channels: 1, activeTimers: 0, notes: 0, lastActivityAt: null }, now)).toBe(6);
    expect(engagementScore({ channels: 0, activeTimers: 2, notes: 0, lastActivityAt: null }, now)).toBe(12);
    expect(engagementScore({ channels: 0, activeTimers: 0, notes: 3, lastActivityAt: null }, now)).toBe(6);
    expect(engagementScore({ channels: 2, activeTimers: 1, notes: 4, lastActivityAt: ago(48) }, now)).toBe(
      12 + 6 + 8 + 12,
    );
  });

  it('gives recency points by age of the last activity', () => {
    expect(recencyPoints(ago(0), now)).toBe(20);
    expect(recencyPoints(ago(24), now)).toBe(20);
    expect(recencyPoints(ago(25), now)).toBe(12);
    expect(recencyPoints(ago(7 * 24), now)).toBe(12);
    expect(recencyPoints(ago(8 * 24), now)).toBe(5);
    expect(recencyPoints(ago(30 * 24), now)).toBe(5);
    expect(recencyPoints(ago(31 * 24), now)).toBe(0);
    expect(recencyPoints(new Date('invalid'), now)).toBe(0);
  });

  it('stays within 0–100 whatever the counts', () => {
    for (const channels of [0, 1, 3, 7, 100]) {
      for (const notes of [0, 5, 50]) {
        const score = engagementScore(
          { channels, activeTimers: channels, notes, lastActivityAt: ago(notes) },
          now,
        );
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(score)).toBe(true);
      }
    }
  });
});
