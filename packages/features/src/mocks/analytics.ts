import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  analyticsQuerySchema,
  completionOfEndedCycles,
  countTimers,
  cycleEndedAt,
  cycleState,
  cycleUploads,
  type Analytics,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type Channel,
  type CycleCounts,
  type CycleTimer,
  type Group,
  GROUP_NOT_FOUND,
  inGroup,
} from '@channel-countdown/contract';
import { fail, parsed, refuse, type MockFailure, handle } from './http';
import { groupFixtures } from './groups';
import { FIXTURE_NOW, channelFixtures, days, hours, minutes } from './fixtures/channels';
import { freshEachStory } from './freshState';

const DAY = days(1);

/**
 * One cycle of a fixture channel's history, relative to FIXTURE_NOW (ms before it). `deletedMsAgo`: the user
 * deleted it then; `paused`: it is paused (so still in progress).
 */
export interface FixtureCycle {
  channelId: number;
  startMsAgo: number;
  lengthMs?: number;
  deletedMsAgo?: number;
  paused?: boolean;
  /** Uploads of the channel inside this cycle, as ms after its start. */
  uploadsMsAfterStart?: number[];
}

/**
 * The fixture channels' cycle histories, matching each fixture's current timer and its cycles counts
 * (total / completed): Pixel & Pine 5/4 (running), Sourdough Science 1/0 (running), Midnight Synthwave 3/3
 * (its last ended 2 hours ago), Trail Running Daily 2/1 (paused), Old Maps Explained 4/2 (two deleted, the
 * last 1 day ago, so it has no timer).
 */
export const fixtureCycles: FixtureCycle[] = [
  { channelId: 1, startMsAgo: days(3) + hours(19) + minutes(48) },
  { channelId: 1, startMsAgo: days(11), uploadsMsAfterStart: [days(2)] },
  { channelId: 1, startMsAgo: days(40), uploadsMsAfterStart: [days(1), days(5)] },
  { channelId: 1, startMsAgo: days(75) },
  { channelId: 1, startMsAgo: days(120) },
  { channelId: 2, startMsAgo: minutes(30) },
  { channelId: 3, startMsAgo: days(7) + hours(2), uploadsMsAfterStart: [days(3)] },
  { channelId: 3, startMsAgo: days(30) },
  { channelId: 3, startMsAgo: days(60) },
  { channelId: 4, startMsAgo: days(2) + hours(6), paused: true },
  { channelId: 4, startMsAgo: days(20) },
  { channelId: 5, startMsAgo: days(6), deletedMsAgo: days(1), uploadsMsAfterStart: [days(2)] },
  { channelId: 5, startMsAgo: days(100) },
  { channelId: 5, startMsAgo: days(150), deletedMsAgo: days(148) },
  { channelId: 5, startMsAgo: days(200) },
];

/**
 * Subscribers each fixture channel gains a day (Old Maps Explained loses some), from the day it was
 * connected: the fake's stand-in for the server's snapshots.
 */
export const fixtureSubscribersPerDay: Record<number, number> = { 1: 120, 2: 0, 3: 2400, 4: 35, 5: -4 };

/** The length of each range in days, as the server takes them. */
const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export interface AnalyticsMockOptions {
  /** The user's channels. @default channelFixtures */
  channels?: Channel[];
  /** Their cycles. @default fixtureCycles */
  cycles?: FixtureCycle[];
  /** @default FIXTURE_NOW */
  now?: string;
  /** Never answer (a loading state), or fail with this. */
  pending?: boolean;
  failure?: MockFailure;
  /** Only the first answer waits forever: the range shown first loads, the next stays pending. */
  pendingAfterFirst?: boolean;
  /** The user's groups, for `?group=` (another id answers 404, as the server). @default groupFixtures */
  groups?: Group[];
}

interface Ended {
  startAt: number;
  endedAt: number | null;
  state: 'in progress' | 'completed' | 'deleted';
  /** Whether an upload landed inside it (the contract's cycleUploads, as the channel page says). */
  uploaded: boolean;
}

/**
 * A fixture cycle as the server keeps it: the latest of a channel's cycles is its current one (unless
 * deleted); older ones were replaced. Paused cycles were paused at their start, for the fixtures' sake.
 */
function asTimer(cycle: FixtureCycle, now: number, isCurrent: boolean): CycleTimer {
  const startTime = new Date(now - cycle.startMsAgo);
  const deletedAt = cycle.deletedMsAgo === undefined ? null : new Date(now - cycle.deletedMsAgo);
  return {
    startTime,
    endTime: new Date(startTime.getTime() + (cycle.lengthMs ?? days(7))),
    isActive: deletedAt === null,
    isPaused: cycle.paused ?? false,
    pausedAt: cycle.paused ? startTime : null,
    isCurrent: isCurrent && deletedAt === null,
    deletedAt,
  };
}

/** Whether it is the latest of its channel's cycles (the channel's current one, unless deleted). */
const isLatest = (cycle: FixtureCycle, cycles: readonly FixtureCycle[]) =>
  cycles
    .filter((other) => other.channelId === cycle.channelId)
    .every((other) => other.startMsAgo >= cycle.startMsAgo);

