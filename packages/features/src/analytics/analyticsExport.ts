import type { ActiveTimer, Analytics, Channel, DashboardStats } from '@channel-countdown/contract';
import type { AnalyticsTimeRange } from './timeRange';

export interface AnalyticsExportInput {
  channels: readonly Channel[];
  activeTimers: readonly ActiveTimer[];
  /** Null while the stats have not loaded (or failed): the file says so instead of inventing zeros. */
  dashboardStats: DashboardStats | null;
  /** The figures of `timeRange` (GET /api/analytics); null while they load. */
  analytics: Analytics | null;
  timeRange: AnalyticsTimeRange;
  now: Date;
}

export interface AnalyticsExportFile {
  fileName: string;
  data: {
    channels: readonly Channel[];
    activeTimers: readonly ActiveTimer[];
    dashboardStats: DashboardStats | null;
    analytics: Analytics | null;
    exportDate: string;
    timeRange: AnalyticsTimeRange;
  };
}

/**
 * SPEC §2: analytics-{range}-{date}.json holding channels, activeTimers, dashboardStats, exportDate (ISO),
 * timeRange; and `analytics`, the figures of that range and of the range before it, so the file follows the
 * range it is named after (the SPEC's other contents are figures of now, the same for every range).
 */
export function buildAnalyticsExport({
  channels,
  activeTimers,
  dashboardStats,
  analytics,
  timeRange,
  now,
}: AnalyticsExportInput): AnalyticsExportFile {
  const exportDate = now.toISOString();
  return {
    fileName: `analytics-${timeRange}-${exportDate.slice(0, 10)}.json`,
    data: { channels, activeTimers, dashboardStats, analytics, exportDate, timeRange },
  };
}
