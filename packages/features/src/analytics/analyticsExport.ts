import type { ActiveTimer, Channel, DashboardStats } from '@channel-countdown/contract';
import type { AnalyticsTimeRange } from './timeRange';

export interface AnalyticsExportInput {
  channels: readonly Channel[];
  activeTimers: readonly ActiveTimer[];
  /** Null while the stats have not loaded (or failed): the file says so instead of inventing zeros. */
  dashboardStats: DashboardStats | null;
  timeRange: AnalyticsTimeRange;
  now: Date;
}

export interface AnalyticsExportFile {
  fileName: string;
  data: {
    channels: readonly Channel[];
    activeTimers: readonly ActiveTimer[];
    dashboardStats: DashboardStats | null;
    exportDate: string;
    timeRange: AnalyticsTimeRange;
  };
}

/** SPEC §2: analytics-{range}-{date}.json holding channels, activeTimers, dashboardStats, exportDate (ISO), timeRange. */
export function buildAnalyticsExport({ channels, activeTimers, dashboardStats, timeRange, now }: AnalyticsExportInput): AnalyticsExportFile {
  const exportDate = now.toISOString();
  return {
    fileName: `analytics-${timeRange}-${exportDate.slice(0, 10)}.json`,
    data: { channels, activeTimers, dashboardStats, exportDate, timeRange },
  };
}
