import { SYSTEM_CHECKS, type AdminSystem, type HistoryRows } from '@channel-countdown/contract';
import { serverLoad } from '../../observability/load.js';
import { checkReadiness, type ReadinessDeps } from '../../observability/probes.js';
import type { QuotaMeter } from '../../youtube/index.js';

export interface SystemSources {
  /** What this server's readiness checks, as its /readyz does (observability/probes.ts). */
  readiness: ReadinessDeps;
  /** The Data API quota (the same meter as the cc_youtube_quota_units_remaining gauge); null without a key. */
  quota: { meter: QuotaMeter; dailyQuota: number } | null;
  /** The history's rows per tier as the last roll-up counted them (historyRowsOf), null before the first. */
  history: () => Promise<HistoryRows | null>;
}

const percent = (ratio: number) => Math.round(Math.min(1, Math.max(0, ratio)) * 100);

/**
 * The admin dashboard's System Health, API Calls and Server Load (GET /api/admin/system), from the sources
 * the operators read: the readiness checks of /readyz, the quota meter behind
 * cc_youtube_quota_units_remaining, and the process load behind cc_server_load_ratio. Health is the share
 * of the checks in use that pass (a skipped check, such as Redis without REDIS_URL, counts for neither). The
 * history's rows per tier are the last daily roll-up's count: counting them here would read every snapshot.
 */
export async function adminSystem(sources: SystemSources): Promise<AdminSystem> {
  const [readiness, unitsLeftToday, history] = await Promise.all([
    checkReadiness(sources.readiness),
    sources.quota ? sources.quota.meter.remaining() : null,
    sources.history(),
  ]);
  const checks = SYSTEM_CHECKS.map((name) => ({ name, status: readiness.checks[name]?.status ?? 'skipped' }));
  const used = checks.filter((check) => check.status !== 'skipped');
  const passing = used.filter((check) => check.status === 'ok').length;
  const load = serverLoad();
  return {
    health: {
      percent: used.length === 0 ? 100 : Math.floor((passing / used.length) * 100),
      checks,
      uptimeSeconds: Math.floor(process.uptime()),
    },
    youtube: sources.quota
      ? {
          unitsSpentToday: Math.max(0, sources.quota.dailyQuota - unitsLeftToday!),
          unitsLeftToday,
          dailyQuota: sources.quota.dailyQuota,
        }
      : { unitsSpentToday: null, unitsLeftToday: null, dailyQuota: null },
    load: { eventLoopPercent: percent(load.eventLoop), cpuPercent: Math.round(Math.max(0, load.cpu) * 100) },
    history,
  };
}
