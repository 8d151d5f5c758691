import { describe, expect, it } from 'vitest';
import type { ActiveTimer, Channel } from '@channel-countdown/contract';
import { buildAnalyticsExport } from './analyticsExport';
import { channelGrowthText, channelPerformance, overallCompletionRate } from './channelPerformance';

const now = new Date('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 1,
    channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa',
    channelName: 'Fake Creator',
    channelDescription: null,
    thumbnailUrl: null,
    subscriberCount: 1200,
    videoCount: 10,
    viewCount: null,
    countsApproximate: false,
    lastFetched: null,
    lastUpload: null,
    createdAt: daysAgo(28),
    timer: null,
    notes: [],
    cycles: { total: 4, completed: 3 },
    ...overrides,
  };
}

describe('buildAnalyticsExport', () => {
  const channels = [channel(), channel({ id: 2, channelName: 'Second' })];
  const activeTimers: ActiveTimer[] = [];
  const file = buildAnalyticsExport({
    channels,
    activeTimers,
    dashboardStats: { totalChannels: 2, activeTimers: 0, completedCycles: 6 },
    timeRange: '90d',
    now,
  });

  it('names the file analytics-{range}-{date}.json', () => {
    expect(file.fileName).toBe('analytics-90d-2026-11-22.json');
  });

  it('holds channels, activeTimers, dashboardStats, the ISO exportDate and the timeRange', () => {
    expect(file.data).toEqual({
      channels,
      activeTimers,
      dashboardStats: { totalChannels: 2, activeTimers: 0, completedCycles: 6 },
      exportDate: '2026-11-22T12:00:00.000Z',
      timeRange: '90d',
    });
    expect(Object.keys(file.data).sort()).toEqual(['activeTimers', 'channels', 'dashboardStats', 'exportDate', 'timeRange']);
  });

  it('uses the default range in the name when 30d is selected', () => {
    expect(buildAnalyticsExport({ channels: [], activeTimers: [], dashboardStats: null, timeRange: '30d', now }).fileName).toBe(
      'analytics-30d-2026-11-22.json',
    );
  });
});

describe('channelPerformance', () => {
  it('shows the name, else the YouTube channel id', () => {
    expect(channelPerformance(channel(), now).name).toBe('Fake Creator');
    expect(channelPerformance(channel({ channelName: '' }), now).name).toBe('UCaaaaaaaaaaaaaaaaaaaaaa');
  });

  it('dates the last update with lastUpload, else now', () => {
    expect(channelPerformance(channel({ lastUpload: daysAgo(3) }), now).lastUpdate.toISOString()).toBe(daysAgo(3));
    expect(channelPerformance(channel(), now).lastUpdate).toEqual(now);
  });

  it('is active when the channel has a timer', () => {
    const timer = { id: 9, channelId: 1, startTime: daysAgo(1), endTime: daysAgo(-6), isActive: true, isPaused: false };
    expect(channelPerformance(channel({ timer }), now).isActive).toBe(true);
    expect(channelPerformance(channel(), now).isActive).toBe(false);
  });

  it('takes the cycles from the channel and averages the days tracked over the cycles started', () => {
    expect(channelPerformance(channel({ createdAt: daysAgo(28), cycles: { total: 4, completed: 3 } }), now)).toMatchObject({
      completedCycles: 3,
      totalCycles: 4,
      averageDaysPerCycle: 7,
    });
    expect(channelPerformance(channel({ createdAt: daysAgo(10), cycles: { total: 3, completed: 1 } }), now).averageDaysPerCycle).toBe(3.3);
  });

  it('has no average when no cycle was started', () => {
    expect(channelPerformance(channel({ cycles: { total: 0, completed: 0 } }), now).averageDaysPerCycle).toBeNull();
  });
});

describe('overallCompletionRate', () => {
  it('is the share of completed cycles over all channels', () => {
    expect(overallCompletionRate([{ cycles: { total: 4, completed: 3 } }, { cycles: { total: 4, completed: 1 } }])).toBe(50);
    expect(overallCompletionRate([{ cycles: { total: 3, completed: 2 } }])).toBe(67);
  });

  it('is 0 without cycles', () => {
    expect(overallCompletionRate([])).toBe(0);
  });
});

describe('channelGrowthText', () => {
  it('gives the percent change in connected channels since 30 days ago', () => {
    const old = { createdAt: daysAgo(45) };
    expect(channelGrowthText([old, old, { createdAt: daysAgo(5) }], now)).toBe('+50% from last month');
    expect(channelGrowthText([old], now)).toBe('0% from last month');
  });

  it('counts a channel connected exactly 30 days ago as last month’s', () => {
    expect(channelGrowthText([{ createdAt: daysAgo(30) }, { createdAt: daysAgo(29) }], now)).toBe('+100% from last month');
  });

  it('counts new channels when there were none a month ago', () => {
    expect(channelGrowthText([{ createdAt: daysAgo(2) }, { createdAt: daysAgo(1) }], now)).toBe('+2 new from last month');
  });
});
