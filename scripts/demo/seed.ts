import type { NoteColor } from '@channel-countdown/contract';
import { recordSnapshot } from '../../packages/api/src/domain/channelData/snapshots.js';
import { pollChannelFeed } from '../../packages/api/src/domain/channelData/uploads.js';
import { memoryUserVersions } from '../../packages/api/src/cache/userVersions.js';
import { ManualClock } from '../../packages/api/src/clock.js';
import type { Db } from '../../packages/api/src/db/knex.js';
import { findTimer } from '../../packages/api/src/domain/timers/records.js';
import { updateUser } from '../../packages/api/src/db/users.js';
import { registerUser } from '../../packages/api/src/domain/auth/service.js';
import { connectChannel, startCycle } from '../../packages/api/src/domain/channels/service.js';
import { createNote } from '../../packages/api/src/domain/notes/service.js';
import { deleteTimer, setTimerPaused } from '../../packages/api/src/domain/timers/service.js';
import type { ChannelProvider } from '../../packages/api/src/youtube/index.js';
import type { FakeChannel } from '../../packages/api/test/fakes/youtube.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 28;

export interface DemoAccount {
  role: 'admin' | 'user';
  username: string;
  password: string;
}

/** The demo's sign-in details, printed by `npm run demo` (a throwaway database: no secret to keep). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { role: 'admin', username: 'demo_admin', password: 'DemoPass1' },
  { role: 'user', username: 'demo_creator', password: 'DemoPass1' },
];

/**
 * What happens to one channel, in days before now (negative = in the past): connected (first cycle of 7
 * days), a new cycle started, the current cycle paused or deleted. Every step goes through the server's own
 * service function at that moment of a manual clock, so the rows are exactly what the app would have made.
 */
type Step =
  | { at: number; do: 'connect' }
  | { at: number; do: 'restart' }
  | { at: number; do: 'pause' }
  | { at: number; do: 'delete' }
  | { at: number; do: 'note'; content: string; color: NoteColor };

interface ChannelPlan {
  handle: string;
  steps: Step[];
}

/**
 * The creator's channels show every state of a cycle: running, ending soon (12 hours left, inside the default
 * 24-hour warning), paused, deleted (no current cycle) and completed, each with earlier cycles as history.
 */
const CREATOR_PLAN: ChannelPlan[] = [
  {
    handle: '@fakecreator',
    steps: [
      { at: -21, do: 'connect' },
      { at: -20, do: 'note', content: 'Sponsor segment goes in the second half from now on.', color: 'blue' },
      { at: -14, do: 'restart' },
      { at: -5, do: 'restart' },
      { at: -2, do: 'note', content: 'Thumbnail A/B test: the red one won by 12%.', color: 'green' },
    ],
  },
  {
    handle: '@anothercreator',
    steps: [
      { at: -20, do: 'connect' },
      { at: -12, do: 'restart' },
      { at: -10, do: 'delete' },
      { at: -6.5, do: 'restart' },
      { at: -1, do: 'note', content: 'Lisbon edit is due before this cycle ends!', color: 'red' },
    ],
  },
  {
    handle: '@pixelkitchen',
    steps: [
      { at: -16, do: 'connect' },
      { at: -4, do: 'restart' },
      { at: -1, do: 'pause' },
      { at: -1, do: 'note', content: 'Paused while the kitchen is being renovated.', color: 'yellow' },
      { at: -1, do: 'note', content: 'Ideas: ramen part 2, knife care, pantry tour.', color: 'purple' },
    ],
  },
  {
    handle: '@trailnotes',
    steps: [
      { at: -9, do: 'connect' },
      { at: -5, do: 'delete' },
      {
        at: -5,
        do: 'note',
        content: 'Stopped the cycle: filming on the trail until next month.',
        color: 'indigo',
      },
    ],
  },
  { handle: '@synthlab', steps: [{ at: -10, do: 'connect' }] },
];

const ADMIN_PLAN: ChannelPlan[] = [
  { handle: '@fakecreator', steps: [{ at: -3, do: 'connect' }] },
  {
    handle: '@synthlab',
    steps: [
      { at: -8, do: 'connect' },
      { at: -7, do: 'note', content: 'Check the new module review before it goes out.', color: 'pink' },
    ],
  },
];

export interface SeedDeps {
  db: Db;
  youtube: ChannelProvider;
  /** The fake YouTube's web origin, for the feeds. */
  webBaseUrl: string;
  /** The channels the fake knows (their figures now), for the history drawn back from them. */
  fakeChannels: FakeChannel[];
  now: Date;
}

