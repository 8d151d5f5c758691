import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import {
  endpoints,
  ADMIN_SEARCH_COUNT_CAP,
  ADMIN_TOP_LIST_SIZE,
  INTERNAL_SERVER_ERROR,
  USER_NOT_FOUND,
  adminChannelsQuerySchema,
  adminNotesQuerySchema,
  adminTimersQuerySchema,
  adminUsersQuerySchema,
  compareKeys,
  encodeAdminCursor,
  isRunningCycle,
  paths,
  selectAdminUsers,
  updateUserStatusRequestSchema,
  userSortKey,
  USER_SORT_KEYS,
  type AdminChannelItem,
  type AdminNote,
  type AdminPage,
  type AdminStats,
  type AdminTimer,
  type AdminUser,
  type SortDirection,
} from '@channel-countdown/contract';
import { averageEngagement, engagementDistribution, topPerformers } from '../admin';
import {
  adminSystemDegradedFixture,
  adminSystemFixture,
  createAdminMockData,
  type AdminMockData,
  type AdminMockOptions,
} from './fixtures/admin';
import { parsedBody, refuse, handle } from './http';

/**
 * MSW handlers for the admin calls of SPEC §7, over an in-memory copy of the fixtures: deactivating or
 * deleting a user changes what the next GET returns, as the real server would. The lists answer pages as
 * the server does (issue 22): the contract's query schemas (400 on a bad limit, cursor, sort or filter),
 * its search/filter/sort rules (selectAdminUsers), and keyset cursors, so a story cannot pass on
 * behaviour the server lacks. `resetAdminMocks()` gives every story (or test) a fresh copy.
 */
let data: AdminMockData = createAdminMockData();

export function resetAdminMocks(now: Date = new Date(), options: AdminMockOptions = {}) {
  data = createAdminMockData(now, options);
}

const ownerOf = (d: AdminMockData, userId: number) => {
  const user = d.users.find((candidate) => candidate.id === userId);
  return user ? { id: user.id, username: user.username } : null;
};
const time = (iso: string) => new Date(iso).getTime();
/** The server's running timers (the contract's isRunningCycle: counting down, not paused, not yet ended). */
const isRunning = (timer: AdminMockData['timers'][number]) => isRunningCycle(timer, Date.now());
const contains = (text: string | null | undefined, q: string) =>
  (text ?? '').toLowerCase().includes(q.toLowerCase());

function usersView(d: AdminMockData): AdminUser[] {
  return d.users.map((user) => {
    const channelIds = new Set(d.channels.filter((c) => c.userId === user.id).map((c) => c.id));
    const timers = d.timers.filter((timer) => channelIds.has(timer.channelId));
    return {
      ...user,
      channelsCount: channelIds.size,
      timersCount: timers.length,
      activeTimersCount: timers.filter(isRunning).length,
      notesCount: d.notes.filter((note) => channelIds.has(note.channelId)).length,
    };
  });
}

function statsView(d: AdminMockData): AdminStats {
  const users = usersView(d);
  const topChannels = [...d.channels]
    .sort((a, b) => (b.subscriberCount ?? -1) - (a.subscriberCount ?? -1) || a.id - b.id)
    .slice(0, ADMIN_TOP_LIST_SIZE)
    .map((channel) => ({
      channelName: channel.channelName,
      videoCount: channel.videoCount,
      subscriberCount: channel.subscriberCount,
      user: { username: ownerOf(d, channel.userId)?.username ?? 'Unknown' },
    }));
  return {
    totalUsers: users.length,
    activeUsers: users.filter((user) => user.isActive).length,
    totalChannels: d.channels.length,
    totalTimers: d.timers.filter(isRunning).length,
    totalNotes: d.notes.length,
    engagement: { averageScore: averageEngagement(users), bands: engagementDistribution(users) },
    topPerformers: topPerformers(users),
    topChannels,
  };
}

/** The channel name and owner a timer or note hangs off. */
function ownership(d: AdminMockData, channelId: number) {
  const channel = d.channels.find((candidate) => candidate.id === channelId);
  return {
    channel: { channelName: channel?.channelName ?? '' },
    user: { username: (channel && ownerOf(d, channel.userId)?.username) ?? 'Unknown' },
  };
}

/* ------------------------------------------- paging ------------------------------------------- */

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

interface ListQuery {
  limit: number;
  /** The key the page starts after (the contract's query schema decoded the cursor). */
  cursor?: readonly number[] | undefined;
  q: string;
  sort: string;
}

/**
 * One page of `sorted` (already searched, filtered and in the list's order): the items whose key comes after
 * the cursor's, as the server's keyset walk answers.
 */
function pageOf<T>(
  sorted: T[],
  keyOf: (item: T) => number[],
  direction: SortDirection,
  query: ListQuery,
): AdminPage<T> | Response {
  const after = query.cursor;
  const rest = after ? sorted.filter((item) => compareKeys(keyOf(item), after, direction) > 0) : sorted;
  const items = rest.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rest.length > query.limit && last ? encodeAdminCursor(query.sort, keyOf(last)) : null,
    // As the server counts: a search stops counting at the cap.
    ...(query.q && sorted.length > ADMIN_SEARCH_COUNT_CAP
      ? { total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true }
      : { total: sorted.length, totalCapped: false }),
  };
}

/** A GET handler parsing the list's query with the contract's schema (400 naming the field when it fails). */
function listHandler<S extends z.ZodType<ListQuery>>(
  path: string,
  schema: S,
  answer: (query: z.output<S>) => AdminPage<unknown> | Response,
) {
  return http.get(path, ({ request }) => {
    const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return badRequest(`${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}`);
    }
    const page = answer(parsed.data);
    return page instanceof Response ? page : HttpResponse.json(page);
  });
}

