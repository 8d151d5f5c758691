import type { LookupAddress } from 'node:dns';
import {
  DESTINATION_ADDRESS_REFUSED,
  DESTINATION_EVENTS,
  DESTINATION_NOT_FOUND,
  DESTINATION_UNKNOWN_CHANNEL,
  paths,
  type CreateDestinationRequest,
} from '@channel-countdown/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { backoffMs } from '../src/domain/notifications/deliveries.js';
import {
  ipAllowed,
  outboundUrlRefusal,
  parseAllowlist,
  EMPTY_ALLOWLIST,
} from '../src/notify/outboundAddress.js';
import { OutboundError, postOutbound } from '../src/notify/outboundHttp.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakeReceiver, type FakeReceiver, type ReceivedRequest } from './fakes/receiver.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const PUBLIC_URL = 'https://countdown.example';
const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

/** What a receiver's own clock would say when the request arrived: the test clock's moment. */
function verifyAt(now: Date, secret: string, request: ReceivedRequest) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  try {
    return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Webhook and chat destinations: a user adds a signed webhook or a chat preset (Discord, Slack, ntfy,
 * Telegram), each with its events and channels; the scheduler's pass delivers each reminder once to each
 * destination that takes it, in the receiver's documented shape, retries a failure with backoff and logs it;
 * the server never sends to a private or local address, follows no redirect, and gives up on slow and huge
 * answers. The receivers are local fakes on loopback, allowlisted by WEBHOOK_ALLOWED_HOSTS.
 */
describe.each(databases)('webhook and chat destinations on %s', (kind) => {
  let t: TestApp;
  let receiver: FakeReceiver;
  let jobs: ChannelJobs;
  let n = 0;
  let video = 0;

  beforeAll(async () => {
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: { WEBHOOK_ALLOWED_HOSTS: receiver.host, WEBHOOK_TIMEOUT: '1s', PUBLIC_URL },
    });
    jobs = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger: createLogger('silent'),
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.received.length = 0;
  });

  const creator = async () => {
    n += 1;
    const client = t.client();
    await signUp(client, `dest_${n}_${kind}`);
    const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body as {
      id: number;
    };
    return { client, channel };
  };
  const add = async (client: TestClient, body: CreateDestinationRequest) => {
    const response = await client.post(paths.destinations, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; secret: string | null; secretHint: string | null };
  };
  const at = (path: string) => receiver.received.filter((request) => request.path === path);
  /** A new upload on FAKE_CREATOR, published after the fake's own and after the last one scheduled here. */
  const upload = async (title: string) => {
    video += 1;
    const publishedAt = Date.UTC(2026, 10, 17, 18) + video * 7 * HOUR;
    // Just before it: figures refreshed, the feed read (the refresh would otherwise list the upload first).
    t.clock.set(publishedAt - 5 * MINUTE);
    await jobs.runOnce();
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: `fkH${kind.slice(0, 3)}${String(video).padStart(5, '0')}`, // a video id's 11 characters
      title,
      publishedAt: new Date(publishedAt).toISOString(),
    });
    // Within one poll interval of the upload, one pass finds it, raises it and delivers it.
    t.clock.set(publishedAt + t.config.schedule.feedPollMs);
    await jobs.runOnce();
  };

  it('keeps a destination that takes every event, channel-changed among them', async () => {
    const alice = await creator();
    const every = await add(alice.client, {
      kind: 'webhook',
      name: 'Everything',
      url: `${receiver.url}/every-${kind}`,
      events: [...DESTINATION_EVENTS],
    });
    const listed = (await alice.client.get(paths.destinations)).body as Array<{
      id: number;
      events: string[];
    }>;
    expect(listed.find((destination) => destination.id === every.id)?.events).toEqual([
      ...DESTINATION_EVENTS,
    ]);
  });

  it('a new upload reaches a signed webhook and each chat preset once, in its documented shape', async () => {
    const alice = await creator();
    await jobs.runOnce(); // seeds the feeds: nothing to tell
    const path = (name: string) => `/${name}-${kind}`;
    const hook = await add(alice.client, {
      kind: 'webhook',
      name: 'My server',
      url: `${receiver.url}${path('hook')}`,
      events: ['new-upload'],
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(hook.secretHint).toBe(`${hook.secret!.slice(0, 10)}…`);
    await add(alice.client, {
      kind: 'discord',
      name: 'Discord',
      url: `${receiver.url}${path('discord')}`,
      events: ['new-upload'],
      channelIds: [alice.channel.id],
    });
    await add(alice.client, {
      kind: 'slack',
      name: 'Slack',
      url: `${receiver.url}${path('slack')}`,
      events: ['new-upload'],
    });
    await add(alice.client, {
      kind: 'ntfy',
      name: 'Phone',
      url: receiver.url,
      topic: `countdown-${kind}`,
      events: ['new-upload'],
    });
    await add(alice.client, {
      kind: 'telegram',
      name: 'Telegram',
      url: `${receiver.url}${path('telegram')}`,
      botToken: BOT_TOKEN,
      chatId: '-100123',
      events: ['new-upload'],
    });
    // Only completed cycles: an upload never reaches it.
    await add(alice.client, {
      kind: 'webhook',
      name: 'Cycles only',
      url: `${receiver.url}${path('cycles')}`,
      events: ['cycle-completed'],
    });

    await upload('A signed bench');
    await Promise.all([jobs.runOnce(), jobs.runOnce()]); // more passes (two instances) send nothing again

    const { items } = (await alice.client.get(paths.notifications)).body;
    const notification = items.find((item: { kind: string }) => item.kind === 'new-upload');
    const text = `${FAKE_CREATOR.title} uploaded “A signed bench”.`;
    expect(notification.body).toBe(text);
    const link = `${PUBLIC_URL}/channels/${alice.channel.id}`;

    const [signed, ...more] = at(path('hook'));
    expect(more).toEqual([]);
    expect(signed!.headers['webhook-id']).toBe(`msg_${notification.id}_${hook.id}`);
    expect(verifyAt(t.clock.now(), hook.secret!, signed!)).toEqual({
      type: 'reminder.new-upload',
      timestamp: expect.any(String),
      data: {
        event: 'new-upload',
        title: 'New Upload',
        body: text,
        url: link,
        channelId: alice.channel.id,
        notificationId: notification.id,
      },
    });
    // A forged body does not verify.
    expect(() =>
      verifyAt(t.clock.now(), hook.secret!, { ...signed!, body: signed!.body.replace('bench', 'bunch') }),
    ).toThrow();

    expect(at(path('discord')).map((request) => JSON.parse(request.body))).toEqual([
      {
        content: '**New Upload**',
        embeds: [{ title: 'Open in Channel Countdown', description: text, url: link }],
        allowed_mentions: { parse: [] },
      },
    ]);
    expect(at(path('slack')).map((request) => JSON.parse(request.body))).toEqual([
      {
        text: `New Upload: ${text}`,
        blocks: [
          {
            type: 'section',
            text: { type: 'mrkdwn', text: `*New Upload*\n${text}\n<${link}|Open in Channel Countdown>` },
          },
        ],
      },
    ]);
    const ntfy = at(`/countdown-${kind}`);
    expect(ntfy).toHaveLength(1);
    expect(ntfy[0]).toMatchObject({ method: 'POST', body: text });
    expect(ntfy[0]!.headers).toMatchObject({ title: 'New Upload', click: link, tags: 'tv' });
    expect(
      at(`${path('telegram')}/bot${BOT_TOKEN}/sendMessage`).map((request) => JSON.parse(request.body)),
    ).toEqual([{ chat_id: '-100123', text: `New Upload\n${text}\n${link}` }]);
    expect(at(path('cycles'))).toEqual([]);

    const log = (await alice.client.get(paths.destinationDeliveries(hook.id))).body;
    expect(log).toEqual([
      expect.objectContaining({
        event: 'new-upload',
        status: 'sent',
        attempts: 1,
        responseStatus: 200,
        error: null,
      }),
    ]);
  });

  it("a webhook's secret is shown once; a bot token never", async () => {
    const bob = await creator();
    const hook = await add(bob.client, {
      kind: 'webhook',
      name: 'Once',
      url: `${receiver.url}/once`,
      events: ['new-upload'],
    });
    const bot = await add(bob.client, {
      kind: 'telegram',
      name: 'Bot',
      url: receiver.url,
      botToken: BOT_TOKEN,
      chatId: '@mychannel',
      events: ['new-upload'],
    });
    expect(bot.secret).toBeNull();
    const list = await bob.client.get(paths.destinations);
    expect(list.status).toBe(200);
    const raw = JSON.stringify(list.body);
    expect(raw).not.toContain(hook.secret!);
    expect(raw).not.toContain(BOT_TOKEN);
    expect(raw).not.toContain(hook.secret!.slice(10));
    expect(list.body).toEqual([
      expect.objectContaining({ id: hook.id, kind: 'webhook', secretHint: hook.secretHint }),
      expect.objectContaining({ id: bot.id, kind: 'telegram', chatId: '@mychannel', secretHint: '123456…' }),
    ]);
    // Nor is it stored in the clear.
    const rows = JSON.stringify(await t.db('destinations').whereIn('id', [hook.id, bot.id]));
    expect(rows).not.toContain(hook.secret!.slice(6));
    expect(rows).not.toContain(BOT_TOKEN.slice(10));
    // Editing changes what it sends to, never the secret.
    const edited = await bob.client.patch(paths.destination(hook.id), { name: 'Renamed' });
    expect(edited.body).toMatchObject({ name: 'Renamed', secretHint: hook.secretHint });
    expect(JSON.stringify(edited.body)).not.toContain(hook.secret!);
  });

  it('a failing destination is retried with backoff and logged, without holding the others', async () => {
    const carol = await creator();
    await jobs.runOnce();
    const failing = await add(carol.client, {
      kind: 'webhook',
      name: 'Flaky',
      url: `${receiver.url}/flaky-${kind}`,
      events: ['new-upload'],
    });
    const fine = await add(carol.client, {
      kind: 'discord',
      name: 'Fine',
      url: `${receiver.url}/fine-${kind}`,
      events: ['new-upload'],
    });
    receiver.answer(`/flaky-${kind}`, { status: 500 }, { slowMs: 3000 });
    await upload('A flaky bench');
    expect(at(`/fine-${kind}`)).toHaveLength(1);
    let log = (await carol.client.get(paths.destinationDeliveries(failing.id))).body;
    expect(log).toEqual([
      expect.objectContaining({ status: 'retrying', attempts: 1, responseStatus: 500, error: 'rejected' }),
    ]);
    expect(Date.parse(log[0].nextAttemptAt) - t.clock.now().getTime()).toBe(backoffMs(1));

    // Not yet due: nothing is sent again.
    await jobs.runOnce();
    expect(at(`/flaky-${kind}`)).toHaveLength(1);
    // Due: the second attempt meets a receiver too slow to answer within WEBHOOK_TIMEOUT.
    t.clock.advance(backoffMs(1));
    await jobs.runOnce();
    log = (await carol.client.get(paths.destinationDeliveries(failing.id))).body;
    expect(log).toEqual([expect.objectContaining({ status: 'retrying', attempts: 2, error: 'timeout' })]);
    // The third attempt arrives.
    t.clock.advance(backoffMs(2));
    await jobs.runOnce();
    log = (await carol.client.get(paths.destinationDeliveries(failing.id))).body;
    expect(log).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, responseStatus: 200, error: null }),
    ]);
    expect(at(`/flaky-${kind}`)).toHaveLength(3);
    // The same id each attempt: a receiver drops repeats by it.
    expect(new Set(at(`/flaky-${kind}`).map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(at(`/fine-${kind}`)).toHaveLength(1);
    expect((await carol.client.get(paths.destinationDeliveries(fine.id))).body).toHaveLength(1);
  });

  it('"Send test" says what the receiver answered and logs it', async () => {
    const dave = await creator();
    const hook = await add(dave.client, {
      kind: 'webhook',
      name: 'Test me',
      url: `${receiver.url}/test-${kind}`,
      events: ['cycle-ending'],
    });
    const ok = await dave.client.post(paths.destinationTest(hook.id));
    expect(ok).toMatchObject({ status: 200, body: { sent: true, responseStatus: 200, error: null } });
    const [request] = at(`/test-${kind}`);
    expect(verifyAt(t.clock.now(), hook.secret!, request!)).toMatchObject({
      type: 'reminder.test',
      data: { title: 'Test from Channel Countdown' },
    });

    receiver.answer(`/test-${kind}`, { status: 404 });
    const refused = await dave.client.post(paths.destinationTest(hook.id));
    expect(refused.body).toEqual({ sent: false, responseStatus: 404, error: 'rejected' });
    const log = (await dave.client.get(paths.destinationDeliveries(hook.id))).body;
    expect(log).toEqual([
      expect.objectContaining({
        event: 'test',
        status: 'failed',
        attempts: 1,
        responseStatus: 404,
        error: 'rejected',
      }),
      expect.objectContaining({ event: 'test', status: 'sent', attempts: 1, responseStatus: 200 }),
    ]);
  });

  it('refuses private, loopback, link-local and metadata addresses in every notation', async () => {
    const eve = await creator();
    const port = receiver.host.split(':')[1];
    const refused = [
      'http://127.0.0.1/hook',
      `http://127.0.0.2:${port}/hook`,
      'http://2130706433/hook',
      'http://0x7f000001/hook',
      'http://0177.0.0.1/hook',
      'http://127.1/hook',
      'http://0.0.0.0/hook',
      'http://localhost/hook',
      'http://printer.local/hook',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://10.0.0.5/hook',
      'http://172.16.1.1/hook',
      'http://192.168.1.10/hook',
      'http://100.100.100.200/latest/meta-data',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/hook',
      `http://[::1]:${port}/hook`,
      'http://[::]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[::ffff:169.254.169.254]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[fe80::1]/hook',
      'http://[fd00:ec2::254]/latest/meta-data',
      'http://[fc00::1]/hook',
      'http://[64:ff9b::a9fe:a9fe]/hook',
      'https://user:pass@hooks.example.com/hook',
    ];
    for (const url of refused) {
      const response = await eve.client.post(paths.destinations, {
        kind: 'webhook',
        name: 'Sneaky',
        url,
        events: ['new-upload'],
      });
      expect(response.status, url).toBe(400);
      expect(response.body, url).toEqual({ message: expect.any(String) });
    }
    const ntfy = await eve.client.post(paths.destinations, {
      kind: 'ntfy',
      name: 'Sneaky',
      url: 'http://169.254.169.254',
      topic: 'x',
      events: ['new-upload'],
    });
    expect(ntfy.body).toEqual({ message: DESTINATION_ADDRESS_REFUSED });
    expect((await eve.client.get(paths.destinations)).body).toEqual([]);

    const hook = await add(eve.client, {
      kind: 'webhook',
      name: 'Ok',
      url: `${receiver.url}/eve-${kind}`,
      events: ['new-upload'],
    });
    const moved = await eve.client.patch(paths.destination(hook.id), {
      url: 'http://[::ffff:10.0.0.1]/',
    });
    expect(moved).toMatchObject({ status: 400, body: { message: DESTINATION_ADDRESS_REFUSED } });
  });

  it('follows no redirect (into the metadata address or anywhere), and gives up on slow and huge answers', async () => {
    const frank = await creator();
    const hook = await add(frank.client, {
      kind: 'slack',
      name: 'Tricky',
      url: `${receiver.url}/tricky-${kind}`,
      events: ['new-upload'],
    });
    const test = async () => (await frank.client.post(paths.destinationTest(hook.id))).body;
    receiver.answer(`/tricky-${kind}`, { redirect: 'http://169.254.169.254/latest/meta-data/' });
    expect(await test()).toEqual({ sent: false, responseStatus: 302, error: 'redirect' });
    receiver.answer(`/tricky-${kind}`, { redirect: `${receiver.url}/elsewhere` });
    expect(await test()).toEqual({ sent: false, responseStatus: 302, error: 'redirect' });
    expect(at('/elsewhere')).toEqual([]);
    const started = Date.now();
    receiver.answer(`/tricky-${kind}`, { slowMs: 5000 });
    expect(await test()).toEqual({ sent: false, responseStatus: null, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    receiver.answer(`/tricky-${kind}`, { hugeBytes: 5 * 1024 * 1024 });
    expect(await test()).toEqual({ sent: false, responseStatus: 200, error: 'too-large' });
  });

  it("another user's destination is not found; bad input changes nothing", async () => {
    const owner = await creator();
    const other = await creator();
    const hook = await add(owner.client, {
      kind: 'webhook',
      name: 'Mine',
      url: `${receiver.url}/mine`,
      events: ['new-upload'],
    });
    for (const [method, path] of [
      ['PATCH', paths.destination(hook.id)],
      ['DELETE', paths.destination(hook.id)],
      ['POST', paths.destinationTest(hook.id)],
      ['GET', paths.destinationDeliveries(hook.id)],
    ] as const) {
      const response = await other.client.request(
        method,
        path,
        method === 'PATCH' ? { name: 'Theirs' } : undefined,
      );
      expect(response, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: DESTINATION_NOT_FOUND },
      });
    }
    expect((await t.client().get(paths.destinations)).status).toBe(401);
    expect((await other.client.get('/api/destinations/0/deliveries')).status).toBe(400);
    expect((await other.client.get('/api/destinations/abc/deliveries')).status).toBe(400);
    expect((await other.client.delete('/api/destinations/999999')).status).toBe(404);
    const bad: unknown[] = [
      { kind: 'webhook', name: '', url: `${receiver.url}/x`, events: ['new-upload'] },
      { kind: 'webhook', name: 'x'.repeat(65), url: `${receiver.url}/x`, events: ['new-upload'] },
      { kind: 'webhook', name: 'x', url: `${receiver.url}/x`, events: [] },
      { kind: 'webhook', name: 'x', url: `${receiver.url}/x`, events: ['account'] },
      { kind: 'webhook', name: 'x', url: `ftp://${receiver.host}/x`, events: ['new-upload'] },
      { kind: 'webhook', name: 'x', url: `${receiver.url}/${'a'.repeat(1100)}`, events: ['new-upload'] },
      { kind: 'webhook', name: 'x', url: `${receiver.url}/x`, events: ['new-upload'], secret: 'whsec_mine' },
      { kind: 'ntfy', name: 'x', url: receiver.url, topic: 'no spaces', events: ['new-upload'] },
      { kind: 'telegram', name: 'x', botToken: 'nope', chatId: '1', events: ['new-upload'] },
      { kind: 'email', name: 'x', url: `${receiver.url}/x`, events: ['new-upload'] },
    ];
    for (const body of bad) {
      const response = await other.client.post(paths.destinations, body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const foreignChannel = await other.client.post(paths.destinations, {
      kind: 'webhook',
      name: 'x',
      url: `${receiver.url}/x`,
      events: ['new-upload'],
      channelIds: [owner.channel.id],
    });
    expect(foreignChannel).toMatchObject({ status: 400, body: { message: DESTINATION_UNKNOWN_CHANNEL } });
    // Input is checked before ownership: an empty change is refused alike for anyone.
    expect((await other.client.patch(paths.destination(hook.id), {})).status).toBe(400);
    expect((await owner.client.patch(paths.destination(hook.id), {})).status).toBe(400);
    expect((await owner.client.patch(paths.destination(hook.id), { topic: 'abc' })).status).toBe(400);
    expect((await other.client.get(paths.destinations)).body).toEqual([]);
    expect((await owner.client.get(paths.destinations)).body).toEqual([
      expect.objectContaining({ name: 'Mine' }),
    ]);

    expect((await owner.client.delete(paths.destination(hook.id))).status).toBe(200);
    expect((await owner.client.get(paths.destinations)).body).toEqual([]);
  });
});

