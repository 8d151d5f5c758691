import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  DEFAULT_NOTE_COLOR,
  DEFAULT_SETTINGS,
  TIMER_CYCLE_MS,
  parseChannelInput,
  paths,
  type ActiveTimer,
  type Channel,
  type ChannelPreview,
  type CreateChannelRequest,
  type CreateNoteRequest,
  type StartCycleRequest,
  type UpdateTimerRequest,
  type Note,
  type UpdateNoteRequest,
} from '@channel-countdown/contract';
import { FIXTURE_NOW, channelFixtures, fakeCreatorPreview, statsOf } from './fixtures/channels';

/** A failure the mock answers with: SPEC §8 error body `{message}` and its status; status 0 = network error. */
export interface MockFailure {
  status: number;
  message: string;
}

export interface ChannelMockOptions {
  /** The channels the user starts with (deep-copied, so each mock set has its own). @default channelFixtures */
  channels?: Channel[];
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
  /** GET /api/timers/active and DELETE /api/timers/:id on the same state, for the dashboard's stories. */
  timers: RequestHandler[];
}

const isFailure = (value: ChannelPreview | MockFailure): value is MockFailure => 'status' in value;
const fail = ({ status, message }: MockFailure) =>
  status === 0 ? HttpResponse.error() : HttpResponse.json({ message }, { status });
const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

const DAY_MS = 24 * 60 * 60 * 1000;
/** The server's word for a start refused while a cycle runs (routes/channels/service.ts). */
const TIMER_STILL_RUNNING = 'This channel already has a running timer';

