import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@channel-countdown/contract';
import {
  activeShare,
  averageEngagement,
  engagementDistribution,
  progressToward,
  topChannels,
  topPerformers,
} from './overview';

const person = (id: number, engagementScore: number, isActive = true) =>
  ({ id, username: `u${id}`, engagementScore, isActive }) as AdminUser;

describe('overview formulas', () => {
  it('progressToward: whole percentage of the target, clamped', () => {
    expect(progressToward(37, 1000)).toBe(4);
    expect(progressToward(1000, 1000)).toBe(100);
    expect(progressToward(1500, 1000)).toBe(100);
    expect(progressToward(0, 1000)).toBe(0);
    expect(progressToward(5, 0)).toBe(0);
  });

  it('activeShare: rounded share of active users among all users', () => {
    expect(activeShare({ activeUsers: 2, totalUsers: 3 })).toBe(67);
    expect(activeShare({ activeUsers: 0, totalUsers: 1 })).toBe(0);
    expect(activeShare({ activeUsers: 0, totalUsers: 0 })).toBe(0);
  });

  it('averageEngagement: rounded mean, 0 for nobody', () => {
    expect(averageEngagement([person(1, 80), person(2, 61)])).toBe(71); // 70.5 rounds up
    expect(averageEngagement([person(1, 33), person(2, 33), person(3, 34)])).toBe(33);
    expect(averageEngagement([])).toBe(0);
  });

  it('engagementDistribution counts each band', () => {
    expect(engagementDistribution([person(1, 90), person(2, 65), person(3, 0)])).toEqual({
      High: 1,
      Good: 1,
      Medium: 0,
      Low: 1,
    });
  });

  it('topPerformers: up to 8 with a score above 0, highest first', () => {
    const scores = [0, 12, 95, 40, 88, 70, 5, 61, 33, 77, 0];
    const top = topPerformers(scores.map((score, i) => person(i, score)));
    expect(top.map((u) => u.engagementScore)).toEqual([95, 88, 77, 70, 61, 40, 33, 12]);
    expect(topPerformers([person(1, 0)])).toEqual([]);
  });

  it('topChannels: the first 8 of the stats response', () => {
    const list = Array.from({ length: 10 }, (_, i) => ({
      channelName: `c${i}`,
      videoCount: 1,
      subscriberCount: 1,
      user: { username: 'u' },
    }));
    expect(topChannels({ topChannels: list }).map((c) => c.channelName)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
    ]);
  });
});
