import { z } from 'zod';
import { isoDateSchema } from './common.js';

const countSchema = z.number().int().nonnegative();

/** How far back GET /api/channels/:id/history reaches. */
export const HISTORY_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** Query of GET /api/channels/:id/history; without `range`, the last 30 days. */
export const channelHistoryQuerySchema = z.object({
  range: z.enum(HISTORY_RANGES, { message: `range must be one of ${HISTORY_RANGES.join(', ')}` }).default('30d'),
});

/**
 * A channel's figures at one moment (at most one per hour): what YouTube said then. A figure it did not
 * show is null; `approximate` as for Channel.countsApproximate.
 */
export const channelSnapshotSchema = z.object({
  at: isoDateSchema,
  subscriberCount: countSchema.nullable(),
  videoCount: countSchema.nullable(),
  viewCount: countSchema.nullable(),
  approximate: z.boolean(),
});
export type ChannelSnapshot = z.infer<typeof channelSnapshotSchema>;
/** GET /api/channels/:id/history: oldest first. */
export const channelHistoryResponseSchema = z.array(channelSnapshotSchema);

/** An upload of the channel, as its public feed listed it. */
export const channelUploadSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  publishedAt: isoDateSchema,
  thumbnailUrl: z.string().nullable(),
});
export type ChannelUpload = z.infer<typeof channelUploadSchema>;
/** GET /api/channels/:id/uploads: newest first. */
export const channelUploadsResponseSchema = z.array(channelUploadSchema);
