import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  CHANNEL_NOT_FOUND,
  COMPARE_MAX_POINTS,
  compareQuerySchema,
  endpoints,
  uploadsPerWeek,
  type Channel,
  type CompareData,
  type ComparePoint,
  type CompareQuery,
} from '@channel-countdown/contract';
import { fail, handle, parsed, refuse, type MockFailure } from './http';
import { FIXTURE_NOW, channelFixtures, days } from './fixtures/channels';
import { historyOf } from './channelData';

/**
 * GET /api/compare (issue 43) over the channel fixtures: subscribers and views from the same histories the
 * channel page's mocks derive (historyOf), thinned to at most COMPARE_MAX_POINTS points; uploads per week from
 * a steady cadence per channel (one every 2 to 9 days), so the weeks differ from channel to channel.
 */

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365, all: null } as const;

export interface CompareMockOptions {
  /** The channels the series are derived from. @default channelFixtures */
  channels?: Channel[];
  /** The read never answers (the loading state). */
  pending?: boolean;
  /** The read fails with this status and message. */
  failure?: MockFailure;
  /** Every series comes without points (channels not yet read in the range). */
  empty?: boolean;
}

/** The series a channel's fixtures give a compare query, as the server would answer it. */
export function compareSeriesOf(channel: Channel, query: Omit<CompareQuery, 'channels'>): ComparePoint[] {
  const now = new Date(FIXTURE_NOW);
  const span = RANGE_DAYS[query.range];
  const since = span === null ? null : new Date(now.getTime() - days(span));
  if (query.metric === 'uploads') {
    const every = days(2 + (channel.id % 8));
    const start = Math.max(new Date(channel.createdAt).getTime(), now.getTime() - days(400));
    const published: Date[] = [];
    for (let at = now.getTime() - days(1); at >= start; at -= every) published.push(new Date(at));
    return uploadsPerWeek(published, since ?? new Date(start), now).slice(-COMPARE_MAX_POINTS);
  }
  const key = query.metric === 'subscribers' ? 'subscriberCount' : 'viewCount';
  const points = historyOf(channel).flatMap((snapshot) => {
    const value = snapshot[key];
    return value === null || (since && new Date(snapshot.at) < since) ? [] : [{ at: snapshot.at, value }];
  });
  const step = Math.ceil(points.length / COMPARE_MAX_POINTS);
  return points.filter((_, index) => (points.length - 1 - index) % step === 0);
}

export function createCompareMocks(options: CompareMockOptions = {}): RequestHandler[] {
  const channels = options.channels ?? channelFixtures;
  return [
    handle(endpoints.compare.read, async ({ request }) => {
      if (options.pending) await delay('infinite');
      if (options.failure) return fail(options.failure);
      const query = parsed(compareQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (query instanceof Response) return query;
      const chosen = query.channels.map((id) => channels.find((channel) => channel.id === id));
      if (chosen.some((channel) => channel === undefined)) return refuse(404, CHANNEL_NOT_FOUND);
      const body: CompareData = {
        metric: query.metric,
        range: query.range,
        series: chosen.map((channel) => ({
          channelId: channel!.id,
          channelName: channel!.channelName,
          points: options.empty ? [] : compareSeriesOf(channel!, query),
        })),
      };
      return HttpResponse.json(body);
    }),
  ];
}

export const compareHandlers: RequestHandler[] = createCompareMocks();
