import type { z } from 'zod';
import {
  avatarImageParamsSchema,
  avatarImageQuerySchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  updateUserRequestSchema,
  userExportQuerySchema,
} from './account.js';
import {
  adminChannelsPageSchema,
  adminChannelsQuerySchema,
  adminNotesPageSchema,
  adminNotesQuerySchema,
  adminStatsSchema,
  adminTimersPageSchema,
  adminTimersQuerySchema,
  adminUserParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  updateUserStatusRequestSchema,
  updateUserStatusResponseSchema,
} from './admin.js';
import { analyticsQuerySchema, analyticsSchema } from './analytics.js';
import {
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from './apiTokens.js';
import type { TokenScope } from './apiTokenRules.js';
import { FEED_MEDIA_TYPES, feedAddressesSchema, feedParamsSchema } from './feeds.js';
import {
  createDestinationRequestSchema,
  createdDestinationSchema,
  destinationDeliveriesResponseSchema,
  destinationParamsSchema,
  destinationSchema,
  destinationsResponseSchema,
  destinationTestResultSchema,
  updateDestinationRequestSchema,
} from './destinations.js';
import { channelReminderChoicesSchema } from './reminderChoices.js';
import { channelMilestonesResponseSchema, setMilestoneAlertRequestSchema } from './milestones.js';
import { channelChangesResponseSchema } from './channelChanges.js';
import {
  firebaseAuthRequestSchema,
  loginRequestSchema,
  publicConfigSchema,
  registerRequestSchema,
  userSchema,
} from './auth.js';
import { acceptedAvatarTypes, AVATAR_MAX_BYTES } from './avatar.js';
import {
  channelCadenceSchema,
  channelCyclesResponseSchema,
  channelHistoryQuerySchema,
  channelHistoryResponseSchema,
  channelSparklinesResponseSchema,
  channelUploadsResponseSchema,
} from './channelData.js';
import {
  channelParamsSchema,
  channelPreviewParamsSchema,
  channelPreviewSchema,
  channelSchema,
  channelsResponseSchema,
  createChannelRequestSchema,
} from './channels.js';
import {
  channelGroupsRequestSchema,
  createGroupRequestSchema,
  groupParamsSchema,
  groupSchema,
  groupsResponseSchema,
  updateGroupRequestSchema,
} from './groups.js';
import { channelGainsQuerySchema, channelGainsResponseSchema } from './gains.js';
import { compareQuerySchema, compareResponseSchema } from './compare.js';
import { messageResponseSchema } from './common.js';
import { dashboardStatsSchema } from './dashboard.js';
import { adminSystemSchema, healthDetailsSchema, healthSchema } from './health.js';
import {
  IMPORT_FILE_MAX_BYTES,
  importJobParamsSchema,
  importJobSchema,
  importPreviewSchema,
  importRequestSchema,
} from './import.js';
import {
  createNoteRequestSchema,
  noteParamsSchema,
  noteSchema,
  notesResponseSchema,
  updateNoteRequestSchema,
} from './notes.js';
import {
  channelMuteSchema,
  markNotificationsReadRequestSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuerySchema,
} from './notifications.js';
import { paths } from './paths.js';
import { settingsSchema } from './settings.js';
import {
  activeTimersResponseSchema,
  startCycleRequestSchema,
  timerParamsSchema,
  timerSchema,
  updateTimerRequestSchema,
} from './timers.js';

/**
 * Every endpoint under /api in one table: method, path (paths.ts spells it), who may call it, the zod schemas
 * of its params, query and body, and its answer. The server validates requests with these schemas, the
 * features' client is typed from them (`api.call('GET', paths.channels)` answers a Channel[]), the MSW
 * handlers must answer them, and the OpenAPI document is generated from them.
 *
 * Params and query arrive as strings: their schemas coerce (an id param is a number once parsed). A body
 * that is a file's bytes under its own type is `fileBody`; an answer that is not JSON is `otherAnswer`.
 * `status` lists the success statuses when not only 200; `refusals` the error statuses beyond those its access,
 * method and input imply (see `impliedRefusals` in openapi.ts). `scope` says what an API token needs to call it
 * (tokenScopeOf: by default `admin` for the administrators' calls, `read` for GET, `write` otherwise).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, a signed-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin';

/** A request body that is a file's bytes under its own Content-Type (not JSON), at most `maxBytes`. */
export interface FileBody {
  readonly kind: 'file';
  readonly maxBytes: number;
  /** The accepted types; absent = any (the server tells the formats apart itself). */
  readonly mediaTypes?: readonly string[];
}

/** An answer that is not JSON: a download, an image, a page. */
export interface OtherAnswer {
  readonly kind: 'other';
  readonly mediaTypes: readonly string[];
}

export interface Endpoint {
  readonly method: HttpMethod;
  /** The path as koa-router and MSW match it, with `:name` params. */
  readonly path: string;
  /** One line for the API's reader. */
  readonly summary: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | FileBody;
  readonly answer: z.ZodType | OtherAnswer;
  /** The success statuses, first the usual one. @default [200] */
  readonly status?: readonly number[];
  /**
   * The error statuses this endpoint can answer beyond those its access, method and input imply: 401 for
   * wrong credentials, 403 for a deactivated account, 404 for a lookup that finds nothing, 409 for a clash
   * with the data, 429 for a rate limit, 502 when YouTube or Google fails.
   */
  readonly refusals?: readonly number[];
  /**
   * The scope an API token (`Authorization: Bearer …`) needs to call this; null = not open to tokens, only to
   * a signed-in browser's session (signing in and out, the password, deleting the account, managing tokens).
   * @default tokenScopeOf's: `admin` when access is admin, `read` for GET, `write` for any other method
   */
  readonly scope?: TokenScope | null;
}

/** The scope a token needs for an entry (its `scope`, or the default by access and method); null = none may. */
export function tokenScopeOf(endpoint: Pick<Endpoint, 'method' | 'access' | 'scope'>): TokenScope | null {
  if (endpoint.scope !== undefined) return endpoint.scope;
  if (endpoint.access === 'admin') return 'admin';
  return endpoint.method === 'GET' ? 'read' : 'write';
}

const fileBody = (maxBytes: number, mediaTypes?: readonly string[]): FileBody => ({
  kind: 'file',
  maxBytes,
  ...(mediaTypes && { mediaTypes }),
});
const otherAnswer = (...mediaTypes: string[]): OtherAnswer => ({ kind: 'other', mediaTypes });

export const endpoints = {
  meta: {
    health: {
      method: 'GET',
      path: paths.health,
      summary: "This instance's liveness: its database writes and its Redis answers",
      access: 'public',
      answer: healthSchema,
      status: [200, 503],
    },
    config: {
      method: 'GET',
      path: paths.config,
      summary: "The browser's configuration: Google sign-in, push and email delivery",
      access: 'public',
      answer: publicConfigSchema,
    },
    openApi: {
      method: 'GET',
      path: paths.openApi,
      summary: 'This API described as an OpenAPI 3.1 document',
      access: 'public',
      answer: otherAnswer('application/json'),
    },
  },
  auth: {
    register: {
      method: 'POST',
      path: paths.register,
      summary: 'Create an account and sign in',
      scope: null,
      access: 'public',
      body: registerRequestSchema,
      answer: userSchema,
      status: [201],
      refusals: [409, 429],
    },
    login: {
      method: 'POST',
      path: paths.login,
      summary: 'Sign in with a username and password',
      scope: null,
      access: 'public',
      body: loginRequestSchema,
      answer: userSchema,
      refusals: [401, 403, 429],
    },
    firebase: {
      method: 'POST',
      path: paths.firebaseAuth,
      summary: 'Sign in with a Google (Firebase) ID token',
      scope: null,
      access: 'public',
      body: firebaseAuthRequestSchema,
      answer: userSchema,
      refusals: [401, 403, 404, 409, 429, 502],
    },
    logout: {
      method: 'POST',
      path: paths.logout,
      summary: 'Sign out',
      scope: null,
      access: 'public',
      answer: messageResponseSchema,
    },
    session: {
      method: 'GET',
      path: paths.user,
      summary: 'The signed-in user',
      access: 'user',
      answer: userSchema,
    },
  },
  user: {
    update: {
      method: 'PATCH',
      path: paths.user,
      summary: 'Change the username or email',
      access: 'user',
      body: updateUserRequestSchema,
      answer: userSchema,
      refusals: [409],
    },
    remove: {
      method: 'DELETE',
      path: paths.user,
      summary: 'Delete the account and everything in it',
      scope: null,
      access: 'user',
      body: deleteAccountRequestSchema,
      answer: messageResponseSchema,
      refusals: [403, 409, 429],
    },
    changePassword: {
      method: 'POST',
      path: paths.userPassword,
      summary: 'Change the password (ends every other session and revokes every API token)',
      scope: null,
      access: 'user',
      body: changePasswordRequestSchema,
      answer: messageResponseSchema,
      refusals: [429],
    },
    setAvatar: {
      method: 'PUT',
      path: paths.userAvatar,
      summary: 'Set the profile picture (the image bytes under their own type)',
      access: 'user',
      body: fileBody(AVATAR_MAX_BYTES, acceptedAvatarTypes),
      answer: userSchema,
    },
    removeAvatar: {
      method: 'DELETE',
      path: paths.userAvatar,
      summary: 'Remove the profile picture',
      access: 'user',
      answer: userSchema,
    },
    avatarImage: {
      method: 'GET',
      path: paths.userAvatarImage.pattern,
      summary: "A user's profile picture",
      access: 'user',
      params: avatarImageParamsSchema,
      query: avatarImageQuerySchema,
      answer: otherAnswer(...acceptedAvatarTypes),
    },
    export: {
      method: 'GET',
      path: paths.userExport,
      summary: "The user's data as a JSON file, or one CSV table",
      access: 'user',
      query: userExportQuerySchema,
      answer: otherAnswer('application/json', 'text/csv'),
    },
  },
  settings: {
    get: {
      method: 'GET',
      path: paths.settings,
      summary: "The user's settings (the defaults until saved)",
      access: 'user',
      answer: settingsSchema,
    },
    save: {
      method: 'PUT',
      path: paths.settings,
      summary: "Save the user's settings (the whole object)",
      access: 'user',
      body: settingsSchema,
      answer: settingsSchema,
    },
  },
  notifications: {
    list: {
      method: 'GET',
      path: paths.notifications,
      summary: 'In-app notifications, newest first, a page at a time, with the unread count',
      access: 'user',
      query: notificationsQuerySchema,
      answer: notificationsPageSchema,
    },
    markRead: {
      method: 'POST',
      path: paths.notificationsRead,
      summary: 'Mark these notifications, or all, read',
      access: 'user',
      body: markNotificationsReadRequestSchema,
      answer: messageResponseSchema,
    },
    mute: {
      method: 'GET',
      path: paths.channelMute.pattern,
      summary: 'Whether a channel raises reminders',
      access: 'user',
      params: channelParamsSchema,
      answer: channelMuteSchema,
    },
    setMute: {
      method: 'PATCH',
      path: paths.channelMute.pattern,
      summary: "Mute or unmute a channel's reminders",
      access: 'user',
      params: channelParamsSchema,
      body: channelMuteSchema,
      answer: channelMuteSchema,
    },
    reminders: {
      method: 'GET',
      path: paths.channelReminders.pattern,
      summary: "Which of a channel's events reach the app, push, email and each destination",
      access: 'user',
      params: channelParamsSchema,
      answer: channelReminderChoicesSchema,
    },
    setReminders: {
      method: 'PUT',
      path: paths.channelReminders.pattern,
      summary: "Choose which of a channel's events reach the app, push, email and each destination",
      access: 'user',
      params: channelParamsSchema,
      body: channelReminderChoicesSchema,
      answer: channelReminderChoicesSchema,
    },
    unsubscribePage: {
      method: 'GET',
      path: paths.notificationsUnsubscribe,
      summary: "An email's unsubscribe link: a page asking to confirm, changing nothing",
      access: 'public',
      query: unsubscribeQuerySchema,
      answer: otherAnswer('text/html'),
    },
    unsubscribe: {
      method: 'POST',
      path: paths.notificationsUnsubscribe,
      summary:
        "Turns reminder emails off: the page's button and mail clients' one-click unsubscribe (RFC 8058)",
      access: 'public',
      query: unsubscribeQuerySchema,
      answer: messageResponseSchema,
    },
  },
  push: {
    subscribe: {
      method: 'POST',
      path: paths.pushSubscriptions,
      summary: "Receive the user's reminders as Web Push on this browser",
      access: 'user',
      body: pushSubscriptionSchema,
      answer: messageResponseSchema,
      status: [201],
    },
    unsubscribe: {
      method: 'DELETE',
      path: paths.pushSubscriptions,
      summary: 'Stop Web Push on this browser',
      access: 'user',
      body: pushUnsubscribeSchema,
      answer: messageResponseSchema,
    },
  },
  channels: {
    list: {
      method: 'GET',
      path: paths.channels,
      summary: "The user's channels, each with its timer and notes",
      access: 'user',
      answer: channelsResponseSchema,
    },
    preview: {
      method: 'GET',
      path: paths.channelPreview.pattern,
      summary: 'Look a channel up by link, handle or id without connecting it',
      access: 'user',
      params: channelPreviewParamsSchema,
      answer: channelPreviewSchema,
      refusals: [429, 502],
    },
    connect: {
      method: 'POST',
      path: paths.channels,
      summary: 'Connect a channel and start its first cycle (200 when a connected channel starts a new one)',
      access: 'user',
      body: createChannelRequestSchema,
      answer: channelSchema,
      status: [201, 200],
      refusals: [404, 409, 429, 502],
    },
    refresh: {
      method: 'POST',
      path: paths.channelRefresh.pattern,
      summary: "Fetch a channel's figures from YouTube again",
      access: 'user',
      params: channelParamsSchema,
      answer: channelSchema,
      refusals: [429, 502],
    },
    remove: {
      method: 'DELETE',
      path: paths.channel.pattern,
      summary: 'Remove a channel with its timer and notes',
      access: 'user',
      params: channelParamsSchema,
      answer: messageResponseSchema,
    },
    cadence: {
      method: 'GET',
      path: paths.channelCadence.pattern,
      summary: "How a channel's cycles follow its uploads",
      access: 'user',
      params: channelParamsSchema,
      answer: channelCadenceSchema,
    },
    setCadence: {
      method: 'PATCH',
      path: paths.channelCadence.pattern,
      summary: 'Restart the cycle on each new upload, or keep its fixed length',
      access: 'user',
      params: channelParamsSchema,
      body: channelCadenceSchema,
      answer: channelCadenceSchema,
    },
    milestones: {
      method: 'GET',
      path: paths.channelMilestones.pattern,
      summary:
        "A channel's next subscriber milestones, each with the dates it may be reached between, and its alert",
      access: 'user',
      params: channelParamsSchema,
      answer: channelMilestonesResponseSchema,
    },
    setMilestoneAlert: {
      method: 'PUT',
      path: paths.channelMilestones.pattern,
      summary: 'Be told when a channel reaches a milestone (null: no alert)',
      access: 'user',
      params: channelParamsSchema,
      body: setMilestoneAlertRequestSchema,
      answer: channelMilestonesResponseSchema,
    },
    changes: {
      method: 'GET',
      path: paths.channelChanges.pattern,
      summary:
        'What a channel changed (renamed, handle changed, new picture, subscriber count hidden or shown again), newest first',
      access: 'user',
      params: channelParamsSchema,
      answer: channelChangesResponseSchema,
    },
    startCycle: {
      method: 'POST',
      path: paths.channelTimer.pattern,
      summary: "Start a channel's next cycle",
      access: 'user',
      params: channelParamsSchema,
      body: startCycleRequestSchema,
      answer: channelSchema,
      status: [201],
      refusals: [409],
    },
    sparklines: {
      method: 'GET',
      path: paths.channelSparklines,
      summary: "Every card's sparkline: subscriber counts by channel id",
      access: 'user',
      answer: channelSparklinesResponseSchema,
    },
    history: {
      method: 'GET',
      path: paths.channelHistory.pattern,
      summary: "A channel's figures over time, oldest first",
      access: 'user',
      params: channelParamsSchema,
      query: channelHistoryQuerySchema,
      answer: channelHistoryResponseSchema,
    },
    gains: {
      method: 'GET',
      path: paths.channelGains.pattern,
      summary: "A channel's figures day by day (each day's last known figure and its change), oldest first",
      access: 'user',
      params: channelParamsSchema,
      query: channelGainsQuerySchema,
      answer: channelGainsResponseSchema,
    },
    gainsCsv: {
      method: 'GET',
      path: paths.channelGainsCsv.pattern,
      summary: "A channel's daily gains table as a CSV file (an unknown figure is an empty cell)",
      access: 'user',
      params: channelParamsSchema,
      query: channelGainsQuerySchema,
      answer: otherAnswer('text/csv'),
    },
    uploads: {
      method: 'GET',
      path: paths.channelUploads.pattern,
      summary: "A channel's latest uploads, newest first",
      access: 'user',
      params: channelParamsSchema,
      answer: channelUploadsResponseSchema,
    },
    cycles: {
      method: 'GET',
      path: paths.channelCycles.pattern,
      summary: "Every cycle of a channel's timer, newest first",
      access: 'user',
      params: channelParamsSchema,
      answer: channelCyclesResponseSchema,
    },
  },
  imports: {
    preview: {
      method: 'POST',
      path: paths.channelsImportPreview,
      summary: 'Read a subscriptions file (Takeout CSV, OPML, links) and say what would be imported',
      access: 'user',
      body: fileBody(IMPORT_FILE_MAX_BYTES),
      answer: importPreviewSchema,
    },
    start: {
      method: 'POST',
      path: paths.channelsImport,
      summary: 'Import channels in the background',
      access: 'user',
      body: importRequestSchema,
      answer: importJobSchema,
      status: [202],
      refusals: [409, 429],
    },
    job: {
      method: 'GET',
      path: paths.channelsImportJob.pattern,
      summary: "An import's progress and results",
      access: 'user',
      params: importJobParamsSchema,
      answer: importJobSchema,
    },
  },
  timers: {
    active: {
      method: 'GET',
      path: paths.activeTimers,
      summary: 'The running timers, soonest end first',
      access: 'user',
      answer: activeTimersResponseSchema,
    },
    pause: {
      method: 'PATCH',
      path: paths.timer.pattern,
      summary: 'Pause or resume a timer',
      access: 'user',
      params: timerParamsSchema,
      body: updateTimerRequestSchema,
      answer: timerSchema,
      refusals: [409],
    },
    remove: {
      method: 'DELETE',
      path: paths.timer.pattern,
      summary: "End a channel's cycle (its timer is deleted)",
      access: 'user',
      params: timerParamsSchema,
      answer: messageResponseSchema,
    },
  },
  notes: {
    list: {
      method: 'GET',
      path: paths.channelNotes.pattern,
      summary: "A channel's notes",
      access: 'user',
      params: channelParamsSchema,
      answer: notesResponseSchema,
    },
    create: {
      method: 'POST',
      path: paths.channelNotes.pattern,
      summary: 'Add a note to a channel',
      access: 'user',
      params: channelParamsSchema,
      body: createNoteRequestSchema,
      answer: noteSchema,
      status: [201],
    },
    update: {
      method: 'PATCH',
      path: paths.channelNote.pattern,
      summary: "Change a note's text or colour",
      access: 'user',
      params: noteParamsSchema,
      body: updateNoteRequestSchema,
      answer: noteSchema,
    },
    remove: {
      method: 'DELETE',
      path: paths.channelNote.pattern,
      summary: 'Delete a note',
      access: 'user',
      params: noteParamsSchema,
      answer: messageResponseSchema,
    },
  },
  compare: {
    read: {
      method: 'GET',
      path: paths.compare,
      summary:
        "2 to 8 of the user's channels side by side: each one's subscribers, views or uploads per week over a range, downsampled",
      access: 'user',
      query: compareQuerySchema,
      answer: compareResponseSchema,
      refusals: [404],
    },
  },
  dashboard: {
    stats: {
      method: 'GET',
      path: paths.dashboardStats,
      summary: "The dashboard's counts",
      access: 'user',
      answer: dashboardStatsSchema,
    },
  },
  analytics: {
    get: {
      method: 'GET',
      path: paths.analytics,
      summary: "The user's figures over a range and the range before it, of all channels or of one group's",
      access: 'user',
      query: analyticsQuerySchema,
      answer: analyticsSchema,
      refusals: [404],
    },
  },
  admin: {
    health: {
      method: 'GET',
      path: paths.adminHealth,
      summary: "The scheduler's last runs and the YouTube quota left today",
      access: 'admin',
      answer: healthDetailsSchema,
    },
    system: {
      method: 'GET',
      path: paths.adminSystem,
      summary: "This server's health checks, the YouTube units spent today and this server's load",
      access: 'admin',
      answer: adminSystemSchema,
    },
    stats: {
      method: 'GET',
      path: paths.adminStats,
      summary: "The platform's figures for the admin overview",
      access: 'admin',
      answer: adminStatsSchema,
    },
    users: {
      method: 'GET',
      path: paths.adminUsers,
      summary: 'Accounts, a page at a time, searched, filtered and sorted',
      access: 'admin',
      query: adminUsersQuerySchema,
      answer: adminUsersPageSchema,
    },
    channels: {
      method: 'GET',
      path: paths.adminChannels,
      summary: 'Every tracked channel, a page at a time',
      access: 'admin',
      query: adminChannelsQuerySchema,
      answer: adminChannelsPageSchema,
    },
    timers: {
      method: 'GET',
      path: paths.adminTimers,
      summary: 'Every timer, a page at a time',
      access: 'admin',
      query: adminTimersQuerySchema,
      answer: adminTimersPageSchema,
    },
    notes: {
      method: 'GET',
      path: paths.adminNotes,
      summary: 'Every note, a page at a time',
      access: 'admin',
      query: adminNotesQuerySchema,
      answer: adminNotesPageSchema,
    },
    setUserStatus: {
      method: 'PATCH',
      path: paths.adminUserStatus.pattern,
      summary: 'Activate or deactivate an account',
      access: 'admin',
      params: adminUserParamsSchema,
      body: updateUserStatusRequestSchema,
      answer: updateUserStatusResponseSchema,
      refusals: [409],
    },
    deleteUser: {
      method: 'DELETE',
      path: paths.adminUser.pattern,
      summary: 'Delete an account and everything in it',
      access: 'admin',
      params: adminUserParamsSchema,
      answer: messageResponseSchema,
      refusals: [409],
    },
  },
  tokens: {
    list: {
      method: 'GET',
      path: paths.apiTokens,
      summary: "The user's API tokens (never the tokens themselves), newest first",
      access: 'user',
      scope: null,
      answer: apiTokensResponseSchema,
    },
    create: {
      method: 'POST',
      path: paths.apiTokens,
      summary: 'Make an API token; the answer holds the token, shown this once',
      access: 'user',
      scope: null,
      body: createApiTokenRequestSchema,
      answer: createdApiTokenSchema,
      status: [201],
    },
    revoke: {
      method: 'DELETE',
      path: paths.apiToken.pattern,
      summary: 'Revoke an API token: it stops working at once',
      access: 'user',
      scope: null,
      params: apiTokenParamsSchema,
      answer: messageResponseSchema,
    },
  },
  destinations: {
    list: {
      method: 'GET',
      path: paths.destinations,
      summary: "The user's webhook and chat destinations (never their secrets), oldest first",
      access: 'user',
      answer: destinationsResponseSchema,
    },
    create: {
      method: 'POST',
      path: paths.destinations,
      summary: "Add a destination; a webhook's answer holds its signing secret, shown this once",
      access: 'user',
      body: createDestinationRequestSchema,
      answer: createdDestinationSchema,
      status: [201],
      refusals: [409],
    },
    update: {
      method: 'PATCH',
      path: paths.destination.pattern,
      summary: "Change a destination's name, events, channels or address",
      access: 'user',
      params: destinationParamsSchema,
      body: updateDestinationRequestSchema,
      answer: destinationSchema,
    },
    delete: {
      method: 'DELETE',
      path: paths.destination.pattern,
      summary: 'Delete a destination and its delivery log',
      access: 'user',
      params: destinationParamsSchema,
      answer: messageResponseSchema,
    },
    test: {
      method: 'POST',
      path: paths.destinationTest.pattern,
      summary: 'Send a test message to a destination now, and say what the receiver answered',
      access: 'user',
      params: destinationParamsSchema,
      answer: destinationTestResultSchema,
    },
    deliveries: {
      method: 'GET',
      path: paths.destinationDeliveries.pattern,
      summary: "A destination's recent deliveries, newest first, with their status, attempts and errors",
      access: 'user',
      params: destinationParamsSchema,
      answer: destinationDeliveriesResponseSchema,
    },
  },
  feeds: {
    addresses: {
      method: 'GET',
      path: paths.feeds,
      summary: "The user's secret feed addresses, or none while feeds are off",
      access: 'user',
      scope: null,
      answer: feedAddressesSchema,
    },
    create: {
      method: 'POST',
      path: paths.feeds,
      summary: 'Make new feed addresses; the old ones stop working at once',
      access: 'user',
      scope: null,
      answer: feedAddressesSchema,
      status: [201],
    },
    revoke: {
      method: 'DELETE',
      path: paths.feeds,
      summary: "Turn the user's feeds off: their addresses stop working at once",
      access: 'user',
      scope: null,
      answer: messageResponseSchema,
    },
    uploadsAtom: {
      method: 'GET',
      path: paths.feedUploadsAtom.pattern,
      summary: "Recent uploads of the user's channels as an Atom feed",
      access: 'public',
      params: feedParamsSchema,
      answer: otherAnswer(FEED_MEDIA_TYPES.atom),
      status: [200, 304],
      refusals: [404, 429],
    },
    uploadsJson: {
      method: 'GET',
      path: paths.feedUploadsJson.pattern,
      summary: "Recent uploads of the user's channels as a JSON Feed",
      access: 'public',
      params: feedParamsSchema,
      answer: otherAnswer(FEED_MEDIA_TYPES.json),
      status: [200, 304],
      refusals: [404, 429],
    },
    eventsAtom: {
      method: 'GET',
      path: paths.feedEventsAtom.pattern,
      summary: "The user's reminders (cycle ending, completed, new upload) as an Atom feed",
      access: 'public',
      params: feedParamsSchema,
      answer: otherAnswer(FEED_MEDIA_TYPES.atom),
      status: [200, 304],
      refusals: [404, 429],
    },
    eventsJson: {
      method: 'GET',
      path: paths.feedEventsJson.pattern,
      summary: "The user's reminders (cycle ending, completed, new upload) as a JSON Feed",
      access: 'public',
      params: feedParamsSchema,
      answer: otherAnswer(FEED_MEDIA_TYPES.json),
      status: [200, 304],
      refusals: [404, 429],
    },
    cycles: {
      method: 'GET',
      path: paths.feedCycles.pattern,
      summary: "Each running cycle's end as an iCalendar feed for calendar apps",
      access: 'public',
      params: feedParamsSchema,
      answer: otherAnswer(FEED_MEDIA_TYPES.calendar),
      status: [200, 304],
      refusals: [404, 429],
    },
  },
  groups: {
    list: {
      method: 'GET',
      path: paths.groups,
      summary: "The user's channel groups with their channels, by name",
      access: 'user',
      answer: groupsResponseSchema,
    },
    create: {
      method: 'POST',
      path: paths.groups,
      summary: 'Make a channel group (empty; channels are put in it one by one)',
      access: 'user',
      body: createGroupRequestSchema,
      answer: groupSchema,
      status: [201],
      refusals: [409],
    },
    update: {
      method: 'PATCH',
      path: paths.group.pattern,
      summary: 'Rename or recolour a channel group',
      access: 'user',
      params: groupParamsSchema,
      body: updateGroupRequestSchema,
      answer: groupSchema,
      refusals: [409],
    },
    remove: {
      method: 'DELETE',
      path: paths.group.pattern,
      summary: 'Delete a channel group (its channels stay on the dashboard)',
      access: 'user',
      params: groupParamsSchema,
      answer: messageResponseSchema,
    },
    setChannelGroups: {
      method: 'PUT',
      path: paths.channelGroups.pattern,
      summary:
        "Set the groups a channel is in (all of them); the answer is the user's groups as they now stand",
      access: 'user',
      params: channelParamsSchema,
      body: channelGroupsRequestSchema,
      answer: groupsResponseSchema,
    },
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every entry of the table, for the code that walks it (the routing's token check, the OpenAPI document). */
export const endpointList: readonly Endpoint[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);

const entryByRoute = new Map(endpointList.map((entry) => [`${entry.method} ${entry.path}`, entry]));

/** The entry of a method and path pattern (HEAD is GET's), or undefined when the table has none. */
export function endpointAt(method: string, pattern: string): Endpoint | undefined {
  return entryByRoute.get(`${method === 'HEAD' ? 'GET' : method} ${pattern}`);
}

/* ---- Types derived from the table (type-only: a client that imports them loads no schema) ---- */

export type Endpoints = typeof endpoints;

/** Any entry of the table. */
export type AnyEndpoint = {
  [Group in keyof Endpoints]: Endpoints[Group][keyof Endpoints[Group]];
}[keyof Endpoints];

/** The entry of a method and path pattern. */
export type EndpointAt<Method extends HttpMethod, Path extends string> = Extract<
  AnyEndpoint,
  { method: Method; path: Path }
>;

/** What a caller gives for a value its schema coerces (a param, a query field): the parsed type. */
type Wire<In, Out> = unknown extends In ? Out : In;
type WireObject<S extends z.ZodType> = {
  [Key in keyof z.input<S>]: Wire<z.input<S>[Key], Key extends keyof z.output<S> ? z.output<S>[Key] : never>;
};
type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

/** A part a caller may leave out when every field of it is optional. */
/** Nothing: an object type without fields (what a call of no params, query or body sends). */
export type NoInput = Record<never, never>;

type Part<Name extends string, Value> = NoInput extends Value
  ? { [Key in Name]?: Value }
  : { [Key in Name]: Value };

/** What a caller sends: `params` (the path's), `query`, `body` (JSON), each as the entry has it. */
export type EndpointInput<E> = E extends unknown
  ? Simplify<
      (E extends { params: infer S extends z.ZodType } ? { params: WireObject<S> } : unknown) &
        (E extends { query: infer S extends z.ZodType } ? Part<'query', WireObject<S>> : unknown) &
        (E extends { body: infer S extends z.ZodType } ? Part<'body', z.input<S>> : unknown)
    >
  : never;

/** The JSON answer of an entry (never for one whose answer is not JSON). */
export type EndpointAnswer<E> = E extends { answer: infer S extends z.ZodType } ? z.output<S> : never;
