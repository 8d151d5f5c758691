import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { serverLoad } from './load.js';

/**
 * The Prometheus metrics of one process (the API server or a worker): one Registry per Metrics, never
 * prom-client's global one, so several apps in one process (tests) each count their own. Made once by the
 * entry point (server.ts, worker.ts) and handed down in the deps; with metrics off (METRICS_TOKEN unset)
 * every call is a no-op and nothing is collected.
 *
 * Families (docs/operations.md, "Metrics and probes"): cc_http_request_duration_seconds,
 * cc_page_render_duration_seconds, cc_polled_read_cache_total, cc_db_pool_connections, cc_redis_commands_total,
 * cc_redis_command_duration_seconds, cc_job_runs_total, cc_job_duration_seconds, cc_job_queue_jobs,
 * cc_job_queue_wait_seconds, cc_youtube_calls_total, cc_youtube_quota_units_spent_total,
 * cc_youtube_quota_units_remaining, cc_notification_deliveries_total, cc_sessions_active,
 * cc_server_load_ratio, and prom-client's
 * process and Node.js metrics (process_*, nodejs_*).
 */
export interface Metrics {
  readonly enabled: boolean;
  /** The exposition text, with its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
  /** One HTTP request answered: `route` is the route's pattern (never the raw path). */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /**
   * One page drawn by the server's renderer, a visitor's page sent as it was drawn for an earlier visitor
   * (`kept`, no time spent), or one that failed to be drawn and was sent undrawn.
   */
  pageRender(page: string, outcome: 'drawn' | 'kept' | 'failed', seconds: number): void;
  /**
   * A polled read (its resource: the channel list, active timers, stats, notifications…) answered from the
   * cache, or rebuilt.
   */
  polledRead(resource: string, result: 'hit' | 'miss'): void;
  /** One Redis command of the client named `client`, answered (in `seconds`, when timed) or failed. */
  redisCommand(client: string, outcome: 'ok' | 'error', seconds?: number): void;
  /** One run of a job of `queue`. */
  jobRun(queue: string, job: string, outcome: 'succeeded' | 'failed', seconds: number): void;
  /** How long a queued job waited before a worker took it. */
  jobWait(queue: string, seconds: number): void;
  /** One call to YouTube (`call`: lookup, lookup_many, live_videos, feed, kind_feed) and how it ended. */
  youtubeCall(provider: string, call: string, outcome: YouTubeOutcome): void;
  /** Data API quota units spent by this process. */
  quotaSpent(units: number): void;
  /** One delivery attempt of a notification (push, email, webhook). */
  deliveryAttempt(medium: string, outcome: DeliveryOutcome): void;
  /**
   * Gauges read when scraped: `source` answers the current values (a query, a pool's counters). A source
   * that fails or takes longer than SOURCE_TIMEOUT_MS never fails the scrape: its gauge keeps its last value
   * (a queue's counts are left out).
   */
  watch(source: GaugeSource): void;
}

export type YouTubeOutcome = 'ok' | 'not_found' | 'quota_spent' | 'upstream_error' | 'error';
export type DeliveryOutcome = 'sent' | 'gone' | 'retrying' | 'failed';

/** What a watched source measures; each kind has its own gauge, one source of each kind per process. */
export type GaugeSource =
  | { kind: 'dbPool'; read: () => { used: number; free: number; pending: number } }
  | { kind: 'sessions'; read: () => Promise<number> }
  | { kind: 'quotaRemaining'; read: () => Promise<number> }
  | { kind: 'queue'; queue: string; read: () => Promise<Record<string, number>> };

/** How long a scrape waits for one source (a database that does not answer must not hang the scrape). */
export const SOURCE_TIMEOUT_MS = 2000;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Request durations: a cached poll is a millisecond, a drawn page tens, a YouTube lookup seconds. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300];
const REDIS_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];

const noop = () => {};