/** A day's figures `daysAgo` before the channel's current ones: steady growth with a little weekly wave. */
function figuresDaysAgo(channel: FakeChannel, daysAgo: number) {
  const subscribers = Number(channel.subscriberCount);
  const perDay = subscribers * 0.003;
  const wave = Math.round(Math.sin(daysAgo / 1.7) * perDay * 0.4);
  return {
    subscriberCount: Math.max(0, Math.round(subscribers - perDay * daysAgo + wave)),
    videoCount: Math.max(0, Number(channel.videoCount) - Math.floor(daysAgo / 7)),
    viewCount: Math.max(0, Math.round(Number(channel.viewCount) * (1 - 0.004 * daysAgo))),
    countsApproximate: false,
  };
}

/** A few weeks of daily snapshots (channel_snapshots) for each YouTube channel, ending at its figures now. */
async function seedHistory(deps: SeedDeps, channel: FakeChannel): Promise<void> {
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const at = new Date(deps.now.getTime() - daysAgo * DAY_MS);
    await recordSnapshot(deps.db, channel.id, figuresDaysAgo(channel, daysAgo), at);
  }
}

async function currentTimerId(db: Db, channelId: number): Promise<number> {
  const timer = await findTimer(db, (query) => query.where({ channel_id: channelId, is_current: true }));
  if (!timer) throw new Error(`demo seed: channel ${channelId} has no current cycle`);
  return timer.id;
}

async function followPlan(
  deps: SeedDeps,
  clock: ManualClock,
  userId: number,
  plan: ChannelPlan,
): Promise<void> {
  const { db, youtube } = deps;
  // The seed runs before any server reads the database: no remembered read to move on.
  const versions = memoryUserVersions();
  let channelId = 0;
  for (const step of plan.steps) {
    clock.set(deps.now.getTime() + step.at * DAY_MS);
    const now = clock.now();
    if (step.do === 'connect')
      channelId = (await connectChannel({ db, youtube, clock, versions }, userId, plan.handle)).channel.id;
    else if (step.do === 'restart') await startCycle({ db, clock }, userId, channelId, undefined);
    else if (step.do === 'pause')
      await setTimerPaused(db, userId, await currentTimerId(db, channelId), true, now);
    else if (step.do === 'delete') await deleteTimer(db, userId, await currentTimerId(db, channelId), now);
    else await createNote(db, userId, channelId, { content: step.content, color: step.color }, now);
  }
}

/**
 * Fills an empty, migrated database with the demo: an admin and a creator, their channels with every cycle
 * state and notes, four weeks of figures per YouTube channel and its uploads (read from the fake's feeds).
 */
export async function seedDemo(deps: SeedDeps): Promise<DemoAccount[]> {
  const clock = new ManualClock(deps.now);
  const byHandle = new Map(deps.fakeChannels.map((channel) => [channel.handle, channel]));
  const plans = [...CREATOR_PLAN, ...ADMIN_PLAN];
  const tracked = [...new Set(plans.map((plan) => plan.handle))].map((handle) => {
    const channel = byHandle.get(handle);
    if (!channel) throw new Error(`demo seed: the fake YouTube does not know ${handle}`);
    return channel;
  });
  // History first: a connect in the past then finds its hour's snapshot taken and keeps the drawn line.
  for (const channel of tracked) await seedHistory(deps, channel);

  const [admin, creator] = DEMO_ACCOUNTS as [DemoAccount, DemoAccount];
  const signUp = (account: DemoAccount, daysAgo: number) =>
    registerUser(
      deps.db,
      { username: account.username, email: `${account.username}@demo.invalid`, password: account.password },
      new Date(deps.now.getTime() - daysAgo * DAY_MS),
    );
  // The first account on an empty database is the administrator.
  const adminUser = await signUp(admin, 30);
  const creatorUser = await signUp(creator, 29);

  for (const plan of CREATOR_PLAN) await followPlan(deps, clock, creatorUser.id, plan);
  for (const plan of ADMIN_PLAN) await followPlan(deps, clock, adminUser.id, plan);

  clock.set(deps.now);
  for (const channel of tracked) {
    await pollChannelFeed(
      { db: deps.db, versions: memoryUserVersions(), clock, webBaseUrl: deps.webBaseUrl },
      channel.id,
    );
  }
  // Recently active, so the admin dashboard's engagement scores are not all "Low".
  await updateUser(deps.db, adminUser.id, { lastActivityAt: new Date(deps.now.getTime() - 2 * 3_600_000) });
  await updateUser(deps.db, creatorUser.id, { lastActivityAt: deps.now });
  return DEMO_ACCOUNTS;
}
