import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseDuration } from './duration.js';
import { generatedVapidKeys, type VapidKeys } from './notify/vapid.js';
import { parseAllowlist, type Allowlist } from './notify/outboundAddress.js';
import { userDailyUnits } from './youtube/quota.js';

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server. 'true' is one. The client address is
 * then the entry that many places from the right of X-Forwarded-For, the one the outermost trusted proxy
 * appended; anything further left was written by the client and is ignored.
 */
const proxyHops = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '' || text === 'false') return 0;
    if (text === 'true') return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false or the number of proxies' });
    return z.NEVER;
  });

/**
 * ALLOWED_ORIGINS: the other origins (scheme, host and port, e.g. https://app.example.com) whose pages may
 * call the API with the user's session: a comma list, empty by default (same origin only).
 */
const allowedOrigins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `ALLOWED_ORIGINS must list origins like https://app.example.com, not ${origin}`,
        });
        return z.NEVER;
      }
    }
    return origins;
  });

/** A duration ('6h', '30m', '10s') of at least `minMs`, in milliseconds. */
const duration = (name: string, fallback: string, minMs: number, hint: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms !== null && ms >= minMs) return ms;
      ctx.addIssue({ code: 'custom', message: `${name} must be a duration of ${hint}` });
      return z.NEVER;
    });

/** A scheduler interval: '6h', '30m', '1d'; at least a minute, so a typo cannot hammer YouTube. */
const interval = (name: string, fallback: string) =>
  duration(name, fallback, 60_000, 'at least a minute, like 30m or 6h');

/** An HTTP server timeout: '30s', '1m'; at least a second. */
const httpTimeout = (name: string, fallback: string) =>
  duration(name, fallback, 1000, 'at least a second, like 10s or 1m');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A key prefix in Redis: plain characters, so it can never reach into another prefix's keys. */
const redisPrefix = (name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, `${name} must be 1 to 64 letters, digits, dots, dashes or underscores`)
    .optional();

