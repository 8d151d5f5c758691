/**
 * One definition of each figure: the same fixture (the five fixture channels at the fixture clock: one
 * running, one new and running, one ended, one paused, one without a timer) read through every screen's
 * source of the figure, which must agree. The server's SQL is held to the same contract rules on both
 * databases (packages/api/test/cycle-rules.test.ts), and the mocks below answer as it does.
 */
import { describe, expect, it } from 'vitest';
import {
  completionOfAllCycles,
  completionOfEndedCycles,
  countTimers,
  type Channel,
} from '@channel-countdown/contract';
import { runningTimersFigure, timerStatus, timerStatusTone, topChannelsByCompletion } from './channels';
import { summarizeAnalytics } from './dashboard';
import { filterTimers } from './timers';
import { summarizeCycles } from './channel-page';
import { channelPerformance } from './analytics';
import { FIXTURE_NOW, analyticsOf, channelFixtures, cyclesOf, fixtureCycles, statsOf } from './mocks';

const now = new Date(FIXTURE_NOW);
const channels: Channel[] = structuredClone(channelFixtures);
/** /timers lists the channels' current timers (GET /api/timers/active), each with its start. */
const timers = channels.flatMap((channel) => (channel.timer ? [channel.timer] : []));
const dashboardAnalytics = summarizeAnalytics(channels, now)!;
const analyticsPage = analyticsOf('1y', channels, fixtureCycles, FIXTURE_NOW);
const cardsIn = (status: string) => channels.filter((c) => timerStatus(c.timer, now) === status).length;

describe('every screen reads the same figure', () => {
  it('running: the cards, /timers, the dashboard, its analytics, the Analytics page and the admin agree', () => {
    const figures = {
      cards: cardsIn('running'),
      timersPage: filterTimers(timers, 'active', now).length,
      dashboardStats: statsOf(channels, FIXTURE_NOW).activeTimers,
      dashboardAnalytics: dashboardAnalytics.runningTimers,
      analyticsPage: analyticsPage.totals.runningTimers,
      admin: countTimers(timers, now).running,
    };
    // Two running; the paused one is not among them.
    expect(figures).toEqual({
      cards: 2,
      timersPage: 2,
      dashboardStats: 2,
      dashboardAnalytics: 2,
      analyticsPage: 2,
      admin: 2,
    });
    // One name and one colour: the Active badge's.
    expect(runningTimersFigure).toEqual({ label: 'Active Timers', tone: timerStatusTone.running });
  });

  it('paused: the cards, /timers and the Analytics page agree', () => {
    expect({
      cards: cardsIn('paused'),
      timersPage: filterTimers(timers, 'paused', now).length,
      analyticsPage: analyticsPage.totals.pausedTimers,
    }).toEqual({ cards: 1, timersPage: 1, analyticsPage: 1 });
  });

  it('completed: the dashboard stats, its analytics and the channel pages agree', () => {
    const onChannelPages = channels.reduce(
      (sum, channel) => sum + summarizeCycles(cyclesOf(channel)).completed,
      0,
    );
    expect({
      dashboardStats: statsOf(channels, FIXTURE_NOW).completedCycles,
      dashboardAnalytics: dashboardAnalytics.completedCycles,
      channelPages: onChannelPages,
    }).toEqual({ dashboardStats: 10, dashboardAnalytics: 10, channelPages: 10 });
  });

  it("a channel's completion of all its cycles: its page and the dashboard's analytics agree", () => {
    const ranked = new Map(
      topChannelsByCompletion(channels, channels.length).map((r) => [r.channel.id, r.rate]),
    );
    for (const channel of channels.filter((c) => c.cycles.total > 0)) {
      const page = summarizeCycles(cyclesOf(channel)).rate;
      expect({ channel: channel.channelName, page, dashboard: ranked.get(channel.id) }).toEqual({
        channel: channel.channelName,
        page: completionOfAllCycles(channel.cycles),
        dashboard: completionOfAllCycles(channel.cycles),
      });
    }
  });

  it("a channel's completion of its ended cycles: the Analytics page's row agrees with its page's cycles", () => {
    for (const row of analyticsPage.channels) {
      const channel = channels.find((c) => c.id === row.id)!;
      const ended = cyclesOf(channel).filter((c) => c.state === 'completed' || c.state === 'deleted');
      const fromPage = completionOfEndedCycles({
        completed: ended.filter((c) => c.state === 'completed').length,
        deleted: ended.filter((c) => c.state === 'deleted').length,
      });
      expect({
        channel: row.channelName,
        rate: channelPerformance(row, now).completionOfEndedCycles,
      }).toEqual({
        channel: row.channelName,
        rate: fromPage,
      });
    }
  });
});
