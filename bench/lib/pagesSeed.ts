import { createDb } from '../../packages/api/src/db/knex.js';
import { migrateToLatest } from '../../packages/api/src/db/migrations/index.js';
import { snapshotHour } from '../../packages/api/src/domain/channelData/snapshots.js';
import { seedDashboardUser } from './dashboardSeed.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh database in `dataDir` holding a creator whose pages have something to show: `channels` channels,
 * each with a running timer and notes (seedDashboardUser), a month of daily figures for the charts and three
 * uploads, thumbnails from the fake YouTube at `thumbnailBaseUrl`. The scheduler stays quiet while pages load:
 * every feed was read a moment ago. Gives the id of the creator's first channel.
 */
export async function seedPagesCreator(seed: {
  dataDir: string;
  username: string;
  password: string;
  channels: number;
  now: Date;
  thumbnailBaseUrl: string;
}): Promise<number> {
  const { now } = seed;
  const db = createDb({ dataDir: seed.dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
    const user = await seedDashboardUser(db, {
      username: seed.username,
      password: seed.password,
      now,
      channels: seed.channels,
      thumbnailUrl: (i) => `${seed.thumbnailBaseUrl}/thumbs/bench-${i}.svg?s=88`,
    });
    // The scheduler stays quiet while the pages load: every feed read a moment ago.
    await db.raw(
      'insert into channel_feed_polls (youtube_channel_id, polled_at) select id, ? from youtube_channels',
      [now],
    );
    const channels = (await db('channels').where('user_id', user.id).orderBy('id')) as Array<{
      id: number;
      channel_id: string;
    }>;
    // A month of daily figures for the charts, and three uploads per channel.
    const snapshots = channels.flatMap((channel, index) =>
      Array.from({ length: 30 }, (_, day) => {
        const at = new Date(now.getTime() - (30 - day) * DAY_MS);
        return {
          youtube_channel_id: channel.channel_id,
          at,
          hour: snapshotHour(at),
          subscriber_count: 1000 + index * 137 - (30 - day) * 11,
          view_count: 50_000 + index * 1000 - (30 - day) * 400,
          video_count: 10 + index - Math.floor((30 - day) / 10),
        };
      }),
    );
    for (let start = 0; start < snapshots.length; start += 200)
      await db('channel_snapshots').insert(snapshots.slice(start, start + 200));
    const uploads = channels.flatMap((channel, index) =>
      Array.from({ length: 3 }, (_, n) => ({
        youtube_channel_id: channel.channel_id,
        video_id: `bench${String(index).padStart(3, '0')}v${n}`,
        title: `Bench upload ${n + 1} of channel ${index}`,
        published_at: new Date(now.getTime() - (n * 9 + 2) * DAY_MS),
        seen_at: new Date(now.getTime() - (n * 9 + 2) * DAY_MS),
      })),
    );
    await db('channel_uploads').insert(uploads);
    return channels[0]!.id;
  } finally {
    await db.destroy();
  }
}
