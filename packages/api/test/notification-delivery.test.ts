import { DEFAULT_SETTINGS, type LanguageSetting, paths } from '@channel-countdown/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { backoffMs } from '../src/domain/notifications/deliveries.js';
import { createMailSender, NOT_ONE_ADDRESS } from '../src/notify/senders.js';
import { unsubscribeUrl } from '../src/notify/unsubscribeToken.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakePushService, type FakePushService } from './fakes/push-service.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { DEFAULT_PASSWORD, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://countdown.example';

/**
 * Reminders that reach the creator with no tab open: the scheduler's pass stores each notification, then
 * sends it as a Web Push to each of the user's devices (decrypted here with the subscription's keys, as the
 * browser would) and as one email per pass (received by a local SMTP server), as the user's settings say.
 */
describe.each(databases)('push and email reminders on %s', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let smtp: FakeSmtp;
  let jobs: ChannelJobs;
  let n = 0;

  beforeAll(async () => {
    push = await startFakePushService();
    smtp = await startFakeSmtp();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Countdown <reminders@countdown.example>',
        PUSH_ENDPOINT_ALLOWLIST: push.host,
        PUBLIC_URL,
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
  });
  afterEach(() => {
    push.received.length = 0;
    smtp.received.length = 0;
  });

  /** A signed-up user with these notification settings and FAKE_CREATOR connected (its cycle starts now). */
  const creator = async (
    notifications: Partial<typeof DEFAULT_SETTINGS.notifications> = {},
    language: LanguageSetting = 'auto',
    headers?: Record<string, string>,
  ) => {
    n += 1;
    const client = t.client(headers);
    const user = await signUp(client, `deliver_${n}_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications },
      appearance: { ...DEFAULT_SETTINGS.appearance, language },
    });
    const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body as {
      id: number;
    };
    return { client, user, channel, email: `deliver_${n}_${kind}@example.com` };
  };
  const subscribe = async (client: TestClient, name: string) => {
    const browser = push.browser(`${name}-${kind}`);
    expect((await client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    return browser;
  };
  const pushesTo = (browser: { endpoint: string }) =>
    push.received.filter((received) => browser.endpoint.endsWith(received.path));

  it('a cycle that ends with no tab open: stored once, pushed once to each device, mailed once, as the switches say', async () => {
    const alice = await creator({ emailUpdates: true, vibrationEnabled: false });
    const quiet = await creator({ emailUpdates: false, pushNotifications: false });
    const phone = await subscribe(alice.client, 'alice-phone');
    const laptop = await subscribe(alice.client, 'alice-laptop');
    const quietPhone = await subscribe(quiet.client, 'quiet-phone');
    await jobs.runOnce(); // seeds the feeds: nothing to tell

    t.clock.advance(7 * DAY + MINUTE);
    await Promise.all([jobs.runOnce(), jobs.runOnce()]); // two passes at once (two instances)
    await jobs.runOnce();

    const stored = (await alice.client.get(paths.notifications)).body;
    expect(stored.items).toEqual([
      expect.objectContaining({ kind: 'cycle-completed', channelId: alice.channel.id, read: false }),
    ]);
    const channelName = FAKE_CREATOR.title;
    for (const device of [phone, laptop]) {
      expect(pushesTo(device).map((received) => received.payload)).toEqual([
        {
          title: 'Timer Completed',
          body: `The timer for ${channelName} has completed.`,
          url: `/channels/${alice.channel.id}`,
          tag: `notification-${stored.items[0].id}`,
          silent: false,
          vibrate: [],
        },
      ]);
      expect(pushesTo(device)[0]?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
      expect(String(pushesTo(device)[0]?.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    }
    // Switched off: stored for the bell, but no push and no email.
    expect((await quiet.client.get(paths.notifications)).body.unreadCount).toBe(1);
    expect(pushesTo(quietPhone)).toEqual([]);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([alice.email]);
    expect(mail?.header('From')).toContain('reminders@countdown.example');
    expect(mail?.header('Subject')).toBe(`Timer Completed: The timer for ${channelName} has completed.`);
    expect(mail?.text).toContain(`The timer for ${channelName} has completed.`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/channels/${alice.channel.id}`);
    const unsubscribe = /Unsubscribe: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(unsubscribe.startsWith(`${PUBLIC_URL}${paths.notificationsUnsubscribe}?token=`)).toBe(true);
    expect(mail?.header('List-Unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The mail client's one-click unsubscribe (RFC 8058): a form POST from elsewhere, without a session.
    const link = unsubscribe.slice(PUBLIC_URL.length);
    const oneClick = await t.client().request('POST', link, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example',
    });
    expect(oneClick).toMatchObject({ status: 200, body: { message: 'Unsubscribed' } });
    expect((await alice.client.get(paths.settings)).body.notifications.emailUpdates).toBe(false);
    // The link in the mail, again: it changes nothing and says it was used.
    const again = await t.client().get(link);
    expect(again.status).toBe(410);
    expect(again.body).toContain('This link has already been used');
    const forged = link.replace(/token=(\d+)\./, (_, id: string) => `token=${Number(id) + 1}.`);
    expect((await t.client().get(forged)).status).toBe(400);
    expect((await t.client().get(`${paths.notificationsUnsubscribe}?token=nonsense`)).status).toBe(400);
    t.clock.advance(-7 * DAY - MINUTE);
  });

  it("a German user's reminders are written, pushed and mailed in German", async () => {
    const german = await creator({ emailUpdates: true }, 'de');
    const phone = await subscribe(german.client, 'german-phone');
    await jobs.runOnce(); // seeds the feeds: nothing to tell

    t.clock.advance(7 * DAY - 12 * HOUR); // half a day left: ending soon
    await jobs.runOnce();
    t.clock.advance(12 * HOUR + MINUTE); // ended
    await jobs.runOnce();

    const channelName = FAKE_CREATOR.title;
    const stored = (await german.client.get(paths.notifications)).body;
    expect(stored.items.map((item: { title: string; body: string }) => [item.title, item.body])).toEqual([
      ['Timer abgelaufen', `Der Timer für ${channelName} ist abgelaufen.`],
      [
        'Timer endet bald',
        expect.stringMatching(
          new RegExp(
            `^Der Timer für ${channelName} endet am \\w{2}\\., \\d{1,2}\\. \\w{3}\\.?, \\d{2}:\\d{2} UTC\\.$`,
          ),
        ),
      ],
    ]);
    expect(pushesTo(phone).map((received) => (received.payload as { title: string }).title)).toEqual([
      'Timer endet bald',
      'Timer abgelaufen',
    ]);
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      `Timer endet bald: ${stored.items[1].body}`,
      `Timer abgelaufen: Der Timer für ${channelName} ist abgelaufen.`,
    ]);
    const [, mail] = smtp.received;
    expect(mail?.text).toContain('weil E-Mail-Benachrichtigungen in deinen Channel-Countdown-Einstellungen');
    expect(mail?.text).toMatch(/Abbestellen: \S+/);
    expect(mail?.html).toContain('<html lang="de" dir="ltr">');
    expect(mail?.html).toContain('>Kanal öffnen</a>');
    expect(mail?.text).not.toContain('Unsubscribe');
    t.clock.advance(-7 * DAY - MINUTE);
  });

  it("a user on 'auto' is written to in the language of the browser they last signed in with", async () => {
    // Signed up from a German browser, Language left on 'auto'.
    const auto = await creator({ emailUpdates: true }, 'auto', {
      'accept-language': 'de-AT,de;q=0.9,en;q=0.5',
    });
    const phone = await subscribe(auto.client, 'auto-phone');
    await jobs.runOnce(); // seeds the feeds: nothing to tell
    t.clock.advance(7 * DAY - 12 * HOUR); // half a day left: ending soon
    await jobs.runOnce();
    const channelName = FAKE_CREATOR.title;
    expect((await auto.client.get(paths.notifications)).body.items[0].title).toBe('Timer endet bald');
    expect(pushesTo(phone).map((received) => (received.payload as { title: string }).title)).toEqual([
      'Timer endet bald',
    ]);
    expect(smtp.received.at(-1)?.subject).toMatch(/^Timer endet bald: /);
    expect(smtp.received.at(-1)?.html).toContain('<html lang="de" dir="ltr">');

    // Signed in again from a Spanish browser: what follows is in Spanish.
    const spanish = t.client({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(
      (await spanish.post(paths.login, { username: auto.user.username, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    t.clock.advance(12 * HOUR + MINUTE); // ended
    await jobs.runOnce();
    expect((await auto.client.get(paths.notifications)).body.items[0]).toMatchObject({
      title: 'Temporizador completado',
      body: expect.stringContaining(channelName),
    });
    expect(smtp.received.at(-1)?.html).toContain('<html lang="es" dir="ltr">');
    // A browser that names none of the app's languages leaves the one kept.
    const other = t.client({ 'accept-language': 'fi-FI,fi;q=0.9' });
    expect(
      (await other.post(paths.login, { username: auto.user.username, password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    expect(await t.db('users').where('id', auto.user.id).first('browser_locale')).toEqual({
      browser_locale: 'es',
    });
    t.clock.advance(-7 * DAY - MINUTE);
  });

  it('a new feed entry: a New Upload notification with the video title, pushed; an expired device is forgotten', async () => {
    const bob = await creator();
    const phone = await subscribe(bob.client, 'bob-phone');
    const oldTablet = await subscribe(bob.client, 'bob-tablet');
    await jobs.runOnce();
    const start = t.clock.now().getTime();
    // After the newest upload the fake already lists (2026-11-17T15:00:05Z).
    const publishedAt = Date.UTC(2026, 10, 17, 18);
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: `fkVidDel${kind.slice(0, 3)}`,
      title: 'A new bench',
      publishedAt: new Date(publishedAt).toISOString(),
    });
    push.answer(new URL(oldTablet.endpoint).pathname, 410);
    t.clock.set(publishedAt + HOUR);
    await jobs.runOnce();

    const { items } = (await bob.client.get(paths.notifications)).body;
    expect(items[0]).toMatchObject({ kind: 'new-upload', title: 'New Upload', channelId: bob.channel.id });
    expect(items[0].body).toBe(`${FAKE_CREATOR.title} uploaded “A new bench”.`);
    expect(pushesTo(phone).map((received) => (received.payload as { body: string }).body)).toContain(
      items[0].body,
    );
    expect(await t.db('push_subscriptions').where('endpoint', oldTablet.endpoint).first()).toBeUndefined();
    expect(await t.db('push_subscriptions').where('endpoint', phone.endpoint).first()).toBeDefined();
    t.clock.set(start);
  });

  it('a refused email is retried with backoff by a later pass and sent once', async () => {
    const carol = await creator({ emailUpdates: true });
    await jobs.runOnce();
    smtp.received.length = 0; // the earlier test's upload, if it reached carol
    t.clock.advance(7 * DAY + MINUTE);
    smtp.refuseNext(1);
    const first = await jobs.runOnce();
    expect(first.deliveries).toMatchObject({ retrying: 1 });
    expect(smtp.received).toHaveLength(0);
    await jobs.runOnce(); // not yet due again
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(backoffMs(1));
    await jobs.runOnce();
    await jobs.runOnce();
    expect(smtp.received.map((mail) => mail.to)).toEqual([[carol.email]]);
    t.clock.advance(-7 * DAY - MINUTE - backoffMs(1));
  });

  it('a muted channel raises nothing; another user’s channel is 404', async () => {
    const dave = await creator({ emailUpdates: true });
    const stranger = await creator();
    const phone = await subscribe(dave.client, 'dave-phone');
    expect((await dave.client.get(paths.channelMute(dave.channel.id))).body).toEqual({ muted: false });
    expect(
      (await dave.client.request('PATCH', paths.channelMute(dave.channel.id), { muted: true })).body,
    ).toEqual({ muted: true });
    expect((await dave.client.get(paths.channelMute(dave.channel.id))).body).toEqual({ muted: true });
    expect(
      (await stranger.client.request('PATCH', paths.channelMute(dave.channel.id), { muted: true })).status,
    ).toBe(404);
    expect((await stranger.client.get(paths.channelMute(dave.channel.id))).status).toBe(404);
    expect(
      (await dave.client.request('PATCH', paths.channelMute(dave.channel.id), { muted: 'yes' })).status,
    ).toBe(400);
    expect(
      (await dave.client.request('PATCH', paths.channelMute(99_999_999_999), { muted: true })).status,
    ).toBe(400);

    await jobs.runOnce();
    t.clock.advance(7 * DAY + MINUTE);
    await jobs.runOnce();
    expect((await dave.client.get(paths.notifications)).body.items).toEqual([]);
    expect(pushesTo(phone)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes(dave.email))).toEqual([]);
    const strangers = (await stranger.client.get(paths.notifications)).body.items as Array<{
      kind: string;
      channelId: number;
    }>;
    expect(strangers).toContainEqual(
      expect.objectContaining({ kind: 'cycle-completed', channelId: stranger.channel.id }),
    );
    t.clock.advance(-7 * DAY - MINUTE);
  });

  it('accepts only the browsers’ push services as endpoints (SSRF), and unsubscribes a device', async () => {
    const { client } = await creator();
    const keys = push.browser(`keys-${kind}`).subscription.keys;
    const at = (endpoint: string) => client.post(paths.pushSubscriptions, { endpoint, keys });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
    ]) {
      expect((await at(endpoint)).status, endpoint).toBe(201);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc', // not https
      'https://fcm.googleapis.com:8443/fcm/send/abc', // another port
      'https://169.254.169.254/latest/meta-data',
      'https://internal.example/hook',
      'https://notify.windows.com.evil.example/x',
      'https://evilnotify.windows.com/x',
      'http://127.0.0.1:6379/', // loopback, but not the allowlisted port
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const response = await at(endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect(
      (
        await client.post(paths.pushSubscriptions, {
          endpoint: 'https://fcm.googleapis.com/x',
          keys: { p256dh: 'a b', auth: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.client().post(paths.pushSubscriptions, { endpoint: 'https://fcm.googleapis.com/x', keys }))
        .status,
    ).toBe(401);

    const removed = await client.request('DELETE', paths.pushSubscriptions, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
    expect(removed.status).toBe(200);
    expect(
      await t.db('push_subscriptions').where('endpoint', 'https://fcm.googleapis.com/fcm/send/abc').first(),
    ).toBeUndefined();
  });

  it('unsubscribe links: GET asks to confirm and changes nothing, POST turns email off once, links expire', async () => {
    const erin = await creator({ emailUpdates: true });
    const emailUpdates = async () => (await erin.client.get(paths.settings)).body.notifications.emailUpdates;
    const link = unsubscribeUrl('', erin.user.id, t.config.sessionKeys, t.clock.now());

    // Opened (by the person, or a mail scanner): a page with a button, and email stays on.
    for (let opened = 0; opened < 2; opened++) {
      const page = await t.client().get(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('Stop reminder emails?');
      expect(page.body).toMatch(/<form method="post" action="[^"]+unsubscribe\?token=[^"]+">/);
      expect(page.body).toContain('<button type="submit">Stop reminder emails</button>');
      // Its policy lets the form post back here and runs nothing.
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(page.headers.get('content-security-policy')).not.toContain('sandbox');
      expect(await emailUpdates()).toBe(true);
    }

    // The page's button: a form POST from the page, answered with a page.
    const pressed = await t.client().request('POST', link, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      origin: PUBLIC_URL,
    });
    expect(pressed.status).toBe(200);
    expect(pressed.body).toContain('You will no longer receive reminder emails');
    expect(await emailUpdates()).toBe(false);

    // Turned on again, the same link cannot turn email off a second time.
    await erin.client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
    });
    const reused = await t.client().request('POST', link, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reused).toMatchObject({
      status: 410,
      body: { message: 'This unsubscribe link has already been used' },
    });
    expect((await t.client().get(link)).body).toContain('This link has already been used');
    expect(await emailUpdates()).toBe(true);

    // A link works for 60 days after its email.
    const fresh = unsubscribeUrl('', erin.user.id, t.config.sessionKeys, t.clock.now());
    t.clock.advance(60 * DAY + MINUTE);
    const expiredPage = await t.client().get(fresh);
    expect(expiredPage.status).toBe(410);
    expect(expiredPage.body).toContain('This link has expired');
    expect(expiredPage.body).toContain('60 days');
    const expired = await t.client().request('POST', fresh, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(expired).toMatchObject({ status: 410, body: { message: 'This unsubscribe link has expired' } });
    expect(await emailUpdates()).toBe(true);
    t.clock.advance(-60 * DAY - MINUTE);

    // A forged one gets a page saying so, and changes nothing.
    const forged = fresh.replace(/\.(\d+)\./, (_, expiry: string) => `.${Number(expiry) + 86_400}.`);
    const forgedPage = await t.client().get(forged);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.body).toContain('This link is not valid');
    expect((await t.client().request('POST', forged, '', {})).status).toBe(400);
    expect(await emailUpdates()).toBe(true);
  });

  it('mails one validated address only: a stored list or header is never a recipient', async () => {
    const listed = await creator({ emailUpdates: true });
    const injected = await creator({ emailUpdates: true });
    // Rows written before addresses were checked.
    await t
      .db('users')
      .where({ id: listed.user.id })
      .update({ email: `${listed.email}, thief@evil.example` });
    await t
      .db('users')
      .where({ id: injected.user.id })
      .update({ email: `${injected.email}\r\nBcc: thief@evil.example` });
    const healthy = await creator({ emailUpdates: true });
    await jobs.runOnce();
    smtp.received.length = 0;
    t.clock.advance(7 * DAY + MINUTE);
    await jobs.runOnce();
    const recipients = smtp.received.flatMap((mail) => mail.to);
    expect(recipients).toContain(healthy.email);
    expect(recipients.filter((to) => /evil|deliver_(.*)@example\.com,/.test(to))).toEqual([]);
    expect(recipients).not.toContain(listed.email);
    expect(recipients).not.toContain(injected.email);
    expect(smtp.received.map((mail) => mail.raw).join('\n')).not.toContain('evil.example');
    t.clock.advance(-7 * DAY - MINUTE);

    // The sender itself refuses anything but one address, and sends nothing.
    const send = createMailSender({ smtpUrl: smtp.url, from: 'Countdown <reminders@countdown.example>' });
    const message = { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', headers: {} };
    for (const to of [
      'a@example.com, thief@evil.example',
      'a@example.com\r\nBcc: thief@evil.example',
      'A <a@example.com>',
    ])
      await expect(send({ ...message, to }), to).rejects.toThrow(NOT_ONE_ADDRESS);
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.includes('evil')))).toEqual([]);
    await send({ ...message, to: 'one@example.com' });
    expect(smtp.received.at(-1)?.to).toEqual(['one@example.com']);
  });

  it("does not move another account's push endpoint to someone who knows only its address", async () => {
    const victim = await creator();
    const attacker = await creator();
    const browser = await subscribe(victim.client, 'victim-phone');
    const stranger = push.browser(`stranger-${kind}`).subscription.keys;
    const moved = await attacker.client.post(paths.pushSubscriptions, {
      endpoint: browser.endpoint,
      keys: stranger,
    });
    // The same answer as a stored subscription, so the address's owner is not revealed.
    expect(moved).toMatchObject({ status: 201, body: { message: 'Subscribed' } });
    expect(await t.db('push_subscriptions').where('endpoint', browser.endpoint)).toEqual([
      expect.objectContaining({
        user_id: victim.user.id,
        p256dh: browser.subscription.keys.p256dh,
        auth: browser.subscription.keys.auth,
      }),
    ]);
    // The attacker cannot remove it either.
    await attacker.client.request('DELETE', paths.pushSubscriptions, { endpoint: browser.endpoint });
    expect(await t.db('push_subscriptions').where('endpoint', browser.endpoint)).toHaveLength(1);

    // The browser itself (another user signing in on it sends the subscription it holds) moves it.
    const next = await creator();
    expect((await next.client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    expect(await t.db('push_subscriptions').where('endpoint', browser.endpoint)).toEqual([
      expect.objectContaining({ user_id: next.user.id }),
    ]);
    // And its owner renewing the keys keeps it.
    const renewed = push.browser(`renewed-${kind}`).subscription.keys;
    expect(
      (await next.client.post(paths.pushSubscriptions, { endpoint: browser.endpoint, keys: renewed })).status,
    ).toBe(201);
    expect(await t.db('push_subscriptions').where('endpoint', browser.endpoint)).toEqual([
      expect.objectContaining({ user_id: next.user.id, p256dh: renewed.p256dh }),
    ]);
  });

  it('tells the browser the VAPID public key and that mail is configured', async () => {
    const { body } = await t.client().get(paths.config);
    expect(body.delivery).toEqual({ pushPublicKey: t.config.push.vapid?.publicKey, email: true });
    expect(body.delivery.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});
