import type { UserVersions } from '../cache/userVersions.js';
import type { Clock } from '../clock.js';
import {
  isChannelRefreshFailure,
  refreshYouTubeChannel,
  storeChannelInfos,
} from '../domain/channelData/refresh.js';
import { recordRefreshFailures } from '../domain/channelData/refreshFailures.js';
import { pollChannelFeed } from '../domain/channelData/uploads.js';
import { rollUpHistory, type RollupMark, type RollupReport } from '../domain/channelData/rollup.js';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import {
  deliverNotifications,
  type DeliveryDeps,
  type DeliveryReport,
} from '../domain/notifications/deliveries.js';
import { raiseDueNotifications, type DueEventsResult } from '../domain/notifications/dueEvents.js';
import { refreshEngagement } from '../domain/engagement/refresh.js';
import { metricsOff, secondsSince, type Metrics } from '../observability/metrics.js';
import {
  CHANNELS_PER_REQUEST,
  QuotaBudgetSpentError,
  youtubeOutcome,
  type ChannelProvider,
} from '../youtube/index.js';
import {
  channelsDueForFeedPoll,
  claimChannelsDueForRefresh,
  countTrackedChannels,
  releaseRefreshClaims,
} from './due.js';
import { REFRESH_CLAIM_MS, TICK_MS, batchSize, scheduledKeepBack } from './pacing.js';
import { claimDailyRun, recordRun } from './runs.js';

export interface ChannelJobsDeps {
  db: Db;
  /** Moved for the users whose data a job changes (a refresh, a new upload, a cycle restarted). */
  versions: UserVersions;
  youtube: ChannelProvider;
  clock: Clock;
  logger: Logger;
  /** Intervals and quota from config.ts. */
  refreshIntervalMs: number;
  feedPollIntervalMs: number;
  dailyQuota: number;
  webBaseUrl: string;
  timeoutMs?: number;
  /** How often runOnce is called (TICK_MS in production); sizes the batches. */
  tickMs?: number;
  /** Pushes and emails of the raised notifications (domain/notifications/deliveries.ts); absent = in-app only. */
  delivery?: Omit<DeliveryDeps, 'db' | 'logger' | 'metrics'>;
  /** Each job's runs and durations (queue channel-data), the feeds read and the deliveries attempted. */
  metrics?: Metrics;
}

/** The queue the scheduled channel jobs run on (BullMQ's, or the in-process timer's). */
export const CHANNEL_JOBS_QUEUE = 'channel-data';

export interface RefreshReport {
  due: number;
  refreshed: number;
  failed: number;
  /** The day's Data API budget (less the users' share) is spent: the rest waits for the next quota day. */
  quotaStopped: boolean;
}

export interface FeedReport {
  due: number;
  polled: number;
  failed: number;
  newUploads: number;
}

export interface ChannelJobs {
  refreshDueChannels(): Promise<RefreshReport>;
  pollDueFeeds(): Promise<FeedReport>;
  /** Notifications due (cycles ending soon or completed, new uploads), and completed cycles restarted. */
  raiseReminders(): Promise<DueEventsResult>;
  /**
   * The history's roll-up (domain/channelData/rollup.ts), once a UTC day across every instance: null when
   * another run already took today's.
   */
  rollUpHistory(): Promise<RollupReport | null>;
  /**
   * One tick: figures, then feeds, then reminders (which see the uploads the feeds just found), then the
   * admin's stored per-user figures (domain/engagement/refresh.ts), so admin reads rarely wait for them, then
   * on a day's first tick the history's roll-up.
   * Never throws: a failed run is logged and tried again next tick (the roll-up the next day).
   */
  runOnce(): Promise<{
    refresh: RefreshReport | null;
    feeds: FeedReport | null;
    reminders: DueEventsResult | null;
    deliveries: DeliveryReport | null;
    adminFigures: true | null;
    rollup: RollupReport | null;
  }>;
}

/** Feeds and keyless pages are read a few at a time: quick, without a burst at YouTube. */
const PARALLEL_READS = 4;