const notFound = () => refuse(404, USER_NOT_FOUND);
const serverError = () => refuse(500, INTERNAL_SERVER_ERROR);

/** The GET handlers over the data `current()` returns. */
const readHandlersOver = (current: () => AdminMockData): RequestHandler[] => [
  handle(endpoints.admin.stats, () => HttpResponse.json(statsView(current()))),
  handle(endpoints.admin.system, () => HttpResponse.json(adminSystemFixture)),
  listHandler(paths.adminUsers, adminUsersQuerySchema, (query) =>
    pageOf(
      selectAdminUsers(usersView(current()), query),
      (user) => userSortKey(user, query.sort),
      USER_SORT_KEYS[query.sort].direction,
      query,
    ),
  ),
  listHandler(paths.adminChannels, adminChannelsQuerySchema, (query) => {
    const d = current();
    const items: AdminChannelItem[] = d.channels
      .filter((channel) => contains(channel.channelName, query.q))
      .map((channel) => ({ channels: channel, users: ownerOf(d, channel.userId) }));
    const key = (item: AdminChannelItem) => [time(item.channels.createdAt), item.channels.id];
    items.sort((a, b) => compareKeys(key(a), key(b), 'desc'));
    return pageOf(items, key, 'desc', query);
  }),
  listHandler(paths.adminTimers, adminTimersQuerySchema, (query) => {
    const d = current();
    const items: AdminTimer[] = d.timers
      .filter(isRunning)
      .map(({ channelId, ...timer }) => ({ ...timer, ...ownership(d, channelId) }))
      .filter((timer) => contains(timer.channel.channelName, query.q));
    const key = (timer: AdminTimer) => [time(timer.endTime), timer.id];
    items.sort((a, b) => compareKeys(key(a), key(b), 'asc'));
    return pageOf(items, key, 'asc', query);
  }),
  listHandler(paths.adminNotes, adminNotesQuerySchema, (query) => {
    const d = current();
    const items: AdminNote[] = d.notes
      .filter((note) => contains(note.content, query.q))
      .map(({ channelId, ...note }) => ({ ...note, ...ownership(d, channelId) }));
    const key = (note: AdminNote) => [time(note.createdAt), note.id];
    items.sort((a, b) => compareKeys(key(a), key(b), 'desc'));
    return pageOf(items, key, 'desc', query);
  }),
];

const readHandlers = readHandlersOver(() => data);

const writeHandlers = [
  handle(endpoints.admin.setUserStatus, async ({ params, request }) => {
    const body = await parsedBody(updateUserStatusRequestSchema, request);
    if (body instanceof Response) return body;
    const user = data.users.find((candidate) => candidate.id === Number(params.id));
    if (!user) return notFound();
    user.isActive = body.isActive;
    // Named first: its type is a subtype of the refusal's {message}, which a literal's excess check would take.
    const updated = { message: 'User status updated successfully', id: user.id, isActive: user.isActive };
    return HttpResponse.json(updated);
  }),
  handle(endpoints.admin.deleteUser, ({ params }) => {
    const id = Number(params.id);
    if (!data.users.some((user) => user.id === id)) return notFound();
    const channelIds = new Set(data.channels.filter((c) => c.userId === id).map((c) => c.id));
    data = {
      users: data.users.filter((user) => user.id !== id),
      channels: data.channels.filter((channel) => !channelIds.has(channel.id)),
      timers: data.timers.filter((timer) => !channelIds.has(timer.channelId)),
      notes: data.notes.filter((note) => !channelIds.has(note.channelId)),
    };
    return HttpResponse.json({ message: 'User deleted successfully' });
  }),
];

/** The default: realistic data that answers at once and remembers status changes and deletions. */
export const adminHandlers: RequestHandler[] = [...readHandlers, ...writeHandlers];

const adminGetPaths = [
  paths.adminStats,
  paths.adminSystem,
  paths.adminUsers,
  paths.adminChannels,
  paths.adminTimers,
  paths.adminNotes,
];

/** Every admin list stays pending forever (skeletons and loading states). */
export const adminLoadingHandlers: RequestHandler[] = adminGetPaths.map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
);

/** A platform with nothing in it (empty lists, zero totals): the same handlers over empty data. */
export const adminEmptyHandlers: RequestHandler[] = readHandlersOver(() => ({
  users: [],
  channels: [],
  timers: [],
  notes: [],
}));

/** Every admin list fails with a 500 (SPEC §8: the screen shows no message for these). */
export const adminErrorHandlers: RequestHandler[] = adminGetPaths.map((path) => http.get(path, serverError));

/** The lists load; the server answering is degraded: Redis unreachable, no Data API key, busy. */
export const adminSystemDegradedHandlers: RequestHandler[] = [
  handle(endpoints.admin.system, () => HttpResponse.json(adminSystemDegradedFixture)),
  ...adminHandlers,
];

/** The lists load, but changing a status or deleting a user fails (the failure toasts). */
export const adminMutationErrorHandlers: RequestHandler[] = [
  ...readHandlers,
  handle(endpoints.admin.setUserStatus, serverError),
  handle(endpoints.admin.deleteUser, serverError),
];

/** The user deletion hangs, so the dialog's 'Deleting...' state can be seen. */
export const adminDeletePendingHandlers: RequestHandler[] = [
  ...readHandlers,
  handle(endpoints.admin.deleteUser, async () => {
    await delay('infinite');
    return HttpResponse.json({ message: 'User deleted successfully' });
  }),
];