/** Metrics off: nothing is counted, nothing is kept. */
export const metricsOff: Metrics = {
  enabled: false,
  scrape: () => Promise.reject(new Error('metrics are off')),
  httpRequest: noop,
  pageRender: noop,
  polledRead: noop,
  redisCommand: noop,
  jobRun: noop,
  jobWait: noop,
  youtubeCall: noop,
  quotaSpent: noop,
  deliveryAttempt: noop,
  watch: noop,
};

/** `value`, or undefined when it fails or is not there within SOURCE_TIMEOUT_MS. */
async function withinTimeout<T>(read: () => Promise<T> | T): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SOURCE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([Promise.resolve().then(read), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function createMetrics(options: { role: 'server' | 'worker' }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: 'cc_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const httpSeries = new Map<string, ReturnType<typeof http.labels>>();
  const render = new Histogram({
    name: 'cc_page_render_duration_seconds',
    help: "Pages drawn by the server's renderer (drawn, kept from an earlier visitor, failed), by page, and how long drawing took",
    labelNames: ['page', 'outcome'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const polled = new Counter({
    name: 'cc_polled_read_cache_total',
    help: "Users' polled reads (the resource: the channel list, active timers, stats, notifications and the like) answered from the cache (hit) or rebuilt (miss)",
    labelNames: ['resource', 'result'],
    registers,
  });
  const redisCommands = new Counter({
    name: 'cc_redis_commands_total',
    help: 'Redis commands (round trips) by client and outcome',
    labelNames: ['client', 'outcome'],
    registers,
  });
  const redisDuration = new Histogram({
    name: 'cc_redis_command_duration_seconds',
    help: 'How long Redis took to answer a command (blocking reads of the job queues left out)',
    labelNames: ['client'],
    buckets: REDIS_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'cc_job_runs_total',
    help: 'Background job runs by queue, job and outcome',
    labelNames: ['queue', 'job', 'outcome'],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'cc_job_duration_seconds',
    help: 'How long background jobs ran, by queue, job and outcome',
    labelNames: ['queue', 'job', 'outcome'],
    buckets: JOB_BUCKETS,
    registers,
  });
  const jobWait = new Histogram({
    name: 'cc_job_queue_wait_seconds',
    help: 'How long a queued job waited before a worker took it, by queue',
    labelNames: ['queue'],
    buckets: JOB_BUCKETS,
    registers,
  });
  const youtube = new Counter({
    name: 'cc_youtube_calls_total',
    help: 'Calls to YouTube by provider, call and outcome',
    labelNames: ['provider', 'call', 'outcome'],
    registers,
  });
  const quotaSpent = new Counter({
    name: 'cc_youtube_quota_units_spent_total',
    help: 'YouTube Data API quota units spent by this process',
    registers,
  });
  const deliveries = new Counter({
    name: 'cc_notification_deliveries_total',
    help: 'Notification delivery attempts by medium (push, email, webhook) and outcome',
    labelNames: ['medium', 'outcome'],
    registers,
  });

  new Gauge({
    name: 'cc_server_load_ratio',
    help: "This process's load over the last 15 s: its event loop's busy share, and its CPU time per core",
    labelNames: ['measure'],
    registers,
    collect() {
      const load = serverLoad();
      this.set({ measure: 'event_loop' }, load.eventLoop);
      this.set({ measure: 'cpu' }, load.cpu);
    },
  });

  const sources = new Map<string, GaugeSource>();
  const sourceOf = <K extends GaugeSource['kind']>(kind: K) =>
    [...sources.values()].filter(
      (source): source is Extract<GaugeSource, { kind: K }> => source.kind === kind,
    );

  /** Each kind's gauge, made when its first source is watched: a process without one exposes none. */
  const gauges: Record<GaugeSource['kind'], () => Gauge> = {
    dbPool: () =>
      new Gauge({
        name: 'cc_db_pool_connections',
        help: "The database pool's connections: in use, idle, and requests waiting for one",
        labelNames: ['state'],
        registers,
        collect() {
          for (const source of sourceOf('dbPool')) {
            const pool = source.read();
            this.set({ state: 'used' }, pool.used);
            this.set({ state: 'free' }, pool.free);
            this.set({ state: 'pending' }, pool.pending);
          }
        },
      }),
    sessions: () =>
      new Gauge({
        name: 'cc_sessions_active',
        help: 'Signed-in sessions that have not expired (database session store)',
        registers,
        async collect() {
          for (const source of sourceOf('sessions')) {
            const count = await withinTimeout(source.read);
            if (count !== undefined) this.set(count);
          }
        },
      }),
    quotaRemaining: () =>
      new Gauge({
        name: 'cc_youtube_quota_units_remaining',
        help: "YouTube Data API quota units left today, for all instances (the day's budget less what was spent)",
        registers,
        async collect() {
          for (const source of sourceOf('quotaRemaining')) {
            const units = await withinTimeout(source.read);
            if (units !== undefined) this.set(units);
          }
        },
      }),
    queue: () =>
      new Gauge({
        name: 'cc_job_queue_jobs',
        help: 'Jobs in each queue by state (waiting, delayed, active, failed)',
        labelNames: ['queue', 'state'],
        registers,
        async collect() {
          this.reset();
          await Promise.all(
            sourceOf('queue').map(async (source) => {
              const counts = await withinTimeout(source.read);
              for (const [state, count] of Object.entries(counts ?? {}))
                this.set({ queue: source.queue, state }, count);
            }),
          );
        },
      }),
  };
  const made = new Set<GaugeSource['kind']>();

  return {
    enabled: true,
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    httpRequest(method, route, status, seconds) {
      // Each (method, route, status) has its child series looked up once: prom-client hashes a labels object
      // on every observe, a cost the busiest reads (a 304 poll) would pay on each request.
      const known = METHODS.has(method) ? method : 'OTHER';
      const key = `${known} ${route} ${status}`;
      let series = httpSeries.get(key);
      if (!series) {
        series = http.labels({ method: known, route, status: String(status) });
        httpSeries.set(key, series);
      }
      series.observe(seconds);
    },
    pageRender(page, outcome, seconds) {
      render.observe({ page, outcome }, seconds);
    },
    polledRead(resource, result) {
      polled.inc({ resource, result });
    },
    redisCommand(client, outcome, seconds) {
      redisCommands.inc({ client, outcome });
      if (outcome === 'ok' && seconds !== undefined) redisDuration.observe({ client }, seconds);
    },
    jobRun(queue, job, outcome, seconds) {
      jobRuns.inc({ queue, job, outcome });
      jobDuration.observe({ queue, job, outcome }, seconds);
    },
    jobWait(queue, seconds) {
      jobWait.observe({ queue }, Math.max(0, seconds));
    },
    youtubeCall(provider, call, outcome) {
      youtube.inc({ provider, call, outcome });
    },
    quotaSpent(units) {
      quotaSpent.inc(units);
    },
    deliveryAttempt(medium, outcome) {
      deliveries.inc({ medium, outcome });
    },
    watch(source) {
      sources.set(source.kind === 'queue' ? `queue:${source.queue}` : source.kind, source);
      if (!made.has(source.kind)) {
        made.add(source.kind);
        gauges[source.kind]();
      }
    },
  };
}

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * Times `work` as one run of `job` on `queue`: succeeded when it resolves, failed when it throws (the error
 * is thrown on).
 */
export async function timedJob<T>(
  metrics: Metrics,
  queue: string,
  job: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!metrics.enabled) return work();
  const started = performance.now();
  try {
    const result = await work();
    metrics.jobRun(queue, job, 'succeeded', secondsSince(started));
    return result;
  } catch (error) {
    metrics.jobRun(queue, job, 'failed', secondsSince(started));
    throw error;
  }
}
