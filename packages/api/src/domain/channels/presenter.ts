import type {
  AdminChannelItem,
  AdminTopChannel,
  Channel as ChannelDto,
  ChannelPreview,
  NotePreview,
  RecentChange,
  UploadStreaks,
} from '@channel-countdown/contract';
import { NO_UPLOAD_STREAK } from '@channel-countdown/contract';
import type { ChannelInfo } from '../../youtube/provider.js';
import { refreshFailureDto } from '../channelData/refreshFailures.js';
import { count, countOrNull } from '../../db/rows.js';
import { timerFieldsFromRow } from '../timers/records.js';
import { timerDto } from '../timers/presenter.js';
import { iso, isoOrNull, usernameOrUnknown } from '../presenterValues.js';

/**
 * The YouTube channel's columns of a channels row joined to its youtube_channels row (channel_id, the UC…
 * id, is the reference between them), as both the user's and the admin's channel lists show them.
 */
function youtubeChannelFields(row: Record<string, unknown>) {
  return {
    channelId: String(row.channel_id),
    channelName: String(row.channel_name),
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    subscriberCount: countOrNull(row.subscriber_count),
    videoCount: countOrNull(row.video_count),
    lastFetched: isoOrNull(row.last_fetched),
    refreshFailure: refreshFailureDto(row),
    lastUpload: isoOrNull(row.last_upload),
  };
}

/** A channel none of whose recent figures is known. */
export const UNKNOWN_CHANGE: RecentChange = { lastDay: null, lastWeek: null };

/**
 * A channels row joined to its youtube_channels row, its current timer's columns (timer_…, null without
 * one) and its cycle counts (channels/service.ts listChannels), with its notes' previews and count, its recent
 * subscriber change and its upload streak already presented.
 */
export function channelDto(
  row: Record<string, unknown>,
  notes: { previews: NotePreview[]; count: number },
  {
    subscriberChange = UNKNOWN_CHANGE,
    uploadStreak = NO_UPLOAD_STREAK,
  }: { subscriberChange?: RecentChange; uploadStreak?: UploadStreaks } = {},
): ChannelDto {
  return {
    id: Number(row.id),
    ...youtubeChannelFields(row),
    viewCount: countOrNull(row.view_count),
    countsApproximate: Boolean(row.counts_approximate),
    subscriberChange,
    uploadStreak,
    createdAt: iso(row.created_at),
    timer:
      row.timer_id === null || row.timer_id === undefined
        ? null
        : timerDto(timerFieldsFromRow(row, 'timer_')),
    notes: notes.previews,
    noteCount: notes.count,
    cycles: { total: count(row.cycles_total), completed: count(row.cycles_completed) },
  };
}

/** A channel with its owner, as the admin channels list shows it (owner_… null for an orphan). */
export function adminChannelDto(row: Record<string, unknown>): AdminChannelItem {
  return {
    channels: {
      id: count(row.id),
      ...youtubeChannelFields(row),
      channelDescription: (row.channel_description as string | null) ?? null,
      createdAt: iso(row.created_at),
      userId: count(row.user_id),
    },
    users: row.owner_id === null ? null : { id: count(row.owner_id), username: String(row.owner_username) },
  };
}

/** One of the admin overview's top channels. */
export function adminTopChannelDto(row: Record<string, unknown>): AdminTopChannel {
  return {
    channelName: String(row.channel_name),
    videoCount: countOrNull(row.video_count),
    subscriberCount: countOrNull(row.subscriber_count),
    user: { username: usernameOrUnknown(row.username) },
  };
}

/** A YouTube lookup before connecting: only what the connect dialog shows (no description, no dates). */
export function channelPreviewDto(info: ChannelInfo): ChannelPreview {
  return {
    channelId: info.channelId,
    channelName: info.channelName,
    thumbnailUrl: info.thumbnailUrl,
    subscriberCount: info.subscriberCount,
    videoCount: info.videoCount,
    viewCount: info.viewCount,
    countsApproximate: info.countsApproximate,
  };
}
