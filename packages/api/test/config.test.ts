import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileOffsetClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cc-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      isProduction: false,
      youtube: {
        apiKey: undefined,
        apiBaseUrl: 'https://www.googleapis.com/youtube/v3',
        webBaseUrl: 'https://www.youtube.com',
      },
    });
  });

  it('reads the scheduler intervals (6h and 30m by default) and refuses what is no duration of a minute or more', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).schedule).toEqual({
      channelRefreshMs: 6 * 3_600_000,
      feedPollMs: 30 * 60_000,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir, CHANNEL_REFRESH_INTERVAL: '1d', FEED_POLL_INTERVAL: '15m' }).schedule,
    ).toEqual({
      channelRefreshMs: 86_400_000,
      feedPollMs: 15 * 60_000,
    });
    for (const [name, value] of [
      ['CHANNEL_REFRESH_INTERVAL', '6'],
      ['FEED_POLL_INTERVAL', '10s'],
      ['FEED_POLL_INTERVAL', 'soon'],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name as string]: value })).toThrow(
        `${name} must be a duration`,
      );
    }
  });

  it('generates the session secret once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const stored = readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim();
    expect(first.sessionKeys).toEqual([stored]);
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionKeys).toEqual([stored]);
  });

  it('reads SESSION_SECRET as a comma list of keys for rotation', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SESSION_SECRET: 'new-key, old-key' }).sessionKeys).toEqual([
      'new-key',
      'old-key',
    ]);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })
        .isProduction,
    ).toBe(true);
  });

  it("takes the journeys' movable clock (TEST_CLOCK_FILE) outside production only, and reads its offset", () => {
    const dir = tempDir();
    const file = path.join(dir, 'offset-ms');
    expect(loadConfig({ DATA_DIR: dir, TEST_CLOCK_FILE: file }).testClockFile).toBe(file);
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        TEST_CLOCK_FILE: file,
      }),
    ).toThrow(/TEST_CLOCK_FILE is not allowed in production/);
    const clock = fileOffsetClock(file);
    // No file yet: the real time.
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    writeFileSync(file, String(3 * 24 * 60 * 60 * 1000));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(3 * 24 * 60 * 60 * 1000 - 1000);
  });

  it('names a DATA_DIR it cannot write to, at start', () => {
    // Under a plain file, which no directory can be made in (root ignores permission bits, so not chmod).
    const file = path.join(tempDir(), 'not-a-directory');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(
      /DATA_DIR .*not-a-directory\/data is not writable \(ENOTDIR\)/,
    );
  });

  it('refuses a production SESSION_SECRET shorter than 32 characters', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(31) }),
    ).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ YOUTUBE_API_BASE_URL: 'not a url' }, /YOUTUBE_API_BASE_URL/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('switches to PostgreSQL, the Data API and a proxy when told', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/cc',
      YOUTUBE_API_KEY: 'key',
      YOUTUBE_WEB_BASE_URL: 'http://127.0.0.1:4010/',
      TRUST_PROXY: 'true',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@db:5432/cc',
      trustProxy: true,
      proxyHops: 1,
      port: 8080,
      youtube: { apiKey: 'key', webBaseUrl: 'http://127.0.0.1:4010' },
    });
  });

  it('turns metrics on with a METRICS_TOKEN, and refuses a token too short or with spaces', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).metrics).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: ' ' }).metrics).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'a-long-enough-token' }).metrics).toEqual({
      token: 'a-long-enough-token',
      port: 9464,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9100' }).metrics,
    ).toEqual({ token: 'a-long-enough-token', port: 9100 });
    for (const token of ['short', 'has a space in the middle', 'x'.repeat(513)])
      expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: token })).toThrow(
        'Invalid configuration: METRICS_TOKEN: METRICS_TOKEN must be 16 to 512 visible characters without spaces (a bearer token)',
      );
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: 'x' }),
    ).toThrow(/METRICS_PORT/);
  });

  it('turns tracing on with OTEL_EXPORTER_OTLP_ENDPOINT, sending to its /v1/traces, and refuses what is not a URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).tracing).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: ' ' }).tracing).toBeNull();
    expect(
      loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing,
    ).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: undefined });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/otlp',
        OTEL_SERVICE_NAME: 'cc-eu',
      }).tracing,
    ).toEqual({ tracesUrl: 'https://otlp.example.com/otlp/v1/traces', serviceName: 'cc-eu' });
    for (const endpoint of ['collector:4318', 'grpc://collector:4317', 'not a url'])
      expect(() => loadConfig({ DATA_DIR: tempDir(), OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toThrow(
        /OTEL_EXPORTER_OTLP_ENDPOINT/,
      );
  });

  it("takes the job queues' key prefix from JOB_QUEUE_PREFIX, plain characters only", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).queuePrefix).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), JOB_QUEUE_PREFIX: 'cc-staging' }).queuePrefix).toBe(
      'cc-staging',
    );
    for (const prefix of ['has space', 'a:b', 'x'.repeat(65)])
      expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_QUEUE_PREFIX: prefix })).toThrow(/JOB_QUEUE_PREFIX/);
  });

  it("takes the app's own key prefix in Redis from REDIS_KEY_PREFIX, `cc` by default, plain characters only", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redisKeyPrefix).toBe('cc');
    expect(loadConfig({ DATA_DIR: tempDir(), REDIS_KEY_PREFIX: 'cc-staging' }).redisKeyPrefix).toBe(
      'cc-staging',
    );
    for (const prefix of ['has space', 'a:b', 'x'.repeat(65)])
      expect(() => loadConfig({ DATA_DIR: tempDir(), REDIS_KEY_PREFIX: prefix })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
