import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';

const PARALLEL = 20;

describe.each(databases)('parallel connects of one channel on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const timersOf = (channelId: number) => t.db('timers').where('channel_id', channelId);

  it('start exactly one cycle after a deleted timer, every time', async () => {
    const client = t.client();
    await signUp(client, `racer_${kind}`);
    const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
    for (let round = 1; round <= 3; round += 1) {
      const current = await timersOf(channel.id).where('is_current', true).first();
      expect((await client.delete(`/api/timers/${current.id}`)).status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => client.post(paths.channels, { channelId: FAKE_CREATOR.id })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
        message: 'This channel already has a running timer',
      });
      expect(await timersOf(channel.id).where('is_current', true)).toHaveLength(1);
      expect(await timersOf(channel.id)).toHaveLength(round + 1);
    }
  });

  it('make one channel and one cycle when it is connected for the first time', async () => {
    const client = t.client();
    await signUp(client, `first_racer_${kind}`);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => client.post(paths.channels, { channelId: ANOTHER_CREATOR.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)]);
    const created = answers.find((answer) => answer.status === 201)!.body;
    expect(await timersOf(created.id)).toHaveLength(1);
  });
});
