import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import {
  CHANNEL_NOT_FOUND,
  DEFAULT_NOTE_COLOR,
  INVALID_CREDENTIALS,
  NOTE_NOT_FOUND,
  NO_TIMER_FOUND,
  TIMER_NOT_RUNNING,
  TIMER_STILL_RUNNING,
  UNAUTHORIZED,
  activeTimersResponseSchema,
  adminChannelsPageSchema,
  adminNotesPageSchema,
  adminStatsSchema,
  adminTimersPageSchema,
  adminUsersPageSchema,
  analyticsSchema,
  apiTokensResponseSchema,
  feedAddressesSchema,
  FEED_TOKEN_PATTERN,
  createdApiTokenSchema,
  channelCyclesResponseSchema,
  channelMilestonesResponseSchema,
  channelChangesResponseSchema,
  channelHistoryResponseSchema,
  channelGainsResponseSchema,
  channelPreviewSchema,
  channelSchema,
  channelSparklinesResponseSchema,
  channelUploadsResponseSchema,
  channelsResponseSchema,
  dashboardStatsSchema,
  errorBodySchema,
  messageResponseSchema,
  noteSchema,
  notesResponseSchema,
  notificationsPageSchema,
  paths,
  publicConfigSchema,
  settingsSchema,
  timerSchema,
  userSchema,
  type Channel,
} from '@channel-countdown/contract';
import { servedAt } from './baseUrl';
import { createChannelMocks } from './channels';
import { createAuthHandlers } from './auth';
import { channelFixtures, days, makeChannel, makeTimer, type ChannelFixture } from './fixtures/channels';
import { handlers } from '.';

// Every handler answered at a base of its own, so no relative URL depends on the test environment.
const BASE = 'https://mock.test';
const server = setupServer(...servedAt(BASE, Object.values(handlers).flat()));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Calls the mock as the features' ApiClient does: JSON in, JSON out. */
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * The contract's schema finds nothing wrong with `body` (the issues, if any, are the failure message), and
 * nothing more is in it: parsing drops the fields a schema does not know, so a field only the mock has shows.
 */
function expectShape(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success ? [] : result.error.issues).toEqual([]);
  expect(result.data).toEqual(body);
}

/** Serves a fresh channel fake over `channels` (its writes stay in this test). */
function serveChannels(channels: ChannelFixture[] = channelFixtures) {
  const mocks = createChannelMocks({ channels });
  server.use(...servedAt(BASE, [...mocks.channels, ...mocks.notes, ...mocks.dashboard, ...mocks.timers]));
}

const [first] = channelFixtures;
const channelId = first!.id;

describe('every read of the default mocks answers the shape of the contract', () => {
  it.each<[string, z.ZodType]>([
    [paths.user, userSchema],
    [paths.config, publicConfigSchema],
    [paths.channels, channelsResponseSchema],
    [paths.channelPreview('@fakecreator'), channelPreviewSchema],
    [paths.channelSparklines, channelSparklinesResponseSchema],
    [`${paths.channelHistory(channelId)}?range=30d`, channelHistoryResponseSchema],
    [`${paths.channelGains(channelId)}?range=30d`, channelGainsResponseSchema],
    [`${paths.channelGains(channelId)}?range=all`, channelGainsResponseSchema],
    [paths.channelUploads(channelId), channelUploadsResponseSchema],
    [paths.channelCycles(channelId), channelCyclesResponseSchema],
    [paths.channelMilestones(channelId), channelMilestonesResponseSchema],
    [paths.channelChanges(channelId), channelChangesResponseSchema],
    [paths.channelNotes(channelId), notesResponseSchema],
    [paths.activeTimers, activeTimersResponseSchema],
    [paths.dashboardStats, dashboardStatsSchema],
    [`${paths.analytics}?range=30d`, analyticsSchema],
    [paths.settings, settingsSchema],
    [paths.notifications, notificationsPageSchema],
    [paths.adminStats, adminStatsSchema],
    [paths.adminUsers, adminUsersPageSchema],
    [paths.adminChannels, adminChannelsPageSchema],
    [paths.adminTimers, adminTimersPageSchema],
    [paths.adminNotes, adminNotesPageSchema],
    [paths.apiTokens, apiTokensResponseSchema],
    [paths.feeds, feedAddressesSchema],
  ])('GET %s', async (path, schema) => {
    const { status, body } = await call('GET', path);
    expect(status).toBe(200);
    expectShape(schema, body);
  });
});

