import { randomBytes } from 'node:crypto';
import {
  IMPORT_MAX_CHANNELS,
  IMPORT_SKIP_REASONS,
  importJobSchema,
  paths,
} from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startBullMqImportRunner,
  startInProcessImportRunner,
  type ImportRunner,
} from '../src/jobs/importRunner.js';
import {
  createImportJob,
  IMPORT_LEASE_MS,
  readImportJob,
  runImportJob,
  type ImportDeps,
} from '../src/domain/imports/service.js';
import { createLogger } from '../src/logger.js';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { importFinished } from './support/imports.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (the runners work in the background). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await wait(50);
  }
}

describe.each(databases)('channel imports as server jobs on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  let deps: ImportDeps;
  const runners: ImportRunner[] = [];
  const fresh = async () => {
    n += 1;
    const client = t.client();
    const user = await signUp(client, `importer_${n}_${kind}`);
    return { client, user };
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
    deps = {
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger: createLogger('silent'),
    };
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.close();
  });
  afterAll(() => t.close());

  it('accepts the whole list at once (202), connects it in the background and reports each input', async () => {
    const { client } = await fresh();
    await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
    const inputs = [ANOTHER_CREATOR.id, 'UCDoesNotExistAnywhere00', QUIET_CHANNEL.handle, FAKE_CREATOR.id];
    const started = await client.post(paths.channelsImport, { inputs });
    expect(started.status).toBe(202);
    const accepted = importJobSchema.parse(started.body);
    expect(accepted.total).toBe(4);

    const done = importJobSchema.parse(await importFinished(client, accepted.id));
    expect(done).toMatchObject({
      id: accepted.id,
      status: 'done',
      total: 4,
      added: 2,
      skipped: 1,
      failed: 1,
    });
    expect(done.results.map((r) => [r.input, r.status])).toEqual([
      [ANOTHER_CREATOR.id, 'added'],
      ['UCDoesNotExistAnywhere00', 'failed'],
      [QUIET_CHANNEL.handle, 'added'],
      [FAKE_CREATOR.id, 'skipped'],
    ]);
    expect(done.results[0]!.channelName).toBe(ANOTHER_CREATOR.title);
    expect(done.results[1]!.message).toBeTruthy();
    expect(done.results[3]!.message).toBe(IMPORT_SKIP_REASONS.alreadyTracked);
    expect(done.finishedAt).not.toBeNull();
    expect((await client.get(paths.channels)).body).toHaveLength(3);
  });

  it("answers 404 for another user's import and for none, 400 for bad input, 401 signed out", async () => {
    const { client: owner } = await fresh();
    const { client: other } = await fresh();
    const started = await owner.post(paths.channelsImport, { inputs: [FAKE_CREATOR.id] });
    expect(started.status).toBe(202);
    await importFinished(owner, started.body.id);

    const stranger = await other.get(paths.channelsImportJob(started.body.id));
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBeTruthy();
    expect((await owner.get(paths.channelsImportJob(started.body.id + 1000))).status).toBe(404);
    expect((await owner.get(`${paths.channelsImport}/abc`)).status).toBe(400);
    expect((await owner.get(`${paths.channelsImport}/0`)).status).toBe(400);
    expect((await owner.get(`${paths.channelsImport}/99999999999`)).status).toBe(400);

    for (const body of [
      {},
      { inputs: [] },
      { inputs: 'UCx' },
      { inputs: [42] },
      { inputs: [''] },
      { inputs: Array.from({ length: IMPORT_MAX_CHANNELS + 1 }, () => FAKE_CREATOR.id) },
    ]) {
      const refused = await owner.post(paths.channelsImport, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    expect((await t.client().get(paths.channelsImportJob(started.body.id))).status).toBe(401);
  });

  it('resumes an import a restart left half done, without connecting again what was done', async () => {
    const { client, user } = await fresh();
    const now = t.clock.now();
    const jobId = await createImportJob(
      t.db,
      user.id,
      [FAKE_CREATOR.id, ANOTHER_CREATOR.id, QUIET_CHANNEL.id],
      now,
    );
    // The instance that had it died after the first input, still holding the lease.
    await t
      .db('import_job_items')
      .where({ job_id: jobId, position: 0 })
      .update({ status: 'skipped', message: 'Done before the restart' });
    await t
      .db('import_jobs')
      .where('id', jobId)
      .update({
        status: 'running',
        lease_owner: 'the-instance-that-died',
        lease_until: new Date(now.getTime() + IMPORT_LEASE_MS),
      });

    runners.push(startInProcessImportRunner(deps, 20));
    await wait(300);
    // Its lease still holds: nobody else touches the job yet.
    expect((await client.get(paths.channelsImportJob(jobId))).body).toMatchObject({
      status: 'running',
      skipped: 1,
      added: 0,
    });

    t.clock.advance(IMPORT_LEASE_MS + 1000);
    const done = await importFinished(client, jobId);
    expect(done.results.map((r) => [r.status, r.message])).toEqual([
      ['skipped', 'Done before the restart'],
      ['added', null],
      ['added', null],
    ]);
    // The first input was not connected again.
    const tracked = (await client.get(paths.channels)).body.map((c: { channelId: string }) => c.channelId);
    expect(tracked.sort()).toEqual([ANOTHER_CREATOR.id, QUIET_CHANNEL.id].sort());
  });

  it('is connected by one instance when several take it up at once', async () => {
    const { client, user } = await fresh();
    const jobId = await createImportJob(t.db, user.id, [FAKE_CREATOR.id, ANOTHER_CREATOR.id], t.clock.now());
    const outcomes = await Promise.all([
      runImportJob(deps, jobId),
      runImportJob(deps, jobId),
      runImportJob(deps, jobId),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const job = await readImportJob(t.db, user.id, jobId, t.clock.now());
    expect(job).toMatchObject({ status: 'done', added: 2, skipped: 0, failed: 0 });
    expect((await client.get(paths.channels)).body).toHaveLength(2);
  });
});

describe.runIf(redisAnswers).each(databases)('channel imports on BullMQ workers, %s', (kind) => {
  let t: TestApp;
  let prefix: string;
  const runners: ImportRunner[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    prefix = `cc-test-import-${randomBytes(4).toString('hex')}`;
  });
  afterAll(async () => {
    for (const runner of runners.splice(0)) await runner.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
  });

  it('queued by two servers, connected once by one of two workers', async () => {
    const client = t.client();
    const user = await signUp(client, `bull_importer_${kind}`);
    const logger = createLogger('silent');
    const deps: ImportDeps = { db: t.db, versions: t.versions, youtube: t.youtube, clock: t.clock, logger };
    const servers = [0, 1].map(() => startBullMqImportRunner({ redisUrl: REDIS_TEST_URL, prefix, logger }));
    const workers = [0, 1].map(() =>
      startBullMqImportRunner({ redisUrl: REDIS_TEST_URL, prefix, logger, deps }),
    );
    runners.push(...servers, ...workers);

    const jobId = await createImportJob(
      t.db,
      user.id,
      [FAKE_CREATOR.id, ANOTHER_CREATOR.id, QUIET_CHANNEL.id],
      t.clock.now(),
    );
    await Promise.all(servers.map((server) => server.enqueue(jobId)));
    await eventually(
      async () => (await readImportJob(t.db, user.id, jobId, t.clock.now()))?.status === 'done',
    );
    expect(await readImportJob(t.db, user.id, jobId, t.clock.now())).toMatchObject({
      added: 3,
      skipped: 0,
      failed: 0,
    });
    expect((await client.get(paths.channels)).body).toHaveLength(3);
  });
});