/**
 * The environment, read once into a typed and validated Config (ARCHITECTURE.md, "Configuration").
 * Nothing else in the server reads process.env.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalString,
  SESSION_SECRET: optionalString,
  TRUST_PROXY: proxyHops,
  ALLOWED_ORIGINS: allowedOrigins,
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_WEB_BASE_URL: z.url().default('https://www.youtube.com'),
  YOUTUBE_DAILY_QUOTA: z.coerce.number().int().min(0).default(10_000),
  YOUTUBE_USER_QUOTA_SHARE: z.coerce.number().gt(0).max(100).default(10),
  CHANNEL_REFRESH_INTERVAL: interval('CHANNEL_REFRESH_INTERVAL', '6h'),
  FEED_POLL_INTERVAL: interval('FEED_POLL_INTERVAL', '30m'),
  HTTP_IDLE_TIMEOUT: httpTimeout('HTTP_IDLE_TIMEOUT', '30s'),
  HTTP_HEADERS_TIMEOUT: httpTimeout('HTTP_HEADERS_TIMEOUT', '10s'),
  HTTP_REQUEST_TIMEOUT: httpTimeout('HTTP_REQUEST_TIMEOUT', '60s'),
  FIREBASE_PROJECT_ID: optionalString,
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  FIREBASE_JWKS_URL: z
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  TEST_CLOCK_FILE: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_ENDPOINT_ALLOWLIST: optionalString,
  WEBHOOK_ALLOWED_HOSTS: optionalString,
  WEBHOOK_TIMEOUT: httpTimeout('WEBHOOK_TIMEOUT', '10s'),
  SHUTDOWN_TIMEOUT: httpTimeout('SHUTDOWN_TIMEOUT', '10s'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .regex(
        /^[\x21-\x7e]{16,512}$/,
        'METRICS_TOKEN must be 16 to 512 visible characters without spaces (a bearer token)',
      )
      .optional(),
  ),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\//, 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL')
      .pipe(z.url())
      .optional(),
  ),
  OTEL_SERVICE_NAME: optionalString,
  JOB_QUEUE_PREFIX: optionalString.pipe(redisPrefix('JOB_QUEUE_PREFIX')),
  REDIS_KEY_PREFIX: optionalString.pipe(redisPrefix('REDIS_KEY_PREFIX')),
});

/**
 * Every environment variable the app reads, by name: the deployment files (Dockerfile, compose.yaml,
 * deploy/k8s) may set these and no others (test/deploy-files.test.ts).
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Cookie signing keys; the first signs, all verify (rotation). */
  sessionKeys: string[];
  /** Whether X-Forwarded-* are honoured (proxyHops > 0). */
  trustProxy: boolean;
  /** Reverse proxies in front of the server; the client IP is the X-Forwarded-For entry the outermost appended. */
  proxyHops: number;
  /**
   * Other origins whose pages may call the API with the session (CORS with credentials; the session cookie
   * is then SameSite=None; Secure). Empty: same origin only.
   */
  allowedOrigins: string[];
  youtube: {
    apiKey: string | undefined;
    apiBaseUrl: string;
    webBaseUrl: string;
    /** Data API units the key may spend per day (Pacific Time); lookups are refused before it is gone. */
    dailyQuota: number;
    /** The units one user's lookups may spend a day (YOUTUBE_USER_QUOTA_SHARE percent of dailyQuota). */
    userDailyUnits: number;
  };
  /**
   * The HTTP server's timeouts (http/serverTimeouts.ts): a connection that sends nothing for `idleMs` is closed
   * (before its first request, between requests, or mid-request); a request's headers must arrive within
   * `headersMs`, and the whole request within `requestMs`.
   */
  http: { idleMs: number; headersMs: number; requestMs: number };
  /**
   * SHUTDOWN_TIMEOUT: on SIGTERM, how long the requests in flight (server) or the running job (worker) may take
   * to finish before the process exits anyway (with 1).
   */
  shutdownMs: number;
  /** How often the scheduler refreshes each tracked channel's figures and reads its feed (jobs/). */
  schedule: {
    channelRefreshMs: number;
    feedPollMs: number;
  };
  firebase: {
    projectId: string | undefined;
    apiKey: string | undefined;
    authDomain: string | undefined;
    jwksUrl: string;
    emulatorHost: string | undefined;
  };
  /** Where users reach the app: the links in emails (the channel page, unsubscribe). */
  publicUrl: string;
  /** Email reminders over SMTP; null = email is off (SMTP_URL unset). */
  mail: { smtpUrl: string; from: string } | null;
  push: {
    /** VAPID keys (from the environment, or generated once into DATA_DIR); null = Web Push is off. */
    vapid: VapidKeys | null;
    /** Push-service hosts (host or host:port) allowed besides the built-in list (notify/pushEndpoint.ts). */
    endpointAllowlist: string[];
  };
  /** Webhook and chat destinations (domain/destinations): where they may send, and how long one send may take. */
  webhooks: {
    /** WEBHOOK_ALLOWED_HOSTS: addresses, ranges and host names allowed even when private (notify/outboundAddress.ts). */
    allowlist: Allowlist;
    timeoutMs: number;
  };
  logLevel: string;
  /**
   * Prometheus metrics at /metrics (observability/): null = off (METRICS_TOKEN unset; /metrics is a 404 and
   * nothing is collected). A scrape must send `Authorization: Bearer <token>`. The API server answers on its
   * own port; a worker, which serves no HTTP otherwise, listens on `port` (on HOST) for /metrics, /livez and
   * /readyz.
   */
  metrics: { token: string; port: number } | null;
  /**
   * OpenTelemetry traces (observability/tracing.ts): null = off (OTEL_EXPORTER_OTLP_ENDPOINT unset; none of the
   * SDK is loaded). `tracesUrl` is where spans are sent over OTLP/HTTP (JSON), the endpoint's /v1/traces;
   * `serviceName` names the process (OTEL_SERVICE_NAME, else channel-countdown-server or -worker).
   */
  tracing: { tracesUrl: string; serviceName: string | undefined } | null;
  /** The key prefix of the job queues in Redis (JOB_QUEUE_PREFIX; undefined = BullMQ's `bull`). */
  queuePrefix: string | undefined;
  /**
   * The key prefix of the app's own keys in Redis (REDIS_KEY_PREFIX, default `cc`): the sessions, the users'
   * data versions and the request limits' counts.
   */
  redisKeyPrefix: string;
  /** TEST_CLOCK_FILE: the journeys' movable clock (fileOffsetClock); never set in production. */
  testClockFile: string | undefined;
}

