import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  CHANNEL_NOT_FOUND,
  SPARKLINE_DAYS,
  channelHistoryQuerySchema,
  channelGainsQuerySchema,
  dailyGains,
  GAINS_CSV_HEADER,
  gainsCsvRows,
  gainsSpan,
  addDays,
  channelCadenceSchema,
  countsRounded,
  estimateMilestone,
  milestoneAlertProblem,
  nextMilestones,
  setMilestoneAlertRequestSchema,
  type ChannelMilestones,
  type MilestoneAlert,
  cycleEndedAt,
  cycleState,
  cycleUploads,
  type Channel,
  type ChannelGains,
  type ChannelCycle,
  type ChannelSnapshot,
  type ChannelSparklines,
  type ChannelUpload,
  type UploadKind,
  type ChannelChange,
  type HistoryRange,
} from '@channel-countdown/contract';
import { fail, parsed, refuse, type MockFailure, handle } from './http';
import { FIXTURE_NOW, channelFixtures, days, fixtureTime, hours, thumbnail } from './fixtures/channels';

/**
 * The channel page's calls (issue 18) — history, uploads, cycles — and the dashboard cards' sparklines,
 * over data derived from the channel fixtures, so a figure is never typed twice: each history ends at the
 * channel's own figures, each cycle list adds up to the channel's cycle counts.
 */

const DAY = days(1);
const RANGE_DAYS: Record<HistoryRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
  all: null,
};

/** The channel data calls a story can hold back or fail. */
type ChannelDataCall =
  'history' | 'gains' | 'uploads' | 'cycles' | 'sparklines' | 'milestones' | 'setMilestoneAlert' | 'changes';

export interface ChannelDataOptions {
  /** The channels the data is derived from. @default channelFixtures */
  channels?: Channel[];
  /** Per channel id: its snapshots, oldest first (else derived from the channel). */
  history?: Record<number, ChannelSnapshot[]>;
  /** Per channel id: its uploads, newest first (else derived). */
  uploads?: Record<number, ChannelUpload[]>;
  /** Per channel id: what the channel changed, newest first (GET paths.channelChanges; else none). */
  changes?: Record<number, ChannelChange[]>;
  /** Per channel id: its milestone alert at the start (GET/PUT paths.channelMilestones). */
  milestoneAlerts?: Record<number, MilestoneAlert>;
  /** Channel ids that restart their cycle on each new upload at the start (GET/PATCH paths.channelCadence). */
  restartOnUpload?: number[];
  /** Calls that never answer (loading states). */
  pending?: Partial<Record<ChannelDataCall, boolean>>;
  /** Calls that fail with the given status and message. */
  failures?: Partial<Record<ChannelDataCall, MockFailure>>;
}

/** A small deterministic wobble, so a line is not a ruler (the same on every run). */
const wobble = (index: number) => Math.sin(index * 1.7) * 0.35 + Math.cos(index * 0.45) * 0.25;

/**
 * One snapshot a day at 06:00 UTC since the channel was connected (at most 400 days), the last one at its
 * lastFetched with its current figures; figures fall back in time at a pace set by the channel's size. A
 * channel connected less than a day ago has its one snapshot only.
 */
export function historyOf(channel: Channel, now = FIXTURE_NOW): ChannelSnapshot[] {
  const end = new Date(channel.lastFetched ?? now).getTime();
  const start = Math.max(new Date(channel.createdAt).getTime(), new Date(now).getTime() - 400 * DAY);
  const perDay = Math.max(1, Math.round((channel.subscriberCount ?? 0) * 0.002));
  const snapshots: ChannelSnapshot[] = [];
  const firstDay = Math.ceil((start - 6 * 3_600_000) / DAY) * DAY + 6 * 3_600_000;
  for (let at = firstDay, i = 0; at < end - hours(1); at += DAY, i += 1) {
    const daysBefore = (end - at) / DAY;
    const figure = (current: number | null, pace: number) =>
      current === null ? null : Math.max(0, Math.round(current - pace * daysBefore * (1 + wobble(i) * 0.5)));
    snapshots.push({
      at: new Date(at).toISOString(),
      subscriberCount: figure(channel.subscriberCount, perDay),
      videoCount: figure(channel.videoCount, 0.3),
      viewCount: figure(channel.viewCount, perDay * 40),
      approximate: channel.countsApproximate,
    });
  }
  snapshots.push({
    at: new Date(end).toISOString(),
    subscriberCount: channel.subscriberCount,
    videoCount: channel.videoCount,
    viewCount: channel.viewCount,
    approximate: channel.countsApproximate,
  });
  return snapshots;
}

