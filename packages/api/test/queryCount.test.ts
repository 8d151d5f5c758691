import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createChannel, createNote, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe.each(databases)('GET /api/channels query count on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function queriesFor(channelCount: number) {
    const client = t.client();
    const user = await signUp(client);
    for (let i = 0; i < channelCount; i += 1) {
      const channel = await createChannel(t.db, user.id, t.clock.now());
      for (let n = 0; n < 3; n += 1) await createNote(t.db, channel.id, t.clock.now(), `note ${n}`);
    }
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', count);
    try {
      const response = await client.get('/api/channels');
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(channelCount);
      // Each channel's two newest notes previewed, all three counted, and its timer.
      expect(
        response.body.every(
          (c: { notes: unknown[]; noteCount: number; timer: unknown }) =>
            c.notes.length === 2 && c.noteCount === 3 && c.timer !== null,
        ),
      ).toBe(true);
    } finally {
      t.db.off('query', count);
    }
    return queries;
  }

  it('issues the same number of SQL queries for 1 channel and for 100', async () => {
    const one = await queriesFor(1);
    const hundred = await queriesFor(100);
    expect(one.length).toBeGreaterThan(0);
    expect(hundred.length).toBe(one.length);
  });
});