/** The server's outcome of a cycle at `now`, by the contract's cycle rules (cycleState, cycleEndedAt). */
function outcome(cycle: FixtureCycle, now: number, cycles: readonly FixtureCycle[]): Ended {
  const timer = asTimer(cycle, now, isLatest(cycle, cycles));
  const state = cycleState(timer, now);
  const endedAt = cycleEndedAt(timer, state);
  const published = (cycle.uploadsMsAfterStart ?? []).map((ms) =>
    new Date(timer.startTime.getTime() + ms).toISOString(),
  );
  const uploads = cycleUploads(
    { startTime: timer.startTime.toISOString(), endedAt: endedAt?.toISOString() ?? null },
    published,
    new Date(now),
  );
  return {
    startAt: timer.startTime.getTime(),
    endedAt: endedAt?.getTime() ?? null,
    state: state === 'running' || state === 'paused' ? 'in progress' : state,
    uploaded: uploads.count > 0,
  };
}

/**
 * GET /api/analytics computed from the fixture histories with the server's definitions (contract
 * analytics.ts): events counted in the period (from, to] their moment falls in.
 */
export function analyticsOf(
  range: AnalyticsRange,
  channels: readonly Channel[],
  cycles: readonly FixtureCycle[],
  nowIso: string,
): Analytics {
  const now = new Date(nowIso).getTime();
  const span = RANGE_DAYS[range] * DAY;
  const within = (at: number | null, from: number, to: number) => at !== null && at > from && at <= to;

  const figures = (of: readonly Channel[], from: number, to: number) => {
    const ids = new Set(of.map((channel) => channel.id));
    const outcomes = cycles
      .filter((cycle) => ids.has(cycle.channelId))
      .map((cycle) => outcome(cycle, now, cycles));
    const ended = outcomes.filter(
      (cycle) => cycle.state !== 'in progress' && within(cycle.endedAt, from, to),
    );
    const counts: CycleCounts = {
      started: outcomes.filter((cycle) => within(cycle.startAt, from, to)).length,
      completed: ended.filter((cycle) => cycle.state === 'completed').length,
      deleted: ended.filter((cycle) => cycle.state === 'deleted').length,
    };
    const endedMs = ended.reduce((sum, cycle) => sum + (cycle.endedAt! - cycle.startAt), 0);
    // A channel not yet connected by the period's end has no count then (the server: no snapshot).
    const growth = of
      .filter((channel) => new Date(channel.createdAt).getTime() <= to)
      .map((channel) => {
        const since = Math.max(from, new Date(channel.createdAt).getTime());
        return Math.round(((fixtureSubscribersPerDay[channel.id] ?? 0) * (to - since)) / DAY);
      });
    return {
      cycles: counts,
      completionRate: completionOfEndedCycles(counts),
      completedWithUpload: ended.filter((cycle) => cycle.state === 'completed' && cycle.uploaded).length,
      averageCycleDays: ended.length === 0 ? null : Math.round((endedMs / ended.length / DAY) * 10) / 10,
      subscriberGrowth: growth.length === 0 ? null : growth.reduce((sum, value) => sum + value, 0),
    };
  };
  // The running and paused timers now, by the contract's countTimers over the channels' cycles.
  const nowCounts = countTimers(
    cycles
      .filter((cycle) => channels.some((c) => c.id === cycle.channelId))
      .map((cycle) => asTimer(cycle, now, isLatest(cycle, cycles))),
    now,
  );
  const period = (from: number, to: number): AnalyticsPeriod => ({
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    channelsAdded: channels.filter((channel) => within(new Date(channel.createdAt).getTime(), from, to))
      .length,
    ...figures(channels, from, to),
  });

  return {
    range,
    totals: {
      channels: channels.length,
      runningTimers: nowCounts.running,
      pausedTimers: nowCounts.paused,
      runningCycles: nowCounts.running + nowCounts.paused,
    },
    current: period(now - span, now),
    previous: period(now - 2 * span, now - span),
    channels: channels.map((channel) => ({
      id: channel.id,
      channelId: channel.channelId,
      channelName: channel.channelName,
      lastUpload: channel.lastUpload,
      hasTimer: channel.timer !== null,
      ...figures([channel], now - span, now),
    })),
  };
}

/** GET /api/analytics over the fixtures (or the given channels and cycles): 400 for a bad range, as the server. */
export function createAnalyticsMocks(options: AnalyticsMockOptions = {}): RequestHandler[] {
  const {
    channels = channelFixtures,
    cycles = fixtureCycles,
    now = FIXTURE_NOW,
    groups = groupFixtures,
  } = options;
  let answered = 0;
  freshEachStory(() => {
    answered = 0;
  });
  return [
    handle(endpoints.analytics.get, async ({ request }) => {
      if (options.pending || (options.pendingAfterFirst && answered > 0)) await delay('infinite');
      answered += 1;
      if (options.failure) return fail(options.failure);
      const query = parsed(analyticsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (query instanceof Response) return query;
      if (query.group === undefined)
        return HttpResponse.json(analyticsOf(query.range, channels, cycles, now));
      const group = groups.find((each) => each.id === query.group);
      if (!group) return refuse(404, GROUP_NOT_FOUND);
      const members = inGroup(channels, group, (channel) => channel.id);
      const memberCycles = cycles.filter((cycle) => group.channelIds.includes(cycle.channelId));
      return HttpResponse.json(analyticsOf(query.range, members, memberCycles, now));
    }),
  ];
}

export const analyticsHandlers: RequestHandler[] = createAnalyticsMocks();
