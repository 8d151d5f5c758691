/**
 * A creator near the dashboard's limit for the benchmarks (bench:api, bench:vitals): one user with
 * `channels` channels, each its own YouTube channel, a running timer and `notesPerChannel` notes.
 */
import type { Knex } from 'knex';
import { insertTimer } from '../../packages/api/src/domain/timers/records.js';
import type { User } from '../../packages/api/src/db/users.js';
import { newCycle } from '@channel-countdown/contract';
import { createUser } from '../../packages/api/test/support/factories.js';

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
  const user = await createUser(db, { username, email: `${username}@example.com`, password, createdAt: now });
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
      const [channel] = (await trx('channels')
        .insert({
          user_id: user.id,
          channel_id: channelId,
          created_at: new Date(now.getTime() - i * 1000),
          updated_at: now,
        })
        .returning('id')) as { id: number }[];
      await insertTimer(trx, channel!.id, newCycle(now), now);
      for (let n = 0; n < notesPerChannel; n += 1) {
        await trx('notes').insert({
          channel_id: channel!.id,
          content: `Note ${n} for channel ${i}: remember to check the thumbnail and the upload schedule.`,
          color: (['blue', 'green', 'yellow'] as const)[n % 3]!,
          created_at: now,
          updated_at: now,
        });
      }
    }
  });
  return user;
}
