import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_FAILED } from '@channel-countdown/contract';
import { createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

const PASSWORD = 'Sup3rSecretPassw0rd';

describe('structured request logs', () => {
  let database: TestDatabase;
  let server: Server;
  let client: TestClient;
  const lines: string[] = [];
  const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestRecords = () => records().filter((r) => r.msg === 'request');

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = createApp({
      db: database.db,
      youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
      clock: new ManualClock(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
      logger: createLogger('info', sink),
    });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
  });

  it('writes one line per request with id, method, path, status and duration', async () => {
    lines.length = 0;
    const answer = await client.get('/api/user');
    expect(answer.status).toBe(401);
    const [line, ...others] = requestRecords();
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/user',
      status: 401,
      reqId: answer.headers.get('x-request-id'),
    });
    expect(line!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line!.durationMs).toBe('number');
  });

  it("keeps the caller's X-Request-Id and echoes it; replaces one that is not plain", async () => {
    lines.length = 0;
    const kept = await client.request('GET', '/api/health', undefined, { 'x-request-id': 'lb-7f3a.42' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const replaced = await client.request('GET', '/api/health', undefined, {
      'x-request-id': 'bad id\twith "quotes"',
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestRecords().map((r) => r.reqId)).toEqual([
      'lb-7f3a.42',
      replaced.headers.get('x-request-id'),
    ]);
  });

  it('never logs a password, the session cookie or a body, through register, login and a signed-in request', async () => {
    lines.length = 0;
    expect(
      (
        await client.post('/api/register', {
          username: 'log_user',
          email: 'log@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
    await client.post('/api/logout');
    const login = await client.post('/api/login', { username: 'log_user', password: PASSWORD });
    expect(login.status).toBe(200);
    const cookieValues = [...client.cookies.values()];
    expect(cookieValues.length).toBeGreaterThan(0);
    expect((await client.get('/api/channels?token=query-secret')).status).toBe(200);
    expect(
      (await client.post('/api/login', { username: 'log_user', password: `${PASSWORD}-wrong` })).status,
    ).toBe(401);

    const output = lines.join('\n');
    expect(requestRecords().map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /api/register 201',
      'POST /api/logout 200',
      'POST /api/login 200',
      'GET /api/channels 200',
      'POST /api/login 401',
    ]);
    expect(output).not.toContain(PASSWORD);
    for (const value of cookieValues) expect(output).not.toContain(value);
    expect(output).not.toContain('query-secret');
    expect(output).not.toMatch(/cookie|authorization/i);
    expect(output).not.toContain('log@example.com');
  });

  it('says why a YouTube lookup failed (the caller reads only that YouTube is not answering)', async () => {
    // Signed in as log_user by the test above; the provider's YouTube address refuses every connection.
    lines.length = 0;
    const answer = await client.get(`/api/channels/preview/${encodeURIComponent('@somecreator')}`);
    expect(answer).toMatchObject({ status: 502, body: { message: UPSTREAM_FAILED } });
    expect(records().find((r) => r.msg === 'upstream failed')).toMatchObject({
      level: 40,
      method: 'GET',
      path: '/api/channels/preview/%40somecreator',
      reason: 'network',
    });
  });
});
