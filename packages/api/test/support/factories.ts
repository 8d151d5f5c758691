import { TIMER_CYCLE_MS, type NoteColor } from '@channel-countdown/contract';
import type { Db } from '../../src/db/knex.js';
import { Channel, Note, Timer, User } from '../../src/db/models/index.js';
import { hashPassword } from '../../src/identity/password.js';
import type { TestClient } from './client.js';

let sequence = 0;
const next = () => ++sequence;

export const DEFAULT_PASSWORD = 'Passw0rd';

/** A user straight in the database (role 'user' unless told). */
export async function createUser(db: Db, overrides: Partial<Pick<User, 'username' | 'email' | 'role' | 'isActive'>> & { password?: string } = {}) {
  const n = next();
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  return User.query(db).insert({
    username: `user_${n}`,
    email: `user${n}@example.com`,
    role: 'user',
    isActive: true,
    passwordHash: await hashPassword(password),
    createdAt: new Date(),
    ...fields,
  });
}

/** A channel of the user with a running timer started at `now` (unless timer: false). */
export async function createChannel(
  db: Db,
  userId: number,
  now: Date,
  overrides: Partial<Pick<Channel, 'channelId' | 'channelName' | 'subscriberCount' | 'videoCount'>> & { timer?: boolean } = {},
) {
  const n = next();
  const { timer = true, ...fields } = overrides;
  const channel = await Channel.query(db).insert({
    userId,
    channelId: `UC${String(n).padStart(22, '0')}`,
    channelName: `Channel ${n}`,
    channelDescription: `Description of channel ${n}`,
    thumbnailUrl: `https://yt3.example.com/${n}.jpg`,
    subscriberCount: 1000 * n,
    videoCount: n,
    lastFetched: now,
    lastUpload: now,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  if (timer) {
    await Timer.query(db).insert({
      channelId: channel.id,
      startTime: now,
      endTime: new Date(now.getTime() + TIMER_CYCLE_MS),
      isActive: true,
      isPaused: false,
      isCurrent: true,
      deletedAt: null,
      createdAt: now,
    });
  }
  return channel;
}

export async function createNote(db: Db, channelId: number, now: Date, content = 'A note', color: NoteColor = 'blue') {
  return Note.query(db).insert({ channelId, content, color, createdAt: now, updatedAt: now });
}

/** Registers through the API and keeps the session in the client. */
export async function signUp(client: TestClient, username = `user_${next()}`, password = DEFAULT_PASSWORD) {
  const response = await client.post('/api/register', { username, email: `${username}@example.com`, password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; username: string; role: string };
}