describe("the channel fake's writes answer the contract's shapes and the server's refusals", () => {
  it('connect, refresh, pause, note, delete: the shapes the server answers', async () => {
    serveChannels([]);
    const connected = await call('POST', paths.channels, { channelId: '@fakecreator' });
    expect(connected.status).toBe(201);
    expectShape(channelSchema, connected.body);
    const channel = connected.body as Channel;
    expectShape(channelSchema, (await call('POST', paths.channelRefresh(channel.id))).body);
    const paused = await call('PATCH', paths.timer(channel.timer!.id), { isPaused: true });
    expectShape(timerSchema, paused.body);
    const note = await call('POST', paths.channelNotes(channel.id), { content: '  Script the intro  ' });
    expect(note.status).toBe(201);
    expectShape(noteSchema, note.body);
    // The contract's schema trims and gives the default colour, as the server's validation does.
    expect(note.body).toMatchObject({ content: 'Script the intro', color: DEFAULT_NOTE_COLOR });
    const noteId = (note.body as { id: number }).id;
    expectShape(
      noteSchema,
      (await call('PATCH', paths.channelNote(channel.id, noteId), { color: 'blue' })).body,
    );
    for (const path of [
      paths.channelNote(channel.id, noteId),
      paths.timer(channel.timer!.id),
      paths.channel(channel.id),
    ])
      expectShape(messageResponseSchema, (await call('DELETE', path)).body);
  });

  it('connecting a channel again: 409 while its cycle runs, a new cycle (200) once it ended', async () => {
    serveChannels([]);
    const { body } = await call('POST', paths.channels, { channelId: '@fakecreator' });
    const again = await call('POST', paths.channels, { channelId: '@fakecreator' });
    expect(again).toEqual({ status: 409, body: { message: TIMER_STILL_RUNNING } });
    await call('DELETE', paths.timer((body as Channel).timer!.id));
    const restarted = await call('POST', paths.channels, { channelId: '@fakecreator' });
    expect(restarted.status).toBe(200);
    expect((restarted.body as Channel).id).toBe((body as Channel).id);
    expect((await call('GET', paths.channels)).body).toHaveLength(1);
  });

  it("refuses with the server's words", async () => {
    const ended = makeChannel(7, { timer: makeTimer(7, days(8)) });
    serveChannels([ended]);
    const refusals = [
      [await call('PATCH', paths.timer(70), { isPaused: true }), 409, TIMER_NOT_RUNNING],
      [await call('PATCH', paths.timer(999), { isPaused: true }), 404, NO_TIMER_FOUND],
      [await call('DELETE', paths.timer(999)), 404, NO_TIMER_FOUND],
      [await call('POST', paths.channelRefresh(999)), 404, CHANNEL_NOT_FOUND],
      [await call('GET', paths.channelNotes(999)), 404, CHANNEL_NOT_FOUND],
      [await call('PATCH', paths.channelNote(7, 999), { content: 'x' }), 404, NOTE_NOT_FOUND],
      [await call('DELETE', paths.channelNote(7, 999)), 404, NOTE_NOT_FOUND],
      // A body the contract refuses is the server's 400 naming the field.
      [
        await call('PATCH', paths.timer(70), {}),
        400,
        'isPaused: Invalid input: expected boolean, received undefined',
      ],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer).toEqual({ status, body: { message } });
      expectShape(errorBodySchema, answer.body);
    }
  });

  it('lists the active timers soonest end first, as the server', async () => {
    serveChannels();
    const timers = (await call('GET', paths.activeTimers)).body as Array<{ endTime: string }>;
    const ends = timers.map((timer) => new Date(timer.endTime).getTime());
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.length).toBeGreaterThan(1);
  });
});

describe("the session mocks answer the server's words", () => {
  it('a visitor is 401 Unauthorized; a refused login is 401 with the same answer for any name', async () => {
    server.use(...servedAt(BASE, createAuthHandlers({ user: null, login: 'fail' })));
    expect(await call('GET', paths.user)).toEqual({ status: 401, body: { message: UNAUTHORIZED } });
    expect(await call('POST', paths.login, { username: 'a', password: 'b' })).toEqual({
      status: 401,
      body: { message: INVALID_CREDENTIALS },
    });
  });
});

describe("the API token fake answers the contract's shapes and the server's refusals", () => {
  it('makes a token shown once, lists it by its hint, and revokes it', async () => {
    const created = await call('POST', paths.apiTokens, { name: 'Script', scopes: ['read', 'write'] });
    expect(created.status).toBe(201);
    const token = createdApiTokenSchema.parse(created.body);
    const listed = apiTokensResponseSchema.parse((await call('GET', paths.apiTokens)).body);
    expect(listed[0]).toEqual(expect.objectContaining({ id: token.id, hint: token.token.slice(0, 8) }));
    expect(JSON.stringify(listed)).not.toContain(token.token);
    expect((await call('DELETE', paths.apiToken(token.id))).status).toBe(200);
    expect(await call('DELETE', paths.apiToken(token.id))).toEqual({
      status: 404,
      body: { message: 'Token not found' },
    });
    expect(await call('POST', paths.apiTokens, { name: 'Admin', scopes: ['admin'] })).toEqual({
      status: 403,
      body: { message: 'Only administrators can make tokens with the admin scope.' },
    });
    expect((await call('POST', paths.apiTokens, { name: '', scopes: ['read'] })).status).toBe(400);
  });
});

describe("the feed addresses fake answers the contract's shapes", () => {
  it('makes new addresses with a new secret of the right shape, and turns them off', async () => {
    const before = feedAddressesSchema.parse((await call('GET', paths.feeds)).body);
    const made = await call('POST', paths.feeds);
    expect(made.status).toBe(201);
    const after = feedAddressesSchema.parse(made.body);
    expect(after.urls).not.toEqual(before.urls);
    expect(after.urls!.cycles.split('/')[5]).toMatch(FEED_TOKEN_PATTERN);
    expect(await call('DELETE', paths.feeds)).toEqual({ status: 200, body: { message: 'Feeds turned off' } });
    expect((await call('GET', paths.feeds)).body).toEqual({ urls: null, createdAt: null });
  });
});
