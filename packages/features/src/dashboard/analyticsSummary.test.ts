import { describe, expect, it } from 'vitest';
import {
  FIXTURE_NOW,
  channelFixtures,
  days,
  hours,
  makeChannel,
  makeTimer,
  midnightSynthwave,
  oldMapsExplained,
} from '../mocks/fixtures/channels';
import { summarizeAnalytics } from './analyticsSummary';

const now = new Date(FIXTURE_NOW);

describe('summarizeAnalytics', () => {
  it('is null without channels or without any timer history', () => {
    expect(summarizeAnalytics([], now)).toBeNull();
    expect(
      summarizeAnalytics([makeChannel(1, { timer: null, cycles: { total: 0, completed: 0 } })], now),
    ).toBeNull();
  });

  it('summarises the fixture channels', () => {
    const summary = summarizeAnalytics(channelFixtures, now)!;
    // Pixel & Pine and Sourdough run; Midnight Synthwave has ended; Trail Running is paused; Old Maps has none.
    expect(summary.runningTimers).toBe(2);
    expect(summary.completedCycles).toBe(4 + 0 + 3 + 1 + 2);
    expect(summary.totalCycles).toBe(5 + 1 + 3 + 2 + 4);
    expect(summary.completionOfAllCycles).toBe(67);
    // Pixel & Pine ends first: 7d − (3d 19h 48m) = 3d 4h 12m.
    expect(summary.nextCompletion).toBe('3d 4h 12m');
    // Started within 7 days: Pixel & Pine (3d), Sourdough (30 min), Trail Running (2d); Midnight Synthwave 7d 2h ago.
    expect(summary.recentActivity).toBe(3);
    expect(summary.topChannels.map((entry) => [entry.channel.channelName, entry.rate, entry.band])).toEqual([
      ['Midnight Synthwave', 100, 'good'],
      ['Pixel & Pine Studio', 80, 'good'],
      ['Old Maps Explained', 50, 'medium'],
    ]);
  });

  it("shows '--' as the next completion when no timer runs", () => {
    const summary = summarizeAnalytics([midnightSynthwave, oldMapsExplained], now)!;
    expect(summary.runningTimers).toBe(0);
    expect(summary.nextCompletion).toBe('--');
  });

  it('counts a timer started exactly 7 days ago as recent, and one just before as not', () => {
    const edge = makeChannel(1, { timer: makeTimer(1, days(7)) });
    const older = makeChannel(2, { timer: makeTimer(2, days(7) + hours(1)) });
    expect(summarizeAnalytics([edge, older], now)!.recentActivity).toBe(1);
  });
});
