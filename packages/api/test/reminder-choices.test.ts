import {
  CHANNEL_NOT_FOUND,
  DEFAULT_SETTINGS,
  REMINDER_UNKNOWN_DESTINATION,
  destinationMedium,
  paths,
  type ChannelReminderChoices,
} from '@channel-countdown/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakePushService, type FakePushService } from './fakes/push-service.js';
import { startFakeReceiver, type FakeReceiver } from './fakes/receiver.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The channel page's bell: which of a channel's events reach the app, push, email and each destination
 * (GET and PUT /api/channels/:id/reminders). The scheduler's pass asks the same rule for every medium: a medium
 * turned off for an event gets nothing of it, the others still get it, and other events and channels are
 * untouched. The per-channel mute is the choices' `muted`.
 */
describe.each(databases)('per-channel reminder choices on %s', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let smtp: FakeSmtp;
  let receiver: FakeReceiver;
  let jobs: ChannelJobs;
  let n = 0;

  beforeAll(async () => {
    push = await startFakePushService();
    smtp = await startFakeSmtp();
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Countdown <reminders@countdown.example>',
        PUSH_ENDPOINT_ALLOWLIST: push.host,
        WEBHOOK_ALLOWED_HOSTS: receiver.host,
        PUBLIC_URL: 'https://countdown.example',
      },
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
    await push.close();
    await smtp.close();
    await receiver.close();
  });
  afterEach(() => {
    push.received.length = 0;
    smtp.received.length = 0;
    receiver.received.length = 0;
  });

  const creator = async () => {
    n += 1;
    const client = t.client();
    await signUp(client, `bell_${n}_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
    });
    const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body as {
      id: number;
    };
    return { client, channel, email: `bell_${n}_${kind}@example.com` };
  };
  const hook = async (client: TestClient, name: string) => {
    const response = await client.post(paths.destinations, {
      kind: 'webhook',
      name,
      url: `${receiver.url}/${name}`,
      events: ['cycle-ending', 'cycle-completed', 'new-upload'],
    });
    expect(response.status).toBe(201);
    return (response.body as { id: number }).id;
  };
  const choicesOf = async (client: TestClient, channelId: number) =>
    (await client.get(paths.channelReminders(channelId))).body as ChannelReminderChoices;
  const put = (client: TestClient, channelId: number, body: unknown) =>
    client.request('PUT', paths.channelReminders(channelId), body);
  const hookEvents = (name: string) =>
    receiver.received
      .filter((request) => request.path === `/${name}`)
      .map((request) => (JSON.parse(request.body) as { type: string }).type);

  it('a medium turned off for an event gets nothing of it; the other media and events still arrive', async () => {
    const publishedAt = Date.UTC(2026, 10, 17, 18);
    t.clock.set(publishedAt - 5 * MINUTE);
    const alice = await creator();
    const browser = push.browser(`bell-alice-${kind}`);
    expect((await alice.client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    const studio = await hook(alice.client, 'studio');
    await hook(alice.client, 'team');
    expect(await choicesOf(alice.client, alice.channel.id)).toEqual({
      muted: false,
      off: [],
      mutedUploadKinds: [],
    });

    // A completed cycle stays out of the app, the email and the studio webhook; push and the team still get it.
    const chosen: ChannelReminderChoices = {
      muted: false,
      mutedUploadKinds: [],
      off: [
        { event: 'cycle-completed', medium: 'in-app' },
        { event: 'cycle-completed', medium: 'email' },
        { event: 'cycle-completed', medium: destinationMedium(studio) },
      ],
    };
    const saved = await put(alice.client, alice.channel.id, chosen);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(chosen);
    expect(await choicesOf(alice.client, alice.channel.id)).toEqual(chosen);

    // A new upload: not turned off anywhere, so it reaches every medium.
    await jobs.runOnce();
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: `fkB${kind.slice(0, 3)}00001`,
      title: 'A chosen bench',
      publishedAt: new Date(publishedAt).toISOString(),
    });
    t.clock.set(publishedAt + t.config.schedule.feedPollMs);
    await jobs.runOnce();
    await jobs.runOnce();
    const inApp = (await alice.client.get(paths.notifications)).body.items as Array<{ kind: string }>;
    expect(inApp.map((item) => item.kind)).toEqual(['new-upload']);
    expect(push.received.map((received) => (received.payload as { title: string }).title)).toEqual([
      'New Upload',
    ]);
    expect(smtp.received.filter((mail) => mail.to.includes(alice.email))).toHaveLength(1);
    expect(hookEvents('studio')).toEqual(['reminder.new-upload']);
    expect(hookEvents('team')).toEqual(['reminder.new-upload']);
    push.received.length = 0;
    smtp.received.length = 0;
    receiver.received.length = 0;

    // The cycle completes: only the media left on get it.
    t.clock.set(publishedAt - 5 * MINUTE + 7 * DAY + MINUTE);
    await jobs.runOnce();
    await jobs.runOnce();
    expect(
      ((await alice.client.get(paths.notifications)).body.items as Array<{ kind: string }>).map(
        (item) => item.kind,
      ),
    ).toEqual(['new-upload']);
    expect(push.received.map((received) => (received.payload as { title: string }).title)).toEqual([
      'Timer Completed',
    ]);
    expect(smtp.received.filter((mail) => mail.to.includes(alice.email))).toEqual([]);
    expect(hookEvents('studio')).toEqual([]);
    expect(hookEvents('team')).toEqual(['reminder.cycle-completed']);
  });

  it('a milestone reached follows the choices too: a medium turned off for it gets nothing', async () => {
    const alice = await creator();
    const near = {
      ...FAKE_CREATOR,
      id: 'UCMilestoneChoices000001',
      title: 'Nearly There',
      handle: '@nearlythere',
      customName: 'NearlyThere',
      username: 'nearlythereuser',
      slug: 'nearly-there',
      subscriberCount: '9950',
      uploads: [],
    };
    t.fake.addChannel(near);
    const channelId = (
      (await alice.client.post(paths.channels, { channelId: near.id })).body as { id: number }
    ).id;
    const browser = push.browser(`bell-milestone-${kind}`);
    expect((await alice.client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    const hooks: Record<string, number> = {};
    for (const name of ['ms-studio', 'ms-team']) {
      const response = await alice.client.post(paths.destinations, {
        kind: 'webhook',
        name,
        url: `${receiver.url}/${name}`,
        events: ['milestone'],
      });
      expect(response.status).toBe(201);
      hooks[name] = (response.body as { id: number }).id;
    }
    const chosen: ChannelReminderChoices = {
      muted: false,
      mutedUploadKinds: [],
      off: [
        { event: 'milestone', medium: 'in-app' },
        { event: 'milestone', medium: 'email' },
        { event: 'milestone', medium: destinationMedium(hooks['ms-studio']!) },
      ],
    };
    expect((await put(alice.client, channelId, chosen)).status).toBe(200);
    expect(
      (await alice.client.request('PUT', paths.channelMilestones(channelId), { alert: 10_000 })).status,
    ).toBe(200);
    await jobs.runOnce();
    t.fake.grow(near.id, { subscribersPerDay: 10 });
    t.clock.advance(6 * DAY);
    await jobs.runOnce();
    await jobs.runOnce();

    const items = (await alice.client.get(paths.notifications)).body.items as Array<{ kind: string }>;
    expect(items.filter((item) => item.kind === 'milestone')).toEqual([]);
    expect(
      push.received.filter(
        (received) => (received.payload as { title: string }).title === 'Milestone Reached',
      ),
    ).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.text.includes('Nearly There reached'))).toEqual([]);
    expect(hookEvents('ms-team')).toEqual(['reminder.milestone']);
    expect(hookEvents('ms-studio')).toEqual([]);
  });

  it('the mute is the choices’ whole-channel switch: muted, nothing reaches any medium', async () => {
    const bob = await creator();
    const team = await hook(bob.client, 'bob-team');
    const browser = push.browser(`bell-bob-${kind}`);
    expect((await bob.client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    await bob.client.request('PATCH', paths.channelMute(bob.channel.id), { muted: true });
    expect(await choicesOf(bob.client, bob.channel.id)).toEqual({
      muted: true,
      off: [],
      mutedUploadKinds: [],
    });
    const offTeam = { event: 'new-upload', medium: destinationMedium(team) } as const;
    expect((await put(bob.client, bob.channel.id, { muted: true, off: [offTeam] })).status).toBe(200);
    expect((await bob.client.get(paths.channelMute(bob.channel.id))).body).toEqual({ muted: true });

    await jobs.runOnce();
    t.clock.advance(7 * DAY + MINUTE);
    await jobs.runOnce();
    await jobs.runOnce();
    expect((await bob.client.get(paths.notifications)).body.items).toEqual([]);
    expect(push.received.filter((received) => browser.endpoint.endsWith(received.path))).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes(bob.email))).toEqual([]);
    expect(hookEvents('bob-team')).toEqual([]);

    // Unmuting through the choices keeps the rest of them, and the mute reads it.
    expect((await put(bob.client, bob.channel.id, { muted: false, off: [offTeam] })).body).toEqual({
      muted: false,
      off: [offTeam],
      mutedUploadKinds: [],
    });
    expect((await bob.client.get(paths.channelMute(bob.channel.id))).body).toEqual({ muted: false });
    // A deleted destination's choices go with it.
    expect((await bob.client.request('DELETE', paths.destination(team))).status).toBe(200);
    expect(await choicesOf(bob.client, bob.channel.id)).toEqual({
      muted: false,
      off: [],
      mutedUploadKinds: [],
    });
    t.clock.advance(-7 * DAY - MINUTE);
  });

  it("another user's channel is not found; bad input is refused with a message and changes nothing", async () => {
    const carol = await creator();
    const stranger = await creator();
    const carolHook = await hook(carol.client, 'carol');
    const strangerHook = await hook(stranger.client, 'stranger');
    const kept: ChannelReminderChoices = {
      muted: false,
      mutedUploadKinds: [],
      off: [{ event: 'cycle-ending', medium: 'push' }],
    };
    expect((await put(carol.client, carol.channel.id, kept)).status).toBe(200);

    const foreignRead = await stranger.client.get(paths.channelReminders(carol.channel.id));
    expect(foreignRead).toMatchObject({ status: 404, body: { message: CHANNEL_NOT_FOUND } });
    const foreignWrite = await put(stranger.client, carol.channel.id, { muted: true, off: [] });
    expect(foreignWrite).toMatchObject({ status: 404, body: { message: CHANNEL_NOT_FOUND } });
    const missing = await put(carol.client, 2_000_000_000, { muted: true, off: [] });
    expect(missing).toMatchObject({ status: 404, body: { message: CHANNEL_NOT_FOUND } });

    const refusals: Array<[string, unknown]> = [
      [
        "another user's destination",
        { muted: true, off: [{ event: 'new-upload', medium: destinationMedium(strangerHook) }] },
      ],
      ['a medium that does not exist', { muted: true, off: [{ event: 'new-upload', medium: 'sms' }] }],
      [
        'a destination id past the column',
        { muted: true, off: [{ event: 'new-upload', medium: 'destination:99999999999' }] },
      ],
      ['an event that is not a reminder', { muted: true, off: [{ event: 'account', medium: 'push' }] }],
      [
        'a pair listed twice',
        {
          muted: true,
          off: [
            { event: 'new-upload', medium: 'push' },
            { event: 'new-upload', medium: 'push' },
          ],
        },
      ],
      ['no mute', { off: [] }],
      ['a field of its own', { muted: true, off: [], everything: false }],
      ['not an object', [1, 2]],
      [
        'a list too long',
        {
          muted: true,
          off: Array.from({ length: 70 }, (_, i) => ({
            event: 'new-upload',
            medium: `destination:${i + 1}`,
          })),
        },
      ],
    ];
    for (const [what, body] of refusals) {
      const refused = await put(carol.client, carol.channel.id, body);
      expect(refused.status, what).toBe(400);
      expect(typeof (refused.body as { message: unknown }).message, what).toBe('string');
    }
    expect(
      (
        await put(carol.client, carol.channel.id, {
          muted: true,
          off: [{ event: 'new-upload', medium: destinationMedium(strangerHook) }],
        })
      ).body,
    ).toEqual({ message: REMINDER_UNKNOWN_DESTINATION });
    expect(await choicesOf(carol.client, carol.channel.id)).toEqual(kept);
    expect(await choicesOf(stranger.client, stranger.channel.id)).toEqual({
      muted: false,
      off: [],
      mutedUploadKinds: [],
    });
    expect(carolHook).toBeGreaterThan(0);
  });
});
