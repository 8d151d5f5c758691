import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  CHANNEL_NOT_FOUND,
  DEFAULT_SETTINGS,
  INTERNAL_SERVER_ERROR,
  NOTE_NOT_FOUND,
  NO_TIMER_FOUND,
  TIMER_NOT_RUNNING,
  TIMER_STILL_RUNNING,
  UNAUTHORIZED,
  UPSTREAM_FAILED,
  createChannelRequestSchema,
  createNoteRequestSchema,
  isCurrentActive,
  isInProgress,
  newCycle,
  parseChannelInput,
  paused,
  resumed,
  startCycleRequestSchema,
  updateNoteRequestSchema,
  updateTimerRequestSchema,
  type ActiveTimer,
  type Channel,
  type ChannelPreview,
  type Note,
  type Timer,
} from '@channel-countdown/contract';
import {
  FIXTURE_NOW,
  channelFixtures,
  fakeCreatorPreview,
  listedChannel,
  statsOf,
  type ChannelFixture,
} from './fixtures/channels';
import { fail, parsedBody, refuse, type MockFailure, handle } from './http';
import { freshEachStory } from './freshState';

export type { MockFailure } from './http';

export interface ChannelMockOptions {
  /**
   * The channels the user starts with, their notes whole (deep-copied, so each mock set has its own).
   * @default channelFixtures
   */
  channels?: ChannelFixture[];
  /** The clock of the fake server: new timers start here. @default FIXTURE_NOW */
  now?: string;
  /** What the preview lookup answers: a preview, or a failure. @default fakeCreatorPreview */
  preview?: ChannelPreview | MockFailure;
  /** Calls that never answer, to show a pending state. */
  pending?: Partial<
    Record<
      | 'channels'
      | 'stats'
      | 'preview'
      | 'create'
      | 'refresh'
      | 'deleteTimer'
      | 'notes'
      | 'noteMutation'
      | 'manage',
      boolean
    >
  >;
  /** Calls that fail with the given status and message ('manage': remove, start cycle, pause/resume). */
  failures?: Partial<
    Record<
      | 'channels'
      | 'stats'
      | 'create'
      | 'refresh'
      | 'deleteTimer'
      | 'notes'
      | 'createNote'
      | 'updateNote'
      | 'deleteNote'
      | 'manage',
      MockFailure
    >
  >;
  /** Milliseconds each answer waits, so a pending state is visible for a moment. @default 0 */
  latency?: number;
}

/** MSW handlers keyed by domain (SPEC §7 calls of channels, notes, dashboard stats and timers). */
export interface ChannelMocks {
  channels: RequestHandler[];
  notes: RequestHandler[];
  dashboard: RequestHandler[];
  /** GET paths.activeTimers and DELETE paths.timer on the same state, for the dashboard's stories. */
  timers: RequestHandler[];
}

const isFailure = (value: ChannelPreview | MockFailure): value is MockFailure => 'status' in value;

/**
 * Counting down or paused: the server refuses to start another cycle and to connect the channel again
 * (the contract's isInProgress; a channel's timer here is always its current one, never deleted).
 */
const isRunningTimer = (timer: Channel['timer'], now: string) => Boolean(timer) && isInProgress(timer!, now);

/** The next cycle of `days` from `now`, by the contract's newCycle. */
function nextCycle(id: number, channelId: number, now: string, days: number): Timer {
  const cycle = newCycle(new Date(now), days);
  return {
    id,
    channelId,
    startTime: cycle.startTime.toISOString(),
    endTime: cycle.endTime.toISOString(),
    isActive: cycle.isActive,
    isPaused: cycle.isPaused,
    pausedAt: cycle.pausedAt,
  };
}

/** The server's order of GET /api/timers/active: soonest end first, then by id. */
const bySoonestEnd = (a: ActiveTimer, b: ActiveTimer) =>
  new Date(a.endTime).getTime() - new Date(b.endTime).getTime() || a.id - b.id;

