import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CREATOR, startFakeYouTube, type FakeYouTube } from './fakes/youtube.js';
import { SpanKind, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './fakes/otlp-receiver.js';
import { freePort, startAppProcess, type AppProcess } from './support/appProcess.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { signUp } from './support/factories.js';
import { importFinished } from './support/imports.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const moduleProbe = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'support/moduleProbe.mjs');

/** Modules of OpenTelemetry's SDK and of the wrapping it needs; the API (@opentelemetry/api) is not one. */
const SDK_MODULE =
  /\/node_modules\/(@opentelemetry\/(?!api\/)[^/]+|bullmq-otel|import-in-the-middle|require-in-the-middle)\//;

function sdkModules(probeFile: string): string[] {
  return readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter((url) => SDK_MODULE.test(url));
}

async function removeKeys(prefix: string) {
  const redis = new Redis(REDIS_TEST_URL);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

/** The span's ancestors in its trace, nearest first (those the receiver got). */
function ancestors(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  let parent = span.parentSpanId;
  while (parent) {
    const found = spans.find(
      (candidate) => candidate.spanId === parent && candidate.traceId === span.traceId,
    );
    if (!found) break;
    chain.push(found);
    parent = found.parentSpanId;
  }
  return chain;
}

describe.runIf(redisAnswers).each(databases)('traces over OTLP from a server and a worker on %s', (kind) => {
  let receiver: OtlpReceiver;
  let fake: FakeYouTube;
  let database: TestDatabase;
  let server: AppProcess;
  let worker: AppProcess;
  let serverUrl: string;
  const prefix = `cc-test-trace-${randomBytes(4).toString('hex')}`;
  const probeDir = mkdtempSync(path.join(tmpdir(), 'cc-trace-probe-'));
  const probeFile = path.join(probeDir, 'server-modules.txt');

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    fake = await startFakeYouTube();
    database = await createTestDatabase(kind);
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      REDIS_URL: REDIS_TEST_URL,
      JOB_QUEUE_PREFIX: prefix,
      REDIS_KEY_PREFIX: prefix,
      YOUTUBE_API_KEY: 'test-api-key',
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
      YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      METRICS_TOKEN: '',
    };
    [server, worker] = await Promise.all([
      startAppProcess(
        'server',
        { ...env, PORT: String(port), HOST: '127.0.0.1', MODULE_PROBE_FILE: probeFile },
        { nodeImports: [moduleProbe] },
      ),
      startAppProcess('worker', env),
    ]);
  }, 90_000);

  // A failure says what the two processes logged (a 503's cause is in the server's warning).
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() =>
      console.error(`server:\n${server.lines.join('\n')}\nworker:\n${worker.lines.join('\n')}`),
    ),
  );

  afterAll(async () => {
    await Promise.all([server?.stop(), worker?.stop()]);
    await receiver?.close();
    await fake?.close();
    await database?.drop();
    await removeKeys(prefix);
    rmSync(probeDir, { recursive: true, force: true });
  });

  it('sends one trace from the request through the job it queued to the YouTube call inside the job', async () => {
    const client = new TestClient(serverUrl);
    await signUp(client, `tracer_${kind}`);
    const started = await client.post<{ id: number }>(paths.channelsImport, { inputs: [FAKE_CREATOR.id] });
    expect(started.status).toBe(202);
    const done = await importFinished(client, started.body.id, 30_000);
    expect(done).toMatchObject({ status: 'done' });

    const spans = receiver.spans;
    const isYouTubeCall = (span: ReceivedSpan) =>
      span.kind === SpanKind.CLIENT && String(span.attributes['url.full']).startsWith(fake.apiBaseUrl);
    let request: ReceivedSpan | undefined;
    let call: ReceivedSpan | undefined;
    // Each process exports its spans in batches as they end, so the job's YouTube call can arrive before the
    // job's run, which ends after it: wait for the whole chain from the call up to the request.
    const chainArrived = () =>
      request !== undefined && call !== undefined && ancestors(call, spans).at(-1) === request;
    for (let attempt = 0; attempt < 100 && !chainArrived(); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      request = spans.find(
        (span) => span.kind === SpanKind.SERVER && span.name === `POST ${paths.channelsImport}`,
      );
      call = request && spans.find((span) => span.traceId === request!.traceId && isYouTubeCall(span));
    }
    expect(receiver.rejected).toEqual([]);
    expect(request, 'the import request span').toMatchObject({
      service: 'channel-countdown-server',
      attributes: { 'http.route': paths.channelsImport, 'http.request.method': 'POST' },
    });
    expect(call, "the job's YouTube call, in the request's trace").toMatchObject({
      service: 'channel-countdown-worker',
    });

    const trace = spans.filter((span) => span.traceId === request!.traceId);
    const chain = ancestors(call!, trace);
    // YouTube call ← the job run (worker) ← adding the job (server) ← … ← the request (server).
    const run = chain.find((span) => span.kind === SpanKind.CONSUMER);
    expect(run).toMatchObject({ service: 'channel-countdown-worker', name: 'process channel-import' });
    const added = chain.find((span) => span.kind === SpanKind.PRODUCER);
    expect(added).toMatchObject({ service: 'channel-countdown-server', name: 'add channel-import.import' });
    expect(chain.indexOf(run!)).toBeLessThan(chain.indexOf(added!));
    expect(chain.at(-1)).toBe(request);

    // The database's queries and Redis's commands of both processes are in the same trace.
    const system = kind === 'postgres' ? 'postgresql' : 'sqlite';
    const systemOf = (span: ReceivedSpan) =>
      span.attributes['db.system.name'] ?? span.attributes['db.system'];
    for (const service of ['channel-countdown-server', 'channel-countdown-worker']) {
      expect(
        trace.some((span) => span.service === service && systemOf(span) === system),
        `${service}: a ${system} query`,
      ).toBe(true);
      expect(
        trace.some((span) => span.service === service && systemOf(span) === 'redis'),
        `${service}: a Redis command`,
      ).toBe(true);
    }
    if (kind === 'postgres') expect(trace.some((span) => span.name.startsWith('pg.query'))).toBe(true);
    // The probes a load balancer sends are never traced.
    await fetch(`${serverUrl}/readyz`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(spans.filter((span) => span.attributes['http.route'] === '/readyz')).toEqual([]);

    // The request's log line names its trace.
    const line = server
      .logs()
      .find(
        (entry) => entry.msg === 'request' && entry.path === paths.channelsImport && entry.method === 'POST',
      );
    expect(line).toMatchObject({
      trace_id: request!.traceId,
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  }, 60_000);

  it("loads OpenTelemetry's SDK when the endpoint is set", async () => {
    expect(await server.stop()).toBe(0);
    expect(sdkModules(probeFile).some((url) => url.includes('/@opentelemetry/sdk-trace/'))).toBe(true);
  });
});

describe.runIf(redisAnswers)('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let database: TestDatabase;
  const probeDir = mkdtempSync(path.join(tmpdir(), 'cc-trace-off-'));
  const prefix = `cc-test-trace-off-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await database?.drop();
    await removeKeys(prefix);
    rmSync(probeDir, { recursive: true, force: true });
  });

  it("loads no module of OpenTelemetry's SDK in the server or the worker, and logs no trace id", async () => {
    const port = await freePort();
    const env = {
      DATA_DIR: database.dataDir,
      REDIS_URL: REDIS_TEST_URL,
      JOB_QUEUE_PREFIX: prefix,
      REDIS_KEY_PREFIX: prefix,
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      METRICS_TOKEN: 'a-metrics-token-for-tests',
      METRICS_PORT: '0',
    };
    const [server, worker] = await Promise.all([
      startAppProcess(
        'server',
        { ...env, PORT: String(port), MODULE_PROBE_FILE: path.join(probeDir, 'server.txt') },
        { nodeImports: [moduleProbe] },
      ),
      startAppProcess(
        'worker',
        { ...env, MODULE_PROBE_FILE: path.join(probeDir, 'worker.txt') },
        { nodeImports: [moduleProbe] },
      ),
    ]);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    await signUp(client, 'untraced');
    expect((await client.post(paths.channelsImport, { inputs: [FAKE_CREATOR.id] })).status).toBe(202);
    expect(await server.stop()).toBe(0);
    expect(await worker.stop()).toBe(0);

    for (const role of ['server', 'worker']) {
      const loaded = readFileSync(path.join(probeDir, `${role}.txt`), 'utf8');
      // What tracing would wrap was loaded, and what does the wrapping was not.
      for (const library of ['/node_modules/knex/', '/node_modules/ioredis/', '/node_modules/bullmq/'])
        expect(loaded, `${role} loads ${library}`).toContain(library);
      expect(sdkModules(path.join(probeDir, `${role}.txt`)), role).toEqual([]);
    }
    const requestLine = server.logs().find((entry) => entry.msg === 'request' && entry.method === 'POST');
    expect(requestLine).toBeDefined();
    expect(requestLine).not.toHaveProperty('trace_id');
  }, 90_000);
});