async function eachInParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(PARALLEL_READS, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** The scheduled work on channel data; the in-process timer and the BullMQ worker both call runOnce. */
export function createChannelJobs(deps: ChannelJobsDeps): ChannelJobs {
  const { db, youtube, clock, logger } = deps;
  const metrics = deps.metrics ?? metricsOff;
  const tickMs = deps.tickMs ?? TICK_MS;
  const keepBack = scheduledKeepBack(deps.dailyQuota);

  const dueBefore = (intervalMs: number) => new Date(clock.now().getTime() - intervalMs);

  async function refreshDueChannels(): Promise<RefreshReport> {
    const tracked = await countTrackedChannels(db);
    const claim = { until: new Date(clock.now().getTime() + REFRESH_CLAIM_MS), now: clock.now() };
    const due = await claimChannelsDueForRefresh(
      db,
      dueBefore(deps.refreshIntervalMs),
      claim.now,
      batchSize(tracked, tickMs, deps.refreshIntervalMs),
      claim.until,
    );
    const report: RefreshReport = { due: due.length, refreshed: 0, failed: 0, quotaStopped: false };
    // The claimed channels whose refresh was stored or whose failure was counted: the others are given back.
    const settled = new Set<string>();
    // The Data API batch being asked, so a batch that fails as a whole counts against its channels.
    let asking: string[] = [];
    try {
      if (youtube.lookupMany) {
        // Data API: 50 channels per 1-unit request, each spent with the users' share kept back and stored
        // before the next is asked, so a budget running out mid-tick keeps what was already paid for.
        for (let start = 0; start < due.length; start += CHANNELS_PER_REQUEST) {
          asking = due.slice(start, start + CHANNELS_PER_REQUEST);
          const infos = await youtube.lookupMany(asking, { keepBack });
          const now = clock.now();
          await storeChannelInfos(deps, infos, now);
          report.refreshed += infos.length;
          const found = new Set(infos.map((info) => info.channelId));
          // A channel YouTube no longer returns keeps its figures and counts a failure: its backoff keeps it
          // from holding the head of the queue.
          const missing = asking.filter((id) => !found.has(id));
          await recordRefreshFailures(deps, missing, now);
          report.failed += missing.length;
          for (const id of asking) settled.add(id);
          asking = [];
        }
      } else {
        // Each lookup that fails counts against its channel (refreshYouTubeChannel).
        await eachInParallel(due, async (id) => {
          try {
            await refreshYouTubeChannel(deps, id);
            report.refreshed++;
            settled.add(id);
          } catch (error) {
            report.failed++;
            if (isChannelRefreshFailure(error)) settled.add(id);
            logger.warn({ err: error, channelId: id }, 'scheduled channel refresh failed');
          }
        });
      }
    } catch (error) {
      if (isChannelRefreshFailure(error)) {
        await recordRefreshFailures(deps, asking, clock.now());
        for (const id of asking) settled.add(id);
      }
      // What was not stored stays due and is taken again next tick, oldest first.
      if (error instanceof QuotaBudgetSpentError) {
        report.quotaStopped = true;
        logger.warn(
          { keepBack, refreshed: report.refreshed },
          "scheduled refreshes stopped: the day's Data API budget for them is spent",
        );
      } else {
        report.failed = due.length - report.refreshed;
        logger.warn({ err: error, failed: report.failed }, 'scheduled channel refresh batch failed');
      }
    }
    await releaseRefreshClaims(
      db,
      due.filter((id) => !settled.has(id)),
      claim,
    );
    await recordRun(db, 'refresh', clock.now(), report);
    return report;
  }

  async function pollDueFeeds(): Promise<FeedReport> {
    const tracked = await countTrackedChannels(db);
    const due = await channelsDueForFeedPoll(
      db,
      dueBefore(deps.feedPollIntervalMs),
      batchSize(tracked, tickMs, deps.feedPollIntervalMs),
    );
    const report: FeedReport = { due: due.length, polled: 0, failed: 0, newUploads: 0 };
    await eachInParallel(due, async (id) => {
      try {
        const result = await pollChannelFeed({ ...deps, metrics, budget: { keepBack } }, id);
        metrics.youtubeCall('feed', 'feed', 'ok');
        report.polled++;
        report.newUploads += result.newUploads.length;
      } catch (error) {
        metrics.youtubeCall('feed', 'feed', youtubeOutcome(error));
        report.failed++;
        logger.warn({ err: error, channelId: id }, 'feed poll failed');
      }
    });
    await recordRun(db, 'feeds', clock.now(), report);
    return report;
  }

  const guarded = async <T>(name: string, work: () => Promise<T>): Promise<T | null> => {
    const started = performance.now();
    const job = name.replace(/ /g, '_');
    try {
      const result = await work();
      metrics.jobRun(CHANNEL_JOBS_QUEUE, job, 'succeeded', secondsSince(started));
      return result;
    } catch (error) {
      metrics.jobRun(CHANNEL_JOBS_QUEUE, job, 'failed', secondsSince(started));
      logger.error({ err: error, job: name }, 'scheduled job failed');
      return null;
    }
  };

  async function raiseReminders(): Promise<DueEventsResult> {
    const report = await raiseDueNotifications(deps);
    await recordRun(db, 'reminders', clock.now(), report);
    return report;
  }

  async function rollUpHistoryOnce(): Promise<RollupReport | null> {
    const claim = await claimDailyRun(db, 'rollup', clock.now());
    if (!claim) return null;
    const report = await rollUpHistory(db, clock.now(), (claim.lastResult as RollupMark | null) ?? null);
    await recordRun(db, 'rollup', clock.now(), report);
    return report;
  }

  return {
    refreshDueChannels,
    pollDueFeeds,
    raiseReminders,
    rollUpHistory: rollUpHistoryOnce,
    async runOnce() {
      const refresh = await guarded('refresh', refreshDueChannels);
      const feeds = await guarded('feeds', pollDueFeeds);
      const reminders = await guarded('reminders', raiseReminders);
      // Pushes and emails of what was just raised (and retries of earlier ones); a failed send waits in the outbox.
      const { delivery } = deps;
      const deliveries = delivery
        ? await guarded('deliveries', async () => {
            const report = await deliverNotifications({ db, logger, metrics, ...delivery }, clock.now());
            await recordRun(db, 'deliveries', clock.now(), report);
            return report;
          })
        : null;
      const adminFigures = await guarded('admin figures', async () => {
        await refreshEngagement(db, clock.now());
        return true as const;
      });
      const rollup = await guarded('history rollup', rollUpHistoryOnce);
      return { refresh, feeds, reminders, deliveries, adminFigures, rollup };
    },
  };
}