describe('the outbound address guard', () => {
  it('reads every notation of an address to the address it is', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::127.0.0.1',
      '10.1.2.3',
      'fd00:ec2::254',
      'fe80::1%eth0',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '2002:7f00:1::1',
    ])
      expect(ipAllowed(address, EMPTY_ALLOWLIST), address).toBe(false);
    for (const address of ['93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(ipAllowed(address, EMPTY_ALLOWLIST), address).toBe(true);
    expect(outboundUrlRefusal('http://2130706433/', EMPTY_ALLOWLIST)).toBe('address');
    expect(outboundUrlRefusal('https://hooks.example.com/x', EMPTY_ALLOWLIST)).toBeNull();
  });

  it('lets the allowlist open a self-hoster’s own network, and nothing else', () => {
    const allowlist = parseAllowlist('10.0.0.0/8, ntfy.home.lan, [fd12::1], 127.0.0.1:8080');
    expect(ipAllowed('10.20.30.40', allowlist)).toBe(true);
    expect(ipAllowed('::ffff:10.20.30.40', allowlist)).toBe(true);
    expect(ipAllowed('fd12::1', allowlist)).toBe(true);
    expect(ipAllowed('192.168.0.1', allowlist)).toBe(false);
    expect(outboundUrlRefusal('http://ntfy.home.lan/topic', allowlist)).toBeNull();
    expect(outboundUrlRefusal('http://127.0.0.1:8080/', allowlist)).toBeNull();
    expect(outboundUrlRefusal('http://127.0.0.1:8081/', allowlist)).toBe('address');
  });

  it('checks each address a name resolves to when it connects, so DNS cannot rebind it to a private one', async () => {
    const resolvingTo =
      (...addresses: string[]) =>
      (_hostname: string, _options: unknown, callback: (error: null, addresses: LookupAddress[]) => void) =>
        callback(
          null,
          addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    for (const addresses of [
      ['127.0.0.1'],
      ['10.0.0.1'],
      ['::ffff:169.254.169.254'],
      ['fd00::1', '192.168.1.1'],
    ]) {
      const error = await postOutbound(
        { url: 'http://rebind.example.com/hook', headers: {}, body: '{}' },
        {
          allowlist: EMPTY_ALLOWLIST,
          timeoutMs: 1000,
          maxResponseBytes: 1024,
          lookup: resolvingTo(...addresses) as never,
        },
      ).catch((caught: unknown) => caught);
      expect(error, addresses.join()).toBeInstanceOf(OutboundError);
      expect((error as OutboundError).code, addresses.join()).toBe('address-refused');
    }
  });
});