export class ConfigError extends Error {}

const SECRET_FILE = 'session-secret';
/** The signing key of production cookies: 32 characters at least, so it cannot be guessed offline. */
export const MIN_SECRET_LENGTH = 32;

/**
 * DATA_DIR holds the SQLite database and the generated secrets: checked at start, so a read-only or
 * missing volume is named plainly instead of surfacing later as failed writes.
 */
export function assertWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new ConfigError(
      `Invalid configuration: DATA_DIR ${dataDir} is not writable (${code}); the SQLite database and generated ` +
        'secrets are kept there',
    );
  }
}

/** Reads DATA_DIR/session-secret, creating it with a fresh random key the first time. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process created it between our read and write: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  }
  if (isProduction && e.SESSION_SECRET && e.SESSION_SECRET.split(',')[0]!.trim().length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters when NODE_ENV=production`,
    );
  }
  if (isProduction && e.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError('Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST is not allowed in production');
  }
  if (isProduction && e.TEST_CLOCK_FILE) {
    throw new ConfigError('Invalid configuration: TEST_CLOCK_FILE is not allowed in production');
  }
  if (!e.DATABASE_URL || !e.SESSION_SECRET) assertWritableDataDir(dataDir);
  const sessionKeys = (e.SESSION_SECRET ?? generatedSecret(dataDir))
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  const vapidPair =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : generatedVapidKeys(dataDir);
  // Push services want a contact; the app's own https address will do, else a mailbox at its host.
  const vapidSubject =
    e.VAPID_SUBJECT ??
    (publicUrl.startsWith('https://') ? publicUrl : `mailto:notifications@${new URL(publicUrl).hostname}`);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionKeys,
    trustProxy: e.TRUST_PROXY > 0,
    proxyHops: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS,
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      apiBaseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/+$/, ''),
      webBaseUrl: e.YOUTUBE_WEB_BASE_URL.replace(/\/+$/, ''),
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
      userDailyUnits: userDailyUnits(e.YOUTUBE_DAILY_QUOTA, e.YOUTUBE_USER_QUOTA_SHARE / 100),
    },
    http: {
      idleMs: e.HTTP_IDLE_TIMEOUT,
      headersMs: e.HTTP_HEADERS_TIMEOUT,
      requestMs: e.HTTP_REQUEST_TIMEOUT,
    },
    shutdownMs: e.SHUTDOWN_TIMEOUT,
    schedule: {
      channelRefreshMs: e.CHANNEL_REFRESH_INTERVAL,
      feedPollMs: e.FEED_POLL_INTERVAL,
    },
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
      jwksUrl: e.FIREBASE_JWKS_URL,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
    publicUrl,
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? `Channel Countdown <notifications@${new URL(publicUrl).hostname}>`,
        }
      : null,
    push: {
      vapid: vapidPair ? { ...vapidPair, subject: vapidSubject } : null,
      endpointAllowlist: (e.PUSH_ENDPOINT_ALLOWLIST ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    webhooks: { allowlist: parseAllowlist(e.WEBHOOK_ALLOWED_HOSTS), timeoutMs: e.WEBHOOK_TIMEOUT },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    metrics: e.METRICS_TOKEN ? { token: e.METRICS_TOKEN, port: e.METRICS_PORT } : null,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          tracesUrl: `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`,
          serviceName: e.OTEL_SERVICE_NAME,
        }
      : null,
    queuePrefix: e.JOB_QUEUE_PREFIX,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'cc',
    testClockFile: e.TEST_CLOCK_FILE,
  };
}
