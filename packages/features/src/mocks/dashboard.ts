/**
 * GET /api/dashboard/stats is derived from the same fake state as the channel list (mocks/channels.ts):
 * `createChannelMocks().dashboard`.
 */
export { dashboardHandlers } from './channels';
