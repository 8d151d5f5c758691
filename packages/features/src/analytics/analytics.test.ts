import { describe, expect, it } from 'vitest';
import type { ActiveTimer, Analytics, Channel, ChannelAnalytics } from '@channel-countdown/contract';
import { buildAnalyticsExport } from './analyticsExport';
import { channelPerformance, signed } from './channelPerformance';
import {
  channelGrowthText,
  comparedText,
  completionText,
  formatDays,
  withUploadShareText,
} from './periodTexts';
import { inPrevious, inTheLast, vsAgo, vsPrevious } from './timeRange';

const now = new Date('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

function channelAnalytics(overrides: Partial<ChannelAnalytics> = {}): ChannelAnalytics {
  return {
    id: 1,
    channelId: 'UCaaaaaaaaaaaaaaaaaaaaaa',
    channelName: 'Fake Creator',
    lastUpload: null,
    hasTimer: true,
    cycles: { started: 3, completed: 2, deleted: 1 },
    completionRate: 67,
    completedWithUpload: 1,
    averageCycleDays: 5.3,
    subscriberGrowth: 1250,
    ...overrides,
  };
}

describe('buildAnalyticsExport', () => {
  const channels = [{ id: 1 }, { id: 2 }] as Channel[];
  const activeTimers: ActiveTimer[] = [];
  const analytics = { range: '90d' } as Analytics;
  const file = buildAnalyticsExport({
    channels,
    activeTimers,
    dashboardStats: { totalChannels: 2, activeTimers: 0, completedCycles: 6 },
    analytics,
    timeRange: '90d',
    now,
  });

  it('names the file analytics-{range}-{date}.json', () => {
    expect(file.fileName).toBe('analytics-90d-2026-11-22.json');
  });

  it("holds the SPEC's channels, activeTimers, dashboardStats, exportDate and timeRange, and the range's figures", () => {
    expect(file.data).toEqual({
      channels,
      activeTimers,
      dashboardStats: { totalChannels: 2, activeTimers: 0, completedCycles: 6 },
      analytics,
      exportDate: '2026-11-22T12:00:00.000Z',
      timeRange: '90d',
    });
  });
});

describe('channelPerformance', () => {
  it('shows the name, else the YouTube channel id', () => {
    expect(channelPerformance(channelAnalytics(), now).name).toBe('Fake Creator');
    expect(channelPerformance(channelAnalytics({ channelName: '' }), now).name).toBe(
      'UCaaaaaaaaaaaaaaaaaaaaaa',
    );
  });

  it('dates the last update with lastUpload, else now', () => {
    expect(
      channelPerformance(channelAnalytics({ lastUpload: daysAgo(3) }), now).lastUpdate.toISOString(),
    ).toBe(daysAgo(3));
    expect(channelPerformance(channelAnalytics(), now).lastUpdate).toEqual(now);
  });

  it('is active when the channel has a timer', () => {
    expect(channelPerformance(channelAnalytics(), now).isActive).toBe(true);
    expect(channelPerformance(channelAnalytics({ hasTimer: false }), now).isActive).toBe(false);
  });

  it('counts completed of the ended cycles, the deleted ones apart, with the average and the growth', () => {
    expect(channelPerformance(channelAnalytics(), now)).toMatchObject({
      completedCycles: 2,
      endedCycles: 3,
      deletedCycles: 1,
      averageDaysPerCycle: 5.3,
      subscriberGrowth: '+1.2K',
    });
    expect(
      channelPerformance(channelAnalytics({ subscriberGrowth: null, averageCycleDays: null }), now),
    ).toMatchObject({
      averageDaysPerCycle: null,
      subscriberGrowth: '—',
    });
  });
});

describe('signed', () => {
  it('puts the sign before the size, and a dash for an unknown change', () => {
    expect(signed(4)).toBe('+4');
    expect(signed(-300)).toBe('−300');
    expect(signed(0)).toBe('0');
    expect(signed(null)).toBe('—');
  });
});

describe('range texts', () => {
  it('name the range', () => {
    expect(inTheLast('7d')).toBe('in the last 7 days');
    expect(inTheLast('1y')).toBe('in the last year');
    expect(vsPrevious('30d')).toBe('vs previous 30 days');
    expect(vsPrevious('1y')).toBe('vs previous year');
    expect(inPrevious('90d')).toBe('in previous 90 days');
    expect(vsAgo('7d')).toBe('vs 7 days ago');
    expect(vsAgo('1y')).toBe('vs a year ago');
  });
});

describe('channelGrowthText', () => {
  it('gives the percent change in connected channels since the range began', () => {
    expect(channelGrowthText(3, 1, '30d')).toBe('+50% vs 30 days ago');
    expect(channelGrowthText(5, 0, '7d')).toBe('0% vs 7 days ago');
  });

  it('counts new channels when there were none when the range began', () => {
    expect(channelGrowthText(2, 2, '7d')).toBe('+2 new in the last 7 days');
    expect(channelGrowthText(4, 4, '1y')).toBe('+4 new in the last year');
  });
});

describe('completion and comparison texts', () => {
  it('name the completion rate the server gives (of ended cycles), or say that no cycle ended in the range', () => {
    expect(completionText({ completionRate: 67 }, '30d')).toBe(
      '67% of ended cycles completed (upload or not)',
    );
    expect(completionText({ completionRate: null }, '7d')).toBe('No cycle ended in the last 7 days');
    // Which outcome the upload figure counts: of the completed cycles, those with an upload inside.
    expect(
      withUploadShareText(
        { cycles: { started: 4, completed: 4, deleted: 1 }, completedWithUpload: 3 },
        '30d',
      ),
    ).toBe('75% of completed cycles had an upload');
    expect(
      withUploadShareText({ cycles: { started: 1, completed: 0, deleted: 1 }, completedWithUpload: 0 }, '7d'),
    ).toBe('No cycle completed in the last 7 days');
    expect(channelPerformance(channelAnalytics(), now)).toMatchObject({
      completedCycles: 2,
      completedWithUpload: 1,
    });
  });

  it('compare the range with the one before it', () => {
    expect(comparedText(formatDays(4.5), formatDays(7), '30d')).toBe(
      '4.5 days in the last 30 days, vs 7.0 days in previous 30 days',
    );
    expect(comparedText(formatDays(1), formatDays(null), '7d')).toBe(
      '1.0 day in the last 7 days, vs — in previous 7 days',
    );
  });
});
