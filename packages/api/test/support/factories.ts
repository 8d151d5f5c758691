import type { NoteColor } from '@channel-countdown/contract';
import type { Db } from '../../src/db/knex.js';
import { insertTimer } from '../../src/domain/timers/records.js';
import { insertUser, type User } from '../../src/db/users.js';
import { hashPassword } from '../../src/identity/password.js';
import { newCycle } from '@channel-countdown/contract';
import type { TestClient } from './client.js';

let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_PASSWORD = 'Passw0rd';

/** A user straight in the database (role 'user' unless told). */
export async function createUser(
  db: Db,
  overrides: Partial<Pick<User, 'username' | 'email' | 'role' | 'isActive' | 'createdAt'>> & {
    password?: string;
  } = {},
) {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  return insertUser(db, {
    username: `user_${n}`,
    email: `user${n}@example.com`,
    firstName: null,
    lastName: null,
    firebaseUid: null,
    role: 'user',
    isActive: true,
    passwordHash: await hashPassword(password),
    createdAt: new Date(),
    lastActivityAt: null,
    ...fields,
  });
}

interface ChannelOverrides {
  channelId?: string;
  channelName?: string;
  subscriberCount?: number | null;
  videoCount?: number | null;
  timer?: boolean;
}

/**
 * A channel of the user with a running timer started at `now` (unless timer: false), and its YouTube
 * channel's shared row (a later call for the same channelId overwrites that row's figures, for every user).
 */
export async function createChannel(db: Db, userId: number, now: Date, overrides: ChannelOverrides = {}) {
  const n = next();
  const { timer = true, channelId = `UC${String(n).padStart(22, '0')}`, ...figures } = overrides;
  const youtubeChannel = {
    id: channelId,
    channel_name: figures.channelName ?? `Channel ${n}`,
    channel_description: `Description of channel ${n}`,
    thumbnail_url: `https://yt3.example.com/${n}.jpg`,
    subscriber_count: figures.subscriberCount === undefined ? 1000 * n : figures.subscriberCount,
    video_count: figures.videoCount === undefined ? n : figures.videoCount,
    last_fetched: now,
    last_upload: now,
    created_at: now,
    updated_at: now,
  };
  await db('youtube_channels').insert(youtubeChannel).onConflict('id').merge();
  const [row] = (await db('channels')
    .insert({ user_id: userId, channel_id: channelId, created_at: now, updated_at: now })
    .returning('id')) as { id: number }[];
  const channel = { id: row!.id, userId, channelId, createdAt: now, updatedAt: now };
  if (timer) await insertTimer(db, channel.id, newCycle(now), now);
  return channel;
}

export async function createNote(
  db: Db,
  channelId: number,
  now: Date,
  content = 'A note',
  color: NoteColor = 'blue',
) {
  const [row] = (await db('notes')
    .insert({ channel_id: channelId, content, color, created_at: now, updated_at: now })
    .returning('id')) as { id: number }[];
  return { id: row!.id, channelId, content, color, createdAt: now, updatedAt: now };
}

/** Registers through the API and keeps the session in the client. */
export async function signUp(client: TestClient, username = `user_${next()}`, password = DEFAULT_PASSWORD) {
  const response = await client.post('/api/register', {
    username,
    email: `${username}@example.com`,
    password,
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; username: string; role: string };
}
