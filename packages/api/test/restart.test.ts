import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { signUp } from './support/factories.js';

/** Starts a server process-alike on the database, as server.ts would after a restart. */
async function boot(database: TestDatabase) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir });
  const app = createApp({
    db: database.db,
    youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
    clock: new ManualClock(),
    config,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe.each(databases)('a server restart on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps the account and the signed-in session (secret and sessions live in DATA_DIR / the database)', async () => {
    const first = await boot(database);
    const browser = new TestClient(first.url);
    await signUp(browser, 'survivor');
    await first.stop();

    const second = await boot(database);
    const sameBrowser = new TestClient(second.url);
    for (const [name, value] of browser.cookies) sameBrowser.cookies.set(name, value);
    expect((await sameBrowser.get('/api/user')).body).toMatchObject({ username: 'survivor' });
    const login = await new TestClient(second.url).post('/api/login', {
      username: 'survivor',
      password: 'Passw0rd',
    });
    expect(login.status).toBe(200);
    await second.stop();
  });
});
