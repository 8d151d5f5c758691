import {
  DEFAULT_SETTINGS,
  FEED_FILES,
  FEED_NAMES,
  FEED_TOKEN_PATTERN,
  feedAddressesSchema,
  paths,
  type FeedAddresses,
  type FeedName,
  type FeedUrls,
  type LanguageSetting,
} from '@channel-countdown/contract';
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters } from '../src/http/rateLimit.js';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR, ANOTHER_CREATOR } from './fakes/youtube.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startInstance, startTestApp, type TestApp } from './support/harness.js';

const PUBLIC_URL = 'https://countdown.example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Read {
  status: number;
  text: string;
  headers: Headers;
}

/** A feed reader's or calendar app's request: no cookie, no session, only the address. */
async function read(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Read> {
  // The addresses name the public origin; the test server listens on loopback.
  // A conditional fetch() would add Cache-Control: no-cache (the Fetch standard's cache mode), which asks
  // for a full answer; feed readers send If-None-Match alone, as this does.
  const conditional = 'if-none-match' in headers ? { 'cache-control': 'max-age=0' } : {};
  const response = await fetch(url.replace(PUBLIC_URL, t.url), { headers: { ...conditional, ...headers } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The VEVENTs of a calendar as ical.js reads it (a calendar app's parser). */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      lastModified: (component.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
    };
  });
}

/** Atom per RFC 4287: well-formed XML, then read by a maintained feed parser, with the required elements. */
function atom(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const feed = parseAtomFeed(text);
  expect(feed.id).toMatch(/^tag:countdown\.example\.com,2026:/);
  expect(feed.title?.value).toBeTruthy();
  expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(feed.authors?.[0]?.name).toBeTruthy();
  for (const entry of feed.entries ?? []) {
    expect(entry.id).toMatch(/^tag:/);
    expect(entry.title?.value).toBeTruthy();
    expect(entry.updated).toMatch(/Z$/);
  }
  return feed;
}

/** JSON Feed 1.1: the version, a title and items each with a string id and content. */
function jsonFeed(text: string) {
  const raw = JSON.parse(text) as Record<string, unknown>;
  expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
  const feed = parseJsonFeed(raw);
  expect(feed.title).toBeTruthy();
  for (const item of feed.items ?? []) {
    expect(typeof item.id).toBe('string');
    expect(item.content_text ?? item.content_html).toBeTruthy();
    expect(item.date_published).toMatch(/Z$/);
  }
  return { feed, raw };
}

/**
 * Secret feeds (contract feeds.ts): a user's uploads and reminders as Atom and JSON Feed, and their running
 * cycles' ends as iCalendar, read with the secret in the address; made anew, turned off, and attacked.
 */
describe.each(databases)('secret feeds on %s', (kind) => {
  let t: TestApp;
  let jobs: ChannelJobs;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { PUBLIC_URL } });
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
  });

  /** A signed-up user, in `language`, tracking `channelIds` (each cycle starts now), with feeds on. */
  async function creator(channelIds: string[], language: LanguageSetting = 'en') {
    n += 1;
    const client = t.client();
    await signUp(client, `feeds_${n}_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      appearance: { ...DEFAULT_SETTINGS.appearance, language },
    });
    const channels: number[] = [];
    for (const channelId of channelIds) {
      const answer = await client.post(paths.channels, { channelId });
      expect(answer.status).toBe(201);
      channels.push((answer.body as { id: number }).id);
    }
    const created = await client.post(paths.feeds);
    expect(created.status).toBe(201);
    const urls = feedAddressesSchema.parse(created.body).urls!;
    return { client, channels, urls };
  }

  const tokenOf = (urls: FeedUrls) => new URL(urls.cycles).pathname.split('/')[3]!;

  describe('the addresses', () => {
    it('are off at first, made on request as absolute URLs under PUBLIC_URL, shown again, made anew and turned off', async () => {
      const client = t.client();
      await signUp(client, `feeds_addresses_${kind}`);
      expect((await client.get(paths.feeds)).body).toEqual({ urls: null, createdAt: null });

      const created = await client.post(paths.feeds);
      expect(created.status).toBe(201);
      const first = feedAddressesSchema.parse(created.body);
      const token = tokenOf(first.urls!);
      expect(token).toMatch(FEED_TOKEN_PATTERN);
      for (const name of FEED_NAMES)
        expect(first.urls![name]).toBe(`${PUBLIC_URL}/api/feeds/${token}/${FEED_FILES[name]}`);
      expect(first.createdAt).toBe(t.clock.now().toISOString());
      // Shown again whenever Settings asks (to add the feed to another reader).
      expect((await client.get(paths.feeds)).body).toEqual(first);
      for (const name of FEED_NAMES) expect((await read(t, first.urls![name])).status).toBe(200);

      // Made anew: the old addresses stop working at once, the new ones work.
      const renewed = feedAddressesSchema.parse((await client.post(paths.feeds)).body);
      expect(tokenOf(renewed.urls!)).not.toBe(token);
      for (const name of FEED_NAMES) {
        expect((await read(t, first.urls![name])).status).toBe(404);
        expect((await read(t, renewed.urls![name])).status).toBe(200);
      }

      // Turned off: nothing answers; turning off again is still fine.
      const off = await client.delete(paths.feeds);
      expect(off).toMatchObject({ status: 200, body: { message: 'Feeds turned off' } });
      expect((await client.get(paths.feeds)).body).toEqual({ urls: null, createdAt: null });
      for (const name of FEED_NAMES) expect((await read(t, renewed.urls![name])).status).toBe(404);
      expect((await client.delete(paths.feeds)).status).toBe(200);
    });

    it('are managed by the signed-in user only: no session is a 401, an API token is refused', async () => {
      const anonymous = t.client();
      for (const method of ['GET', 'POST', 'DELETE'])
        expect((await anonymous.request(method, paths.feeds)).status).toBe(401);
      const { client } = await creator([]);
      const token = (await client.post(paths.apiTokens, { name: 'script', scopes: ['read', 'write'] }))
        .body as { token: string };
      const bearer = t.client({ authorization: `Bearer ${token.token}` });
      expect((await bearer.get(paths.feeds)).status).toBe(403);
      expect((await bearer.post(paths.feeds)).status).toBe(403);
    });
  });

  describe('the uploads and events feeds', () => {
    it('validate as Atom and JSON Feed, in the user’s language, with stable ids, ETag and 304', async () => {
      const { urls } = await creator([FAKE_CREATOR.id], 'de');
      await jobs.runOnce(); // seeds the channel's uploads from its public feed

      const atomRead = await read(t, urls.uploadsAtom);
      expect(atomRead.status).toBe(200);
      expect(atomRead.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
      expect(atomRead.headers.get('cache-control')).toBe('private, no-cache');
      const feed = atom(atomRead.text);
      expect(feed.title?.value).toBe('Neue Videos deiner Kanäle');
      expect(feed.xml?.lang).toBe('de');
      expect(feed.links).toContainEqual(expect.objectContaining({ rel: 'self', href: urls.uploadsAtom }));
      const seeded = feed.entries!.map((entry) => entry.id);
      expect(seeded.length).toBeGreaterThan(0);
      expect(feed.entries![0]!.links![0]!.href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
      expect(feed.entries![0]!.authors![0]!.name).toBe(FAKE_CREATOR.title);

      const jsonRead = await read(t, urls.uploadsJson);
      expect(jsonRead.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
      const { feed: json, raw } = jsonFeed(jsonRead.text);
      expect(raw.feed_url).toBe(urls.uploadsJson);
      expect(raw.language).toBe('de');
      expect(json.items!.map((item) => item.id)).toEqual(seeded);

      // The same data reads the same: the same ids, the same strong ETag; If-None-Match answers 304, empty.
      const again = await read(t, urls.uploadsAtom);
      expect(again.text).toBe(atomRead.text);
      const etag = atomRead.headers.get('etag')!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(again.headers.get('etag')).toBe(etag);
      const unchanged = await read(t, urls.uploadsAtom, { 'if-none-match': etag });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect((await read(t, urls.uploadsAtom, { 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('show a new upload on a tracked channel after the next feed poll, and its reminder in the events feed', async () => {
      // After the fake channel's own upload (20 November), so the new one is the newest.
      t.clock.set(Math.max(t.clock.now().getTime(), Date.UTC(2026, 10, 21, 12)));
      const { urls } = await creator([ANOTHER_CREATOR.id]);
      await jobs.runOnce(); // seeds
      const before = await read(t, urls.uploadsAtom);
      const eventsBefore = atom((await read(t, urls.eventsAtom)).text);
      expect(eventsBefore.entries ?? []).toEqual([]);

      const publishedAt = new Date(t.clock.now().getTime() + 10 * MINUTE);
      t.fake.scheduleUpload(ANOTHER_CREATOR.id, {
        videoId: 'feedVid0001',
        title: 'Tips & <tricks> for “feeds”',
        publishedAt: publishedAt.toISOString(),
      });
      // One poll interval later the scheduler has polled the channel's public feed.
      t.clock.advance(t.config.schedule.feedPollMs + MINUTE);
      await jobs.runOnce();

      const after = await read(t, urls.uploadsAtom, { 'if-none-match': before.headers.get('etag')! });
      expect(after.status).toBe(200);
      const entry = atom(after.text).entries![0]!;
      expect(entry.title?.value).toBe('Tips & <tricks> for “feeds”');
      expect(entry.id).toBe('tag:countdown.example.com,2026:upload/feedVid0001');
      expect(entry.published).toBe(publishedAt.toISOString().replace('.000', ''));
      const { feed: json } = jsonFeed((await read(t, urls.uploadsJson)).text);
      expect(json.items![0]).toMatchObject({
        id: 'tag:countdown.example.com,2026:upload/feedVid0001',
        title: 'Tips & <tricks> for “feeds”',
        url: 'https://www.youtube.com/watch?v=feedVid0001',
      });

      // The same pass raised the new-upload reminder: it is in the events feed, in both formats.
      const events = atom((await read(t, urls.eventsAtom)).text);
      expect(events.entries!.map((e) => e.title?.value)).toContain('New Upload');
      const upload = events.entries!.find((e) => e.title?.value === 'New Upload')!;
      expect(upload.summary?.value).toContain('Tips & <tricks> for “feeds”');
      const { feed: eventsJson } = jsonFeed((await read(t, urls.eventsJson)).text);
      expect(eventsJson.items!.map((item) => item.id)).toEqual(events.entries!.map((e) => e.id));
    });
  });

  describe('the calendar', () => {
    it('holds each running cycle’s end; a pause takes it away, a resume brings the new end, a restart a new event, a deleted timer none', async () => {
      const { client, channels, urls } = await creator([FAKE_CREATOR.id]);
      const [channelId] = channels;
      const channel = (await client.get(paths.channels)).body as Array<{
        id: number;
        timer: { id: number; endTime: string };
      }>;
      const timer = channel.find((c) => c.id === channelId)!.timer;

      const first = await read(t, urls.cycles);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      // RFC 5545: CRLF line ends, no line longer than 75 octets.
      expect(first.text.endsWith('\r\n')).toBe(true);
      for (const line of first.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(first.text.replace(/\r\n/g, '')).not.toMatch(/\n/);
      const [event] = calendarEvents(first.text);
      expect(calendarEvents(first.text)).toHaveLength(1);
      expect(event).toMatchObject({
        uid: `cycle-${timer.id}@countdown.example.com`,
        summary: `Cycle ends: ${FAKE_CREATOR.title}`,
        start: timer.endTime,
        sequence: 0,
      });

      // Paused: the cycle has no end, so the calendar no longer shows the old one.
      t.clock.advance(HOUR);
      expect((await client.patch(paths.timer(timer.id), { isPaused: true })).status).toBe(200);
      expect(calendarEvents((await read(t, urls.cycles)).text)).toEqual([]);

      // Resumed two days later: the same event with the end moved by the pause, a higher SEQUENCE.
      t.clock.advance(2 * DAY);
      expect((await client.patch(paths.timer(timer.id), { isPaused: false })).status).toBe(200);
      const resumed = calendarEvents((await read(t, urls.cycles)).text);
      expect(resumed).toEqual([
        {
          uid: event!.uid,
          summary: event!.summary,
          start: new Date(Date.parse(timer.endTime) + 2 * DAY).toISOString(),
          sequence: 2,
          lastModified: t.clock.now().toISOString(),
        },
      ]);

      // Past its end the cycle stays on the calendar until the next one starts.
      t.clock.set(Date.parse(resumed[0]!.start) + HOUR);
      expect(calendarEvents((await read(t, urls.cycles)).text)).toEqual(resumed);
      // Restarted: a new cycle, a new event; the old one is gone.
      const restarted = await client.post(paths.channelTimer(channelId!), { durationDays: 3 });
      expect(restarted.status).toBe(201);
      const afterRestart = calendarEvents((await read(t, urls.cycles)).text);
      expect(afterRestart).toHaveLength(1);
      expect(afterRestart[0]!.uid).not.toBe(event!.uid);
      expect(afterRestart[0]!.start).toBe(new Date(t.clock.now().getTime() + 3 * DAY).toISOString());

      // The timer deleted: no event.
      const current = (
        (await client.get(paths.channels)).body as Array<{ id: number; timer: { id: number } }>
      ).find((c) => c.id === channelId)!.timer;
      expect((await client.delete(paths.timer(current.id))).status).toBe(200);
      expect(calendarEvents((await read(t, urls.cycles)).text)).toEqual([]);
    });

    it('escapes and folds long channel names in the user’s language', async () => {
      const { urls } = await creator([ANOTHER_CREATOR.id], 'ja');
      const text = (await read(t, urls.cycles)).text;
      const [event] = calendarEvents(text);
      expect(event!.summary).toBe(`サイクル終了: ${ANOTHER_CREATOR.title}`);
      expect(text).toContain('X-WR-CALNAME:Channel Countdown のサイクル終了');
      // A DESCRIPTION longer than a line is folded and reads back whole.
      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toBe(
        `${ANOTHER_CREATOR.title} のカウントダウンが終了しました。チャンネルを開いて次のサイクルを始めましょう。`,
      );
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    });
  });

  describe('attacks', () => {
    it('a wrong, revoked or malformed secret answers the plain 404 of an unknown path, with no hint', async () => {
      const { client, urls } = await creator([FAKE_CREATOR.id]);
      const unknownPath = await read(t, `${t.url}/api/no-such-path`);
      expect(unknownPath.status).toBe(404);
      const token = tokenOf(urls);
      const wrong = `ccf_${'A'.repeat(43)}`;
      const lastFlipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      const malformed = [
        'x',
        'ccf_',
        token.slice(0, -1),
        `${token}A`,
        token.toUpperCase(),
        '%00',
        'a'.repeat(3000),
      ];
      for (const bad of [wrong, lastFlipped, ...malformed]) {
        for (const name of FEED_NAMES) {
          const answer = await read(t, `${t.url}/api/feeds/${bad}/${FEED_FILES[name]}`);
          expect(answer.status, `${bad} ${name}`).toBe(404);
          expect(answer.text).toBe(unknownPath.text);
          expect(answer.headers.get('etag')).toBeNull();
        }
      }
      // Revoked: the same 404.
      await client.delete(paths.feeds);
      const revoked = await read(t, urls.uploadsAtom);
      expect(revoked).toMatchObject({ status: 404, text: unknownPath.text });
    });

    it('another user’s secret never shows your data, and yours never theirs', async () => {
      const alice = await creator([FAKE_CREATOR.id]);
      const bob = await creator([ANOTHER_CREATOR.id]);
      await jobs.runOnce();
      const aliceTexts = await Promise.all(FEED_NAMES.map((name) => read(t, alice.urls[name])));
      const bobTexts = await Promise.all(FEED_NAMES.map((name) => read(t, bob.urls[name])));
      // Each other's channel names (the start of them: XML escapes the `&`) and videos.
      for (const { text } of aliceTexts) {
        expect(text).not.toContain('Another Creator');
        expect(text).not.toContain('acVid');
      }
      for (const { text } of bobTexts) {
        expect(text).not.toContain('Fake Creator');
        expect(text).not.toContain('fkVid');
      }
      expect(aliceTexts[0]!.text).toContain('fkVid');
      expect(aliceTexts[4]!.text).toContain('Cycle ends: Fake Creator');
      expect(bobTexts[0]!.text).toContain('acVid');
      expect(bobTexts[4]!.text).toContain('Cycle ends: Another Creator');
      // Bob's session does not open Alice's feed with a mangled secret either.
      const mixed = `${t.url}/api/feeds/${tokenOf(bob.urls)}x/uploads.atom`;
      expect((await bob.client.get(mixed.replace(t.url, ''))).status).toBe(404);
    });

    it('reads are limited per client address, found or not, and need no session', async () => {
      const { urls } = await creator([]);
      const limited = await startInstance(
        t,
        createRateLimiters({ limits: { feedReadsPerIp: { points: 3, durationSeconds: 60 } } }),
      );
      try {
        const at = (name: FeedName) => urls[name].replace(PUBLIC_URL, limited.url);
        expect((await fetch(at('uploadsAtom'))).status).toBe(200);
        expect((await fetch(`${limited.url}/api/feeds/ccf_${'B'.repeat(43)}/cycles.ics`)).status).toBe(404);
        expect((await fetch(at('cycles'))).status).toBe(200);
        const refused = await fetch(at('eventsJson'));
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await refused.json()).toEqual({
          message: 'Too many feed reads from this address: wait a minute and try again.',
        });
      } finally {
        await limited.close();
      }
    });

    it('a deactivated account’s feeds answer 404', async () => {
      const { urls } = await creator([]);
      const token = tokenOf(urls);
      const row = (await t.db('feed_tokens').where({ token }).first()) as { user_id: number };
      await t.db('users').where({ id: row.user_id }).update({ is_active: false });
      expect((await read(t, urls.cycles)).status).toBe(404);
    });
  });

  it('keeps the secret only in feed_tokens, one row per user', async () => {
    const { client, urls } = await creator([]);
    await client.post(paths.feeds);
    const addresses = (await client.get(paths.feeds)).body as FeedAddresses;
    expect(addresses.urls).not.toEqual(urls);
    const rows = await t.db('feed_tokens').where({ token: tokenOf(addresses.urls!) });
    expect(rows).toHaveLength(1);
    expect(await t.db('feed_tokens').where({ token: tokenOf(urls) })).toHaveLength(0);
  });
});
