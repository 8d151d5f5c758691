import { paths } from '@channel-countdown/contract';

// The query keys more than one domain reads or invalidates, in one module every domain may import: a write in
// one domain (a channel, a note, an import) makes another domain's reads stale, and importing the other
// domain for its key made the domains import each other (channels ↔ dashboard, channels ↔ notes).
// Each key is the call's path, so the query cache groups what the server groups.

export const channelsQueryKey = [paths.channels] as const;
export const sparklinesQueryKey = [paths.channelSparklines] as const;
export const dashboardStatsQueryKey = [paths.dashboardStats] as const;
export const activeTimersQueryKey = [paths.activeTimers] as const;
export const settingsQueryKey = [paths.settings] as const;
export const notesQueryKey = (channelId: number) => [paths.channelNotes(channelId)] as const;
export const groupsQueryKey = [paths.groups] as const;
/** Every analytics read (any range, any group): a change of a group's channels makes them stale. */
export const analyticsGroupKeyPrefix = [paths.analytics] as const;