function decoded(value: unknown): string {
  const text = String(value ?? '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A small stateful fake of the server for stories and component tests: connecting adds a channel with
 * a running 7-day timer, refreshing stamps lastFetched, deleting a timer leaves the channel without one,
 * and notes can be created, edited and deleted — each visible in the next GET, as on the real server.
 * Every call of this factory has its own state, so stories do not leak into each other.
 */
export function createChannelMocks(options: ChannelMockOptions = {}): ChannelMocks {
  const now = options.now ?? FIXTURE_NOW;
  const preview = options.preview ?? fakeCreatorPreview;
  const { pending = {}, failures = {}, latency = 0 } = options;
  const channels: ChannelFixture[] = [];
  let nextId = 100;
  let nextNoteId = 1000;
  let nextTimerId = 5000;
  freshEachStory(() => {
    channels.splice(0, channels.length, ...structuredClone(options.channels ?? channelFixtures));
    nextId = Math.max(100, ...channels.map((c) => c.id + 1));
    nextNoteId = Math.max(1000, ...channels.flatMap((c) => c.notes.map((n) => n.id + 1)));
    nextTimerId = Math.max(5000, ...channels.map((c) => (c.timer?.id ?? 0) + 1));
  });

  const wait = async (key: keyof NonNullable<ChannelMockOptions['pending']>) => {
    if (pending[key]) await delay('infinite');
    if (latency) await delay(latency);
  };
  const channelById = (id: unknown) => channels.find((c) => c.id === Number(id));

  const channelHandlers: RequestHandler[] = [
    handle(endpoints.channels.list, async () => {
      await wait('channels');
      if (failures.channels) return fail(failures.channels);
      return HttpResponse.json(channels.map(listedChannel));
    }),
    handle(endpoints.channels.preview, async ({ params }) => {
      await wait('preview');
      const parsed = parseChannelInput(decoded(params.input));
      if (!parsed.ok) return refuse(400, parsed.message);
      return isFailure(preview) ? fail(preview) : HttpResponse.json(preview);
    }),
    handle(endpoints.channels.connect, async ({ request }) => {
      await wait('create');
      if (failures.create) return fail(failures.create);
      const body = await parsedBody(createChannelRequestSchema, request);
      if (body instanceof Response) return body;
      const parsed = parseChannelInput(body.channelId);
      if (!parsed.ok) return refuse(400, parsed.message);
      if (isFailure(preview)) return fail(preview);
      const days = body.durationDays ?? DEFAULT_SETTINGS.timers.defaultDuration;
      // Connecting a tracked channel again starts a new cycle once the last one ended; 409 while it runs.
      const tracked = channels.find((c) => c.channelId === preview.channelId);
      if (tracked) {
        if (isRunningTimer(tracked.timer, now)) return refuse(409, TIMER_STILL_RUNNING);
        tracked.timer = nextCycle(nextTimerId++, tracked.id, now, days);
        tracked.cycles = { ...tracked.cycles, total: tracked.cycles.total + 1 };
        return HttpResponse.json(listedChannel(tracked));
      }
      const id = nextId++;
      const channel: ChannelFixture = {
        id,
        channelId: preview.channelId,
        channelName: preview.channelName,
        thumbnailUrl: preview.thumbnailUrl,
        subscriberCount: preview.subscriberCount,
        videoCount: preview.videoCount,
        viewCount: preview.viewCount,
        countsApproximate: preview.countsApproximate,
        // Just connected: no day's change is known yet.
        subscriberChange: { lastDay: null, lastWeek: null },
        uploadStreak: { current: 0, longest: 0 },
        lastFetched: now,
        refreshFailure: null,
        lastUpload: null,
        createdAt: now,
        timer: nextCycle(nextTimerId++, id, now, days),
        notes: [],
        noteCount: 0,
        cycles: { total: 1, completed: 0 },
      };
      channels.push(channel);
      return HttpResponse.json(listedChannel(channel), { status: 201 });
    }),
    handle(endpoints.channels.refresh, async ({ params }) => {
      await wait('refresh');
      if (failures.refresh) return fail(failures.refresh);
      const channel = channelById(params.id);
      if (!channel) return refuse(404, CHANNEL_NOT_FOUND);
      channel.lastFetched = now;
      channel.refreshFailure = null;
      return HttpResponse.json(listedChannel(channel));
    }),
    // Issue 19: remove a channel, start a cycle when none runs (409 otherwise), as the server does.
    handle(endpoints.channels.remove, async ({ params }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const index = channels.findIndex((c) => c.id === Number(params.id));
      if (index < 0) return refuse(404, CHANNEL_NOT_FOUND);
      channels.splice(index, 1);
      return HttpResponse.json({ message: 'Channel removed' });
    }),
    handle(endpoints.channels.startCycle, async ({ params, request }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const body = await parsedBody(startCycleRequestSchema, request);
      if (body instanceof Response) return body;
      const channel = channelById(params.id);
      if (!channel) return refuse(404, CHANNEL_NOT_FOUND);
      if (isRunningTimer(channel.timer, now)) return refuse(409, TIMER_STILL_RUNNING);
      const days = body.durationDays ?? DEFAULT_SETTINGS.timers.defaultDuration;
      channel.timer = nextCycle(nextTimerId++, channel.id, now, days);
      channel.cycles = { ...channel.cycles, total: channel.cycles.total + 1 };
      return HttpResponse.json(listedChannel(channel), { status: 201 });
    }),
  ];

  const timerHandlers: RequestHandler[] = [
    handle(endpoints.timers.active, () => {
      const timers: ActiveTimer[] = channels.flatMap((c) =>
        c.timer && isCurrentActive(c.timer)
          ? [
              {
                ...c.timer,
                channel: {
                  id: c.id,
                  channelId: c.channelId,
                  channelName: c.channelName,
                  thumbnailUrl: c.thumbnailUrl,
                  subscriberCount: c.subscriberCount,
                  videoCount: c.videoCount,
                },
              },
            ]
          : [],
      );
      return HttpResponse.json(timers.sort(bySoonestEnd));
    }),
    handle(endpoints.timers.pause, async ({ params, request }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const body = await parsedBody(updateTimerRequestSchema, request);
      if (body instanceof Response) return body;
      const channel = channels.find((c) => c.timer?.id === Number(params.timerId));
      if (!channel?.timer) return refuse(404, NO_TIMER_FOUND);
      if (!isRunningTimer(channel.timer, now)) return refuse(409, TIMER_NOT_RUNNING);
      const { isPaused } = body;
      const timer = channel.timer;
      if (isPaused && !timer.isPaused) channel.timer = { ...timer, ...paused(now) };
      if (!isPaused && timer.isPaused) {
        // Resuming moves the end on by the time spent paused (the contract's resumed).
        const back = resumed(timer, now);
        channel.timer = { ...timer, ...back, endTime: back.endTime.toISOString() };
      }
      return HttpResponse.json(channel.timer);
    }),
    handle(endpoints.timers.remove, async ({ params }) => {
      await wait('deleteTimer');
      if (failures.deleteTimer) return fail(failures.deleteTimer);
      const channel = channels.find((c) => c.timer?.id === Number(params.timerId));
      if (!channel) return refuse(404, NO_TIMER_FOUND);
      channel.timer = null;
      return HttpResponse.json({ message: 'Timer deleted' });
    }),
  ];

  const noteHandlers: RequestHandler[] = [
    handle(endpoints.notes.list, async ({ params }) => {
      await wait('notes');
      if (failures.notes) return fail(failures.notes);
      const channel = channelById(params.id);
      return channel ? HttpResponse.json(channel.notes) : refuse(404, CHANNEL_NOT_FOUND);
    }),
    handle(endpoints.notes.create, async ({ params, request }) => {
      await wait('noteMutation');
      if (failures.createNote) return fail(failures.createNote);
      const body = await parsedBody(createNoteRequestSchema, request);
      if (body instanceof Response) return body;
      const channel = channelById(params.id);
      if (!channel) return refuse(404, CHANNEL_NOT_FOUND);
      const note: Note = {
        id: nextNoteId++,
        channelId: channel.id,
        content: body.content,
        color: body.color,
        createdAt: now,
        updatedAt: now,
      };
      channel.notes.unshift(note);
      return HttpResponse.json(note, { status: 201 });
    }),
    handle(endpoints.notes.update, async ({ params, request }) => {
      await wait('noteMutation');
      if (failures.updateNote) return fail(failures.updateNote);
      const updates = await parsedBody(updateNoteRequestSchema, request);
      if (updates instanceof Response) return updates;
      const note = channelById(params.id)?.notes.find((n) => n.id === Number(params.noteId));
      if (!note) return refuse(404, NOTE_NOT_FOUND);
      if (updates.content !== undefined) note.content = updates.content;
      if (updates.color !== undefined) note.color = updates.color;
      note.updatedAt = now;
      return HttpResponse.json(note);
    }),
    handle(endpoints.notes.remove, async ({ params }) => {
      await wait('noteMutation');
      if (failures.deleteNote) return fail(failures.deleteNote);
      const channel = channelById(params.id);
      const index = channel?.notes.findIndex((n) => n.id === Number(params.noteId)) ?? -1;
      if (!channel || index < 0) return refuse(404, NOTE_NOT_FOUND);
      channel.notes.splice(index, 1);
      return HttpResponse.json({ message: 'Note deleted' });
    }),
  ];

  const dashboardHandlers: RequestHandler[] = [
    handle(endpoints.dashboard.stats, async () => {
      await wait('stats');
      if (failures.stats) return fail(failures.stats);
      return HttpResponse.json(statsOf(channels, now));
    }),
  ];

  return {
    channels: channelHandlers,
    notes: noteHandlers,
    dashboard: dashboardHandlers,
    timers: timerHandlers,
  };
}

const unauthorized: MockFailure = { status: 401, message: UNAUTHORIZED };
const serverError: MockFailure = { status: 500, message: INTERNAL_SERVER_ERROR };

/**
 * Named states for stories (each call builds fresh state). Spread one into `parameters.msw.handlers`:
 * `{ ...handlers, ...channelScenarios.empty() }`.
 */
export const channelScenarios = {
  default: () => createChannelMocks(),
  empty: () => createChannelMocks({ channels: [] }),
  loading: () => createChannelMocks({ pending: { channels: true, stats: true } }),
  unauthorized: () => createChannelMocks({ failures: { channels: unauthorized, stats: unauthorized } }),
  keylessPreview: () =>
    createChannelMocks({
      channels: [],
      preview: { ...fakeCreatorPreview, subscriberCount: null, videoCount: null, viewCount: null },
    }),
  previewNotFound: () =>
    createChannelMocks({ channels: [], preview: { status: 404, message: CHANNEL_NOT_FOUND } }),
  previewUpstreamError: () =>
    createChannelMocks({
      channels: [],
      preview: { status: 502, message: UPSTREAM_FAILED },
    }),
  /** Connecting a channel whose cycle still runs: the server's 409. */
  createFails: () =>
    createChannelMocks({ channels: [], failures: { create: { status: 409, message: TIMER_STILL_RUNNING } } }),
  createServerError: () => createChannelMocks({ channels: [], failures: { create: serverError } }),
  createUnauthorized: () => createChannelMocks({ channels: [], failures: { create: unauthorized } }),
  refreshFails: () =>
    createChannelMocks({
      failures: { refresh: { status: 502, message: UPSTREAM_FAILED } },
    }),
  refreshUnauthorized: () => createChannelMocks({ failures: { refresh: unauthorized } }),
  deleteTimerFails: () => createChannelMocks({ failures: { deleteTimer: serverError } }),
  deleteTimerUnauthorized: () => createChannelMocks({ failures: { deleteTimer: unauthorized } }),
  noteFailures: () =>
    createChannelMocks({
      failures: { createNote: serverError, updateNote: serverError, deleteNote: serverError },
    }),
};

/** The default handlers of mocks/index.ts: the fixture channels, shared state. */
const defaults = createChannelMocks();
export const channelHandlers: RequestHandler[] = defaults.channels;
export const noteHandlers: RequestHandler[] = defaults.notes;
export const dashboardHandlers: RequestHandler[] = defaults.dashboard;
