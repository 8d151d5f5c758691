import type { RequestHandler } from 'msw';

/**
 * MSW handlers keyed by domain, so a story overrides one key:
 * `parameters: { msw: { handlers: { ...handlers, channels: [http.get(...)] } } }`.
 * Each domain adds its own key in its own file (mocks/<domain>.ts).
 */
export const handlers: Record<string, RequestHandler[]> = {};

// Every handler again at another API address (AppProviders' apiBaseUrl).
export { servedAt } from './baseUrl';
export { resetMockState } from './freshState';

// Channels, notes and dashboard stats share one fake state (mocks/channels.ts).
import { channelHandlers } from './channels';
import { noteHandlers } from './notes';
import { dashboardHandlers } from './dashboard';
handlers.channels = channelHandlers;
handlers.notes = noteHandlers;
handlers.dashboard = dashboardHandlers;
// The channel page's history, daily gains, uploads and cycles, and the cards' sparklines (mocks/channelData.ts).
import { channelDataHandlers } from './channelData';
handlers.channelData = channelDataHandlers;
export {
  createChannelDataMocks,
  channelDataHandlers,
  historyOf,
  milestonesOf,
  uploadsOf,
  cyclesOf,
  sparklineOf,
  gainsOf,
  snapshotAt,
} from './channelData';
export type { ChannelDataOptions } from './channelData';
export { createChannelMocks, channelScenarios } from './channels';
export type { ChannelMockOptions, ChannelMocks, MockFailure } from './channels';
export {
  FIXTURE_NOW,
  BROKEN_THUMBNAIL,
  channelFixtures,
  manyChannelFixtures,
  pixelAndPine,
  sourdoughScience,
  midnightSynthwave,
  trailRunningDaily,
  oldMapsExplained,
  fakeCreatorPreview,
  keylessPreview,
  makeChannel,
  makeTimer,
  makeNote,
  fixtureTime,
  listedChannel,
  statsOf,
} from './fixtures/channels';
export type { ChannelFixture } from './fixtures/channels';

// Admin calls over their own stateful fake (mocks/admin.ts); resetAdminMocks() gives a fresh copy.
import { adminHandlers } from './admin';
handlers.admin = adminHandlers;
export {
  adminHandlers,
  adminLoadingHandlers,
  adminEmptyHandlers,
  adminErrorHandlers,
  adminSystemDegradedHandlers,
  adminMutationErrorHandlers,
  adminDeletePendingHandlers,
  resetAdminMocks,
} from './admin';
export { createAdminMockData } from './fixtures/admin';
export type { AdminMockData, AdminUserRecord } from './fixtures/admin';

// Session calls (mocks/auth.ts): handlers.auth is a signed-in plain user; the named sets swap it.
import { authHandlers } from './auth';
handlers.auth = authHandlers;
export {
  createAuthHandlers,
  authHandlers,
  visitorAuthHandlers,
  adminAuthHandlers,
  failingLoginAuthHandlers,
  pendingAuthHandlers,
  googleConfiguredAuthHandlers,
  loadingSessionAuthHandlers,
} from './auth';
export type { AuthMockOptions } from './auth';
export {
  fixtureUser,
  fixtureUserWithoutEmail,
  fixtureAdmin,
  fakeFirebaseConfig,
  noFirebaseConfig,
  INVALID_CREDENTIALS_MESSAGE,
} from './fixtures/users';

// Active timers (mocks/timers.ts) on the channel fake; the named sets show loading and failures.
import { timersHandlers } from './timers';
handlers.timers = timersHandlers;
export { timersHandlers, activeTimersPendingHandlers, activeTimersFailureHandlers } from './timers';

// Settings and account calls (mocks/settings.ts, issue 19): saved settings, password, profile, picture, export, import.
import { settingsHandlers } from './settings';
handlers.settings = settingsHandlers;
export { createSettingsHandlers, settingsHandlers, MOCK_PASSWORD } from './settings';
export type { SettingsMockOptions } from './settings';

// The server's notifications (GET /api/notifications, read state, per-channel mute) over their own fake (mocks/notifications.ts).
import { notificationHandlers } from './notifications';
handlers.notifications = notificationHandlers;
export {
  createNotificationMocks,
  notificationHandlers,
  notificationFixtures,
  notificationsFor,
  notification,
} from './notifications';
export type { NotificationMockOptions, NotificationMocks } from './notifications';

// GET /api/analytics computed from the fixture channels' cycle histories (mocks/analytics.ts).
import { analyticsHandlers } from './analytics';
handlers.analytics = analyticsHandlers;
export {
  analyticsHandlers,
  analyticsOf,
  createAnalyticsMocks,
  fixtureCycles,
  fixtureSubscribersPerDay,
} from './analytics';
export type { AnalyticsMockOptions, FixtureCycle } from './analytics';

// Personal API tokens (mocks/apiTokens.ts): the list, a creation shown once, revocation.
import { apiTokenHandlers } from './apiTokens';
handlers.apiTokens = apiTokenHandlers;
export { apiTokenFixtures, apiTokenHandlers, createApiTokenHandlers, MOCK_NEW_TOKEN } from './apiTokens';
export type { ApiTokenMockOptions } from './apiTokens';
// Compare (mocks/compare.ts): 2 to 8 channels' series derived from the channel fixtures.
import { compareHandlers } from './compare';
handlers.compare = compareHandlers;
export { compareHandlers, compareSeriesOf, createCompareMocks } from './compare';
export type { CompareMockOptions } from './compare';
export { pageWords } from './pageWords';

// Webhook and chat destinations (mocks/destinations.ts): the list, a webhook's secret once, test, log.
import { destinationHandlers } from './destinations';
handlers.destinations = destinationHandlers;
export {
  createDestinationHandlers,
  deliveryFixtures,
  destinationFixtures,
  destinationHandlers,
  MOCK_WEBHOOK_SECRET,
} from './destinations';
export type { DestinationMockOptions } from './destinations';
// Secret feed addresses (mocks/feeds.ts): read, made anew, turned off.
import { feedHandlers } from './feeds';
handlers.feeds = feedHandlers;
export {
  createFeedHandlers,
  feedAddressesFixture,
  feedHandlers,
  feedUrlsOf,
  MOCK_FEED_TOKENS,
} from './feeds';
export type { FeedMockOptions } from './feeds';
// Channel groups (mocks/groups.ts): the list, creation, rename/recolour, deletion, a channel's groups. The
// other screens' stories show a user without groups; the groups' stories pass groupFixtures.
import { createGroupHandlers } from './groups';
handlers.groups = createGroupHandlers({ groups: [] });
export { createGroupHandlers, groupFixtures, groupHandlers } from './groups';
export type { GroupMockOptions } from './groups';