const uploadTitles = [
  'Behind the scenes: how this week came together',
  'Answering your questions (live Q&A highlights)',
  'The one tip that changed everything',
  'Monthly recap and what comes next',
  'Trying a viewer suggestion for the first time',
  'A quiet one: start to finish in real time',
  'Ten mistakes I made so you do not have to',
];
const uploadColours = ['#4f46e5', '#0369a1', '#15803d', '#b45309', '#be185d', '#7c3aed', '#334155'];
/** The titles' kinds: regular videos, a live stream and Shorts. */
const uploadKinds: UploadKind[] = ['video', 'live', 'short', 'video', 'short', 'short', 'video'];

/**
 * Seven uploads of every kind (regular videos, a live stream, Shorts), the newest at the channel's lastUpload,
 * every four days before it; none without one.
 */
export function uploadsOf(channel: Channel): ChannelUpload[] {
  if (!channel.lastUpload) return [];
  const newest = new Date(channel.lastUpload).getTime();
  return uploadTitles.map((title, index) => ({
    videoId: `vid${channel.id}x${index}`.padEnd(11, '0'),
    title,
    publishedAt: new Date(newest - index * 4 * DAY).toISOString(),
    thumbnailUrl: thumbnail(`#${uploadTitles.length - index}`, uploadColours[index]!),
    kind: uploadKinds[index]!,
  }));
}

/**
 * The channel's cycles, newest first, adding up to its cycle counts: its current timer (in the state the
 * server's rule would give it), then completed 7-day cycles and, for the rest, cycles deleted after 2 days.
 */
export function cyclesOf(channel: Channel, now = FIXTURE_NOW): ChannelCycle[] {
  const cycles: Array<Omit<ChannelCycle, 'uploads'>> = [];
  const { timer } = channel;
  let completedLeft = channel.cycles.completed;
  // The oldest cycle starts when the channel was connected.
  let before = new Date(channel.createdAt).getTime();
  const older: Array<'completed' | 'deleted'> = [];
  const currentState = timer ? cycleState(timer, now) : null;
  const currentCompleted = currentState === 'completed';
  if (currentCompleted) completedLeft -= 1;
  const pastCount = channel.cycles.total - (timer ? 1 : 0);
  for (let i = 0; i < pastCount; i += 1) older.push(i < completedLeft ? 'completed' : 'deleted');
  // Lay the past cycles out oldest first from the connect date, a day apart.
  const past: Array<Omit<ChannelCycle, 'uploads'>> = [];
  for (const [index, state] of [...older].reverse().entries()) {
    const start = before;
    const end = start + 7 * DAY;
    const endedAt = state === 'completed' ? end : start + 2 * DAY;
    past.push({
      id: channel.id * 100 + index + 1,
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      state,
    });
    before = endedAt + DAY;
  }
  if (timer) {
    cycles.push({
      id: timer.id,
      startTime: timer.startTime,
      endTime: timer.endTime,
      endedAt: currentState ? cycleEndedAt(timer, currentState) : null,
      state: currentState!,
    });
  }
  // Each with its outcome, by the server's rule: the channel's uploads inside it.
  const published = uploadsOf(channel).map((upload) => upload.publishedAt);
  return [...cycles, ...past.reverse()].map((cycle) => ({
    ...cycle,
    uploads: cycleUploads(cycle, published, new Date(now)),
  }));
}

