import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresConfig } from '../src/db/knex.js';
import { SERVICE_UNAVAILABLE } from '@channel-countdown/contract';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * A database that can no longer write (SQLite: read-only or disk full; PostgreSQL: a read-only database,
 * as on a replica or after an operator's emergency switch): requests answer 503 with Retry-After, not a
 * 500, and /api/health says unhealthy until the database writes again.
 */
async function makeReadOnly(t: TestApp, readOnly: boolean) {
  if (t.database.kind === 'sqlite') {
    // One connection serves the whole app (pool max 1), so the pragma holds for every request.
    await t.db.raw(`PRAGMA query_only = ${readOnly ? 'ON' : 'OFF'}`);
    return;
  }
  const name = (await t.db.raw('select current_database() as name')).rows[0].name as string;
  const admin = knexFactory(
    postgresConfig(process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test'),
  );
  try {
    await admin.raw(`alter database ${name} set default_transaction_read_only = ${readOnly ? 'on' : 'off'}`);
  } finally {
    await admin.destroy();
  }
  // The setting applies to new connections: start the pool afresh.
  await t.db.destroy();
  t.db.initialize();
}

describe.each(databases)('a database that cannot write, on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  let channelId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    client = t.client();
    const me = await signUp(client, 'steady_writer');
    channelId = (await createChannel(t.db, me.id, t.clock.now())).id;
  });
  afterAll(async () => {
    await makeReadOnly(t, false);
    await t.close();
  });

  it('answers writes with 503 and Retry-After, says unhealthy, and recovers when the database writes again', async () => {
    expect((await client.get('/api/health')).status).toBe(200);
    await makeReadOnly(t, true);

    const refused = await client.post(`/api/channels/${channelId}/notes`, { content: 'kept for later' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toEqual({ message: SERVICE_UNAVAILABLE });
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable' });
    // Reading still works.
    expect((await client.get('/api/channels')).status).toBe(200);

    await makeReadOnly(t, false);
    expect((await client.get('/api/health')).status).toBe(200);
    expect(
      (await client.post(`/api/channels/${channelId}/notes`, { content: 'kept for later' })).status,
    ).toBe(201);
    expect(await t.db('notes').where('content', 'kept for later').count({ n: '*' }).first()).toMatchObject({
      n: 1,
    });
  });
});
