import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  paths,
  type AdminChannelItem,
  type AdminNote,
  type AdminStats,
  type AdminTimer,
  type AdminUser,
  type UpdateUserStatusRequest,
} from '@channel-countdown/contract';
import { createAdminMockData, type AdminMockData } from './fixtures/admin';

/**
 * MSW handlers for the admin calls of SPEC §7, over an in-memory copy of the fixtures: deactivating or
 * deleting a user changes what the next GET returns, as the real server would. `resetAdminMocks()`
 * gives every story (or test) a fresh copy.
 */
let data: AdminMockData = createAdminMockData();

export function resetAdminMocks(now: Date = new Date()) {
  data = createAdminMockData(now);
}

const ownerOf = (userId: number) => {
  const user = data.users.find((candidate) => candidate.id === userId);
  return user ? { id: user.id, username: user.username } : null;
};
const channelById = (channelId: number) => data.channels.find((channel) => channel.id === channelId);

function usersView(): AdminUser[] {
  return data.users.map((user) => {
    const channelIds = new Set(data.channels.filter((c) => c.userId === user.id).map((c) => c.id));
    const timers = data.timers.filter((timer) => channelIds.has(timer.channelId));
    return {
      ...user,
      channelsCount: channelIds.size,
      timersCount: timers.length,
      activeTimersCount: timers.filter((timer) => timer.isActive).length,
      notesCount: data.notes.filter((note) => channelIds.has(note.channelId)).length,
    };
  });
}

function statsView(): AdminStats {
  const topChannels = [...data.channels]
    .sort((a, b) => (b.subscriberCount ?? 0) - (a.subscriberCount ?? 0))
    .slice(0, 10)
    .map((channel) => ({
      channelName: channel.channelName,
      videoCount: channel.videoCount,
      subscriberCount: channel.subscriberCount,
      user: { username: ownerOf(channel.userId)?.username ?? 'Unknown' },
    }));
  return {
    totalUsers: data.users.length,
    activeUsers: data.users.filter((user) => user.isActive).length,
    totalChannels: data.channels.length,
    totalTimers: data.timers.length,
    totalNotes: data.notes.length,
    topChannels,
  };
}

const channelsView = (): AdminChannelItem[] =>
  data.channels.map((channel) => ({ channels: channel, users: ownerOf(channel.userId) }));

/** The channel name and owner a timer or note hangs off. */
function ownership(channelId: number) {
  const channel = channelById(channelId);
  return {
    channel: { channelName: channel?.channelName ?? '' },
    user: { username: (channel && ownerOf(channel.userId)?.username) ?? 'Unknown' },
  };
}

const timersView = (): AdminTimer[] =>
  data.timers.map(({ channelId, ...timer }) => ({ ...timer, ...ownership(channelId) }));

const notesView = (): AdminNote[] =>
  [...data.notes]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ channelId, ...note }) => ({ ...note, ...ownership(channelId) }));

/** MSW patterns of paths.adminUserStatus(id) and paths.adminUser(id). */
const userPattern = `${paths.adminUsers}/:id`;
const userStatusPattern = `${userPattern}/status`;

const notFound = () => HttpResponse.json({ message: 'User not found' }, { status: 404 });

const readHandlers = [
  http.get(paths.adminStats, () => HttpResponse.json(statsView())),
  http.get(paths.adminUsers, () => HttpResponse.json(usersView())),
  http.get(paths.adminChannels, () => HttpResponse.json(channelsView())),
  http.get(paths.adminTimers, () => HttpResponse.json(timersView())),
  http.get(paths.adminNotes, () => HttpResponse.json(notesView())),
];

const writeHandlers = [
  http.patch<{ id: string }, UpdateUserStatusRequest>(userStatusPattern, async ({ params, request }) => {
    const user = data.users.find((candidate) => candidate.id === Number(params.id));
    if (!user) return notFound();
    const body = await request.json();
    user.isActive = body.isActive;
    return HttpResponse.json({ message: 'User status updated' });
  }),
  http.delete<{ id: string }>(userPattern, ({ params }) => {
    const id = Number(params.id);
    if (!data.users.some((user) => user.id === id)) return notFound();
    const channelIds = new Set(data.channels.filter((c) => c.userId === id).map((c) => c.id));
    data = {
      users: data.users.filter((user) => user.id !== id),
      channels: data.channels.filter((channel) => !channelIds.has(channel.id)),
      timers: data.timers.filter((timer) => !channelIds.has(timer.channelId)),
      notes: data.notes.filter((note) => !channelIds.has(note.channelId)),
    };
    return HttpResponse.json({ message: 'User deleted' });
  }),
];

/** The default: realistic data that answers at once and remembers status changes and deletions. */
export const adminHandlers: RequestHandler[] = [...readHandlers, ...writeHandlers];

const adminGetPaths = [
  paths.adminStats,
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

const emptyStats: AdminStats = {
  totalUsers: 0,
  activeUsers: 0,
  totalChannels: 0,
  totalTimers: 0,
  totalNotes: 0,
  topChannels: [],
};

/** A platform with nothing in it (empty lists, zero totals). */
export const adminEmptyHandlers: RequestHandler[] = [
  http.get(paths.adminStats, () => HttpResponse.json(emptyStats)),
  ...[paths.adminUsers, paths.adminChannels, paths.adminTimers, paths.adminNotes].map((path) =>
    http.get(path, () => HttpResponse.json([])),
  ),
];

/** Every admin list fails with a 500 (SPEC §8: the screen shows no message for these). */
export const adminErrorHandlers: RequestHandler[] = adminGetPaths.map((path) =>
  http.get(path, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
);

/** The lists load, but changing a status or deleting a user fails (the failure toasts). */
export const adminMutationErrorHandlers: RequestHandler[] = [
  ...readHandlers,
  http.patch(userStatusPattern, () =>
    HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
  ),
  http.delete(userPattern, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
];

/** The user deletion hangs, so the dialog's 'Deleting...' state can be seen. */
export const adminDeletePendingHandlers: RequestHandler[] = [
  ...readHandlers,
  http.delete(userPattern, async () => {
    await delay('infinite');
    return HttpResponse.json({ message: 'User deleted' });
  }),
];
