/**
 * A creator near the dashboard's limit for the benchmarks (bench:api, bench:vitals): one user with
 * `channels` channels, each its own YouTube channel, a running timer and `notesPerChannel` notes.
 */
import { TIMER_CYCLE_MS } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { Channel, Note, Timer, User } from '../../packages/api/src/db/models/index.js';
import { hashPassword } from '../../packages/api/src/identity/password.js';

export interface DashboardSeed {
  username: string;
  password: string;
  /** Each channel's thumbnail (the default is a yt3.ggpht.com address no benchmark fetches). */
  thumbnailUrl?: (index: number) => string;
  channels?: number;
  notesPerChannel?: number;
  now?: Date;
}

export async function seedDashboardUser(db: Knex, seed: DashboardSeed): Promise<User> {
  const { username, password, channels = 100, notesPerChannel = 3, now = new Date() } = seed;
  const thumbnailUrl =
    seed.thumbnailUrl ?? ((i: number) => `https://yt3.ggpht.com/bench-${i}=s800-c-k-c0x00ffffff-no-rj`);
  const user = await User.query(db).insert({
    username,
    email: `${username}@example.com`,
    role: 'user',
    isActive: true,
    passwordHash: await hashPassword(password),
    createdAt: now,
  });
  await db.transaction(async (trx) => {
    for (let i = 0; i < channels; i += 1) {
      const channelId = `UC${String(i).padStart(22, 'x')}`;
      await trx('youtube_channels')
        .insert({
          id: channelId,
          channel_name: `Bench Channel ${i}`,
          channel_description: `A channel about benchmarks, number ${i}.`,
          thumbnail_url: thumbnailUrl(i),
          subscriber_count: 1000 + i * 137,
          video_count: 10 + i,
          last_fetched: now,
          last_upload: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict('id')
        .ignore();
      const channel = await Channel.query(trx).insert({
        userId: user.id,
        channelId,
        createdAt: new Date(now.getTime() - i * 1000),
        updatedAt: now,
      });
      await Timer.query(trx).insert({
        channelId: channel.id,
        startTime: now,
        endTime: new Date(now.getTime() + TIMER_CYCLE_MS),
        isActive: true,
        isPaused: false,
        isCurrent: true,
        deletedAt: null,
        createdAt: now,
      });
      for (let n = 0; n < notesPerChannel; n += 1) {
        await Note.query(trx).insert({
          channelId: channel.id,
          content: `Note ${n} for channel ${i}: remember to check the thumbnail and the upload schedule.`,
          color: (['blue', 'green', 'yellow'] as const)[n % 3]!,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
  return user;
}