/** The last figure of each UTC day of the last SPARKLINE_DAYS days, as GET /api/channels/sparklines answers. */
export function sparklineOf(history: readonly ChannelSnapshot[], now = FIXTURE_NOW): number[] {
  const since = new Date(now).getTime() - SPARKLINE_DAYS * DAY;
  const byDay = new Map<number, number>();
  for (const snapshot of history) {
    const at = new Date(snapshot.at).getTime();
    if (at >= since && snapshot.subscriberCount !== null)
      byDay.set(Math.floor(at / DAY), snapshot.subscriberCount);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

/**
 * GET /api/channels/:id/gains over a history and the channel's uploads, as the server answers it: the range's
 * UTC days ending on FIXTURE_NOW's, each day's last figure and its change, and its uploads by kind (the
 * contract's dailyGains, the server's own rule).
 */
export function gainsOf(
  history: readonly ChannelSnapshot[],
  range: HistoryRange,
  now = FIXTURE_NOW,
  uploads: readonly ChannelUpload[] = [],
): ChannelGains {
  const span = gainsSpan(range, new Date(now));
  const since = span.from === null ? null : addDays(span.from, -1);
  const snapshots = since === null ? history : history.filter((s) => s.at.slice(0, 10) >= since);
  return { range, timeZone: 'UTC', days: dailyGains(snapshots, span, 'UTC', uploads) };
}

const notFound = () => refuse(404, CHANNEL_NOT_FOUND);

/**
 * GET /api/channels/:id/milestones over a history, as the server answers it: the next milestones of the
 * channel's count, each estimated from the history's last four weeks (the contract's rules, the server's own).
 */
export function milestonesOf(
  channel: Channel,
  history: readonly ChannelSnapshot[],
  alert: MilestoneAlert | null = null,
  now = FIXTURE_NOW,
): ChannelMilestones {
  const count = channel.subscriberCount;
  const points = history.flatMap((s) =>
    s.subscriberCount === null ? [] : [{ at: s.at, count: s.subscriberCount }],
  );
  const rounded =
    count !== null && countsRounded([...points.map((p) => p.count), count], channel.countsApproximate);
  return {
    count,
    rounded,
    milestones:
      count === null
        ? []
        : nextMilestones(count).map((milestone) =>
            estimateMilestone(points, milestone, { rounded, now: new Date(now) }),
          ),
    alert,
  };
}

/** MSW handlers of the channel data calls over `options` (each call of this factory has its own data). */
export function createChannelDataMocks(options: ChannelDataOptions = {}): { channelData: RequestHandler[] } {
  const channels = options.channels ?? channelFixtures;
  const { pending = {}, failures = {} } = options;
  const byId = (id: unknown) => channels.find((c) => c.id === Number(id));
  const historyFor = (channel: Channel) => options.history?.[channel.id] ?? historyOf(channel);
  const wait = async (key: keyof NonNullable<ChannelDataOptions['pending']>) => {
    if (pending[key]) await delay('infinite');
  };
  const restarting = new Set(options.restartOnUpload ?? []);
  const alerts = new Map(
    Object.entries(options.milestoneAlerts ?? {}).map(([id, alert]) => [Number(id), alert]),
  );
  /** The gains table of a request (its range first: a 400 naming it, then the channel: a 404), or the refusal. */
  const gainsFor = async (id: unknown, request: Request) => {
    await wait('gains');
    if (failures.gains) return fail(failures.gains);
    const query = parsed(channelGainsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (query instanceof Response) return query;
    const channel = byId(id);
    if (!channel) return notFound();
    const uploads = options.uploads?.[channel.id] ?? uploadsOf(channel);
    return { channel, table: gainsOf(historyFor(channel), query.range, FIXTURE_NOW, uploads) };
  };

  return {
    channelData: [
      handle(endpoints.channels.sparklines, async () => {
        await wait('sparklines');
        if (failures.sparklines) return fail(failures.sparklines);
        const body: ChannelSparklines = Object.fromEntries(
          channels.map((c) => [String(c.id), sparklineOf(historyFor(c))]),
        );
        return HttpResponse.json(body);
      }),
      handle(endpoints.channels.history, async ({ params, request }) => {
        await wait('history');
        if (failures.history) return fail(failures.history);
        // The server reads the range first (400 naming it), then the channel (404).
        const query = parsed(
          channelHistoryQuerySchema,
          Object.fromEntries(new URL(request.url).searchParams),
        );
        if (query instanceof Response) return query;
        const channel = byId(params.id);
        if (!channel) return notFound();
        const { range } = query;
        const span = RANGE_DAYS[range];
        const since = span === null ? -Infinity : new Date(FIXTURE_NOW).getTime() - span * DAY;
        return HttpResponse.json(historyFor(channel).filter((s) => new Date(s.at).getTime() >= since));
      }),
      handle(endpoints.channels.gains, async ({ params, request }) => {
        const gains = await gainsFor(params.id, request);
        return gains instanceof Response ? gains : HttpResponse.json(gains.table);
      }),
      handle(endpoints.channels.gainsCsv, async ({ params, request }) => {
        const gains = await gainsFor(params.id, request);
        if (gains instanceof Response) return gains;
        const { channel, table } = gains;
        return new HttpResponse(gainsCsvOf(table), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="channel-countdown-gains-${channel.channelId}-${table.range}.csv"`,
          },
        });
      }),
      handle(endpoints.channels.uploads, async ({ params }) => {
        await wait('uploads');
        if (failures.uploads) return fail(failures.uploads);
        const channel = byId(params.id);
        if (!channel) return notFound();
        return HttpResponse.json(options.uploads?.[channel.id] ?? uploadsOf(channel));
      }),
      handle(endpoints.channels.cycles, async ({ params }) => {
        await wait('cycles');
        if (failures.cycles) return fail(failures.cycles);
        const channel = byId(params.id);
        return channel ? HttpResponse.json(cyclesOf(channel)) : notFound();
      }),
      handle(endpoints.channels.changes, async ({ params }) => {
        await wait('changes');
        if (failures.changes) return fail(failures.changes);
        const channel = byId(params.id);
        if (!channel) return notFound();
        return HttpResponse.json(options.changes?.[channel.id] ?? []);
      }),
      handle(endpoints.channels.milestones, async ({ params }) => {
        await wait('milestones');
        if (failures.milestones) return fail(failures.milestones);
        const channel = byId(params.id);
        if (!channel) return notFound();
        return HttpResponse.json(milestonesOf(channel, historyFor(channel), alerts.get(channel.id) ?? null));
      }),
      handle(endpoints.channels.setMilestoneAlert, async ({ params, request }) => {
        await wait('setMilestoneAlert');
        if (failures.setMilestoneAlert) return fail(failures.setMilestoneAlert);
        const channel = byId(params.id);
        if (!channel) return notFound();
        const body = parsed(setMilestoneAlertRequestSchema, await request.json());
        if (body instanceof Response) return body;
        if (body.alert === null) alerts.delete(channel.id);
        else {
          const problem = milestoneAlertProblem(channel.subscriberCount, body.alert);
          if (problem) return refuse(400, problem);
          alerts.set(channel.id, { milestone: body.alert, reachedAt: null });
        }
        return HttpResponse.json(milestonesOf(channel, historyFor(channel), alerts.get(channel.id) ?? null));
      }),
      handle(endpoints.channels.cadence, ({ params }) =>
        byId(params.id)
          ? HttpResponse.json({ restartOnUpload: restarting.has(Number(params.id)) })
          : notFound(),
      ),
      handle(endpoints.channels.setCadence, async ({ params, request }) => {
        if (!byId(params.id)) return notFound();
        const body = parsed(channelCadenceSchema, await request.json());
        if (body instanceof Response) return body;
        if (body.restartOnUpload) restarting.add(Number(params.id));
        else restarting.delete(Number(params.id));
        return HttpResponse.json(body);
      }),
    ],
  };
}

/** The gains table as the CSV file answers it (every cell quoted, an unknown one empty). */
function gainsCsvOf({ days }: ChannelGains): string {
  const quoted = (cell: string | number) => (cell === '' ? '' : `"${cell}"`);
  return [GAINS_CSV_HEADER, ...gainsCsvRows(days)].map((row) => row.map(quoted).join(',')).join('\n') + '\n';
}

/** The default set over the fixture channels. */
export const channelDataHandlers: RequestHandler[] = createChannelDataMocks().channelData;

/** Day-old snapshot helper for stories that need a hand-made history. */
export const snapshotAt = (ageMs: number, counts: Omit<ChannelSnapshot, 'at'>): ChannelSnapshot => ({
  at: fixtureTime(-ageMs),
  ...counts,
});
