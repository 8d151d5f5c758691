import {
  UPLOAD_KINDS,
  type ChannelSnapshot,
  type ChannelUpload,
  type UploadKind,
} from '@channel-countdown/contract';
import { countOrNull } from '../../db/rows.js';
import { iso } from '../presenterValues.js';

/** A channel_snapshots row (at, subscriber_count, video_count, view_count, approximate): one point of history. */
export function channelSnapshotDto(row: Record<string, unknown>): ChannelSnapshot {
  return {
    at: iso(row.at),
    subscriberCount: countOrNull(row.subscriber_count),
    videoCount: countOrNull(row.video_count),
    viewCount: countOrNull(row.view_count),
    approximate: Boolean(row.approximate),
  };
}

/** A channel_uploads row (video_id, title, published_at, thumbnail_url, kind). */
export function channelUploadDto(row: Record<string, unknown>): ChannelUpload {
  return {
    videoId: String(row.video_id),
    title: String(row.title),
    publishedAt: iso(row.published_at),
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    kind: uploadKindOfRow(row.kind),
  };
}

/** A stored upload kind; anything else (none stored) reads as a regular video, the column's default. */
const uploadKindOfRow = (kind: unknown): UploadKind =>
  UPLOAD_KINDS.includes(kind as UploadKind) ? (kind as UploadKind) : 'video';
