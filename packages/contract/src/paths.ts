/**
 * Every path of SPEC.md §7 in one place. Query keys on the client start with these strings, and the
 * server's routers mount on them, so a path is never spelled twice.
 */
const id = (value: number | string) => encodeURIComponent(String(value));

export const paths = {
  health: '/api/health',
  config: '/api/config',
  user: '/api/user',
  userPassword: '/api/user/password',
  userAvatar: '/api/user/avatar',
  /** A user's picture; `version` (when it was set) changes the address, so the image may be cached for good. */
  userAvatarImage: (userId: number, version: number) => `/api/user/avatar/${id(userId)}?v=${id(version)}`,
  userExport: '/api/user/export',
  settings: '/api/settings',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  /** The emails' one-click unsubscribe (a signed token, no sign-in). */
  notificationsUnsubscribe: '/api/notifications/unsubscribe',
  pushSubscriptions: '/api/push/subscriptions',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  firebaseAuth: '/api/auth/firebase',
  channels: '/api/channels',
  channelsImport: '/api/channels/import',
  channelsImportPreview: '/api/channels/import/preview',
  /** One import's progress and results (GET): the job POST /api/channels/import started. */
  channelsImportJob: (jobId: number) => `/api/channels/import/${id(jobId)}`,
  channelPreview: (input: string) => `/api/channels/preview/${encodeURIComponent(input)}`,
  channel: (channelId: number) => `/api/channels/${id(channelId)}`,
  channelRefresh: (channelId: number) => `/api/channels/${id(channelId)}/refresh`,
  channelHistory: (channelId: number) => `/api/channels/${id(channelId)}/history`,
  channelUploads: (channelId: number) => `/api/channels/${id(channelId)}/uploads`,
  channelCycles: (channelId: number) => `/api/channels/${id(channelId)}/cycles`,
  /** One request for every card's sparkline; a fixed segment the `:id` routes must not take for an id. */
  channelSparklines: '/api/channels/sparklines',
  channelMute: (channelId: number) => `/api/channels/${id(channelId)}/mute`,
  channelTimer: (channelId: number) => `/api/channels/${id(channelId)}/timer`,
  channelNotes: (channelId: number) => `/api/channels/${id(channelId)}/notes`,
  channelNote: (channelId: number, noteId: number) => `/api/channels/${id(channelId)}/notes/${id(noteId)}`,
  activeTimers: '/api/timers/active',
  timer: (timerId: number) => `/api/timers/${id(timerId)}`,
  dashboardStats: '/api/dashboard/stats',
  /** GET with `?range=` (analyticsQuerySchema). */
  analytics: '/api/analytics',
  adminStats: '/api/admin/stats',
  adminUsers: '/api/admin/users',
  adminUserStatus: (userId: number) => `/api/admin/users/${id(userId)}/status`,
  adminUser: (userId: number) => `/api/admin/users/${id(userId)}`,
  adminChannels: '/api/admin/channels',
  adminTimers: '/api/admin/timers',
  adminNotes: '/api/admin/notes',
} as const;