/** Counting down or paused: the server refuses to start another cycle (timers/cycle.ts isRunning). */
const isRunningTimer = (timer: Channel['timer'], now: string) =>
  Boolean(timer?.isActive && (timer.isPaused || new Date(timer.endTime).getTime() > new Date(now).getTime()));

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
  const channels: Channel[] = structuredClone(options.channels ?? channelFixtures);
  let nextId = Math.max(100, ...channels.map((c) => c.id + 1));
  let nextNoteId = Math.max(1000, ...channels.flatMap((c) => c.notes.map((n) => n.id + 1)));
  let nextTimerId = Math.max(5000, ...channels.map((c) => (c.timer?.id ?? 0) + 1));

  const wait = async (key: keyof NonNullable<ChannelMockOptions['pending']>) => {
    if (pending[key]) await delay('infinite');
    if (latency) await delay(latency);
  };
  const channelById = (id: unknown) => channels.find((c) => c.id === Number(id));

  const channelHandlers: RequestHandler[] = [
    http.get(paths.channels, async () => {
      await wait('channels');
      if (failures.channels) return fail(failures.channels);
      return HttpResponse.json(channels);
    }),
    http.get('/api/channels/preview/:input', async ({ params }) => {
      await wait('preview');
      const parsed = parseChannelInput(decoded(params.input));
      if (!parsed.ok) return fail({ status: 400, message: parsed.message });
      return isFailure(preview) ? fail(preview) : HttpResponse.json(preview);
    }),
    http.post(paths.channels, async ({ request }) => {
      await wait('create');
      if (failures.create) return fail(failures.create);
      const { channelId: input } = (await request.json()) as CreateChannelRequest;
      const parsed = parseChannelInput(input);
      if (!parsed.ok) return fail({ status: 400, message: parsed.message });
      if (isFailure(preview)) return fail(preview);
      const id = nextId++;
      const channel: Channel = {
        id,
        channelId: preview.channelId,
        channelName: preview.channelName,
        channelDescription: null,
        thumbnailUrl: preview.thumbnailUrl,
        subscriberCount: preview.subscriberCount,
        videoCount: preview.videoCount,
        viewCount: preview.viewCount,
        countsApproximate: preview.countsApproximate,
        lastFetched: now,
        lastUpload: null,
        createdAt: now,
        timer: {
          id: id * 10,
          channelId: id,
          startTime: now,
          endTime: new Date(new Date(now).getTime() + TIMER_CYCLE_MS).toISOString(),
          isActive: true,
          isPaused: false,
        },
        notes: [],
        cycles: { total: 1, completed: 0 },
      };
      channels.push(channel);
      return HttpResponse.json(channel, { status: 201 });
    }),
    http.post('/api/channels/:id/refresh', async ({ params }) => {
      await wait('refresh');
      if (failures.refresh) return fail(failures.refresh);
      const channel = channelById(params.id);
      if (!channel) return notFound();
      channel.lastFetched = now;
      return HttpResponse.json(channel);
    }),
    // Issue 19: remove a channel, start a cycle when none runs (409 otherwise), as the server does.
    http.delete('/api/channels/:id', async ({ params }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const index = channels.findIndex((c) => c.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ message: 'Channel not found' }, { status: 404 });
      channels.splice(index, 1);
      return HttpResponse.json({ message: 'Channel removed' });
    }),
    http.post('/api/channels/:id/timer', async ({ params, request }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const channel = channelById(params.id);
      if (!channel) return HttpResponse.json({ message: 'Channel not found' }, { status: 404 });
      if (isRunningTimer(channel.timer, now))
        return HttpResponse.json({ message: TIMER_STILL_RUNNING }, { status: 409 });
      const { durationDays = DEFAULT_SETTINGS.timers.defaultDuration } =
        (await request.json()) as StartCycleRequest;
      const start = new Date(now).getTime();
      channel.timer = {
        id: nextTimerId++,
        channelId: channel.id,
        startTime: now,
        endTime: new Date(start + durationDays * DAY_MS).toISOString(),
        isActive: true,
        isPaused: false,
        pausedAt: null,
      };
      channel.cycles = { ...channel.cycles, total: channel.cycles.total + 1 };
      return HttpResponse.json(channel, { status: 201 });
    }),
  ];

  const timerHandlers: RequestHandler[] = [
    http.get(paths.activeTimers, () => {
      const timers: ActiveTimer[] = channels.flatMap((c) =>
        c.timer?.isActive
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
      return HttpResponse.json(timers);
    }),
    http.patch('/api/timers/:timerId', async ({ params, request }) => {
      await wait('manage');
      if (failures.manage) return fail(failures.manage);
      const channel = channels.find((c) => c.timer?.id === Number(params.timerId));
      if (!channel?.timer) return HttpResponse.json({ message: 'No timer found' }, { status: 404 });
      if (!isRunningTimer(channel.timer, now))
        return HttpResponse.json({ message: 'This timer is not running' }, { status: 409 });
      const { isPaused } = (await request.json()) as UpdateTimerRequest;
      const timer = channel.timer;
      if (isPaused && !timer.isPaused) channel.timer = { ...timer, isPaused: true, pausedAt: now };
      if (!isPaused && timer.isPaused) {
        // Resuming moves the end on by the time spent paused, as the server's cycle rules do.
        const pausedFor = new Date(now).getTime() - new Date(timer.pausedAt ?? now).getTime();
        const endTime = new Date(new Date(timer.endTime).getTime() + pausedFor).toISOString();
        channel.timer = { ...timer, isPaused: false, pausedAt: null, endTime };
      }
      return HttpResponse.json(channel.timer);
    }),
    http.delete('/api/timers/:timerId', async ({ params }) => {
      await wait('deleteTimer');
      if (failures.deleteTimer) return fail(failures.deleteTimer);
      const channel = channels.find((c) => c.timer?.id === Number(params.timerId));
      if (!channel) return HttpResponse.json({ message: 'No timer found' }, { status: 404 });
      channel.timer = null;
      return HttpResponse.json({ message: 'Timer deleted' });
    }),
  ];

  const noteHandlers: RequestHandler[] = [
    http.get('/api/channels/:id/notes', async ({ params }) => {
      await wait('notes');
      if (failures.notes) return fail(failures.notes);
      const channel = channelById(params.id);
      return channel ? HttpResponse.json(channel.notes) : notFound();
    }),
    http.post('/api/channels/:id/notes', async ({ params, request }) => {
      await wait('noteMutation');
      if (failures.createNote) return fail(failures.createNote);
      const channel = channelById(params.id);
      if (!channel) return notFound();
      const body = (await request.json()) as CreateNoteRequest;
      const note: Note = {
        id: nextNoteId++,
        channelId: channel.id,
        content: body.content.trim(),
        color: body.color ?? DEFAULT_NOTE_COLOR,
        createdAt: now,
        updatedAt: now,
      };
      channel.notes.unshift(note);
      return HttpResponse.json(note, { status: 201 });
    }),
    http.patch('/api/channels/:id/notes/:noteId', async ({ params, request }) => {
      await wait('noteMutation');
      if (failures.updateNote) return fail(failures.updateNote);
      const note = channelById(params.id)?.notes.find((n) => n.id === Number(params.noteId));
      if (!note) return notFound();
      const updates = (await request.json()) as UpdateNoteRequest;
      if (updates.content !== undefined) note.content = updates.content.trim();
      if (updates.color !== undefined) note.color = updates.color;
      note.updatedAt = now;
      return HttpResponse.json(note);
    }),
    http.delete('/api/channels/:id/notes/:noteId', async ({ params }) => {
      await wait('noteMutation');
      if (failures.deleteNote) return fail(failures.deleteNote);
      const channel = channelById(params.id);
      const index = channel?.notes.findIndex((n) => n.id === Number(params.noteId)) ?? -1;
      if (!channel || index < 0) return notFound();
      channel.notes.splice(index, 1);
      return HttpResponse.json({ message: 'Note deleted' });
    }),
  ];

  const dashboardHandlers: RequestHandler[] = [
    http.get(paths.dashboardStats, async () => {
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

const unauthorized: MockFailure = { status: 401, message: 'Unauthorized' };
const serverError: MockFailure = { status: 500, message: 'Internal Server Error' };

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
    createChannelMocks({ channels: [], preview: { status: 404, message: 'Channel not found' } }),
  previewUpstreamError: () =>
    createChannelMocks({
      channels: [],
      preview: { status: 502, message: 'Failed to fetch channel information' },
    }),
  createFails: () =>
    createChannelMocks({
      channels: [],
      failures: { create: { status: 409, message: 'Channel already has a running timer' } },
    }),
  createServerError: () => createChannelMocks({ channels: [], failures: { create: serverError } }),
  createUnauthorized: () => createChannelMocks({ channels: [], failures: { create: unauthorized } }),
  refreshFails: () =>
    createChannelMocks({
      failures: { refresh: { status: 502, message: 'Failed to fetch channel information' } },
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
