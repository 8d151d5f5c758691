import {
  youTubeChannelUrl,
  groupsOfChannel,
  type Channel as ChannelDto,
  type ChannelSnapshot,
  type Group,
  type GroupColor,
  type Settings,
  type User as UserDto,
} from '@channel-countdown/contract';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../clock.js';
import { readSnapshots } from '../channelData/snapshots.js';
import type { Db } from '../../db/knex.js';
import { findTimers } from '../timers/records.js';
import type { User } from '../../db/users.js';
import { listChannelsForExport, type ExportedChannel } from '../channels/service.js';
import { ownedBy } from '../channels/ownership.js';
import { exportedCycleDto } from '../timers/presenter.js';
import { userDto } from './presenter.js';
import { getSettings } from '../settings/service.js';
import { listGroups } from '../groups/service.js';
import { SAFE_CSV } from '../csv.js';
import { milestoneAlertsForExport, type ExportedMilestoneAlert } from '../channelData/milestones.js';

/** One cycle of a channel, current or kept as history. */
export interface ExportedCycle {
  channelId: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
  isPaused: boolean;
  pausedAt: string | null;
  isCurrent: boolean;
  deletedAt: string | null;
}

/** One of the user's channel groups: its name, colour, and its channels by their YouTube ids (UC…). */
export interface ExportedGroup {
  name: string;
  color: GroupColor;
  channels: string[];
}

/**
 * The JSON export: the profile, the settings, each channel (with its notes and current cycle), every cycle,
 * the figures' history, the channel groups and the milestone alerts.
 */
export interface UserExport {
  exportedAt: string;
  profile: Omit<UserDto, 'avatarUrl'> & { createdAt: string };
  settings: Settings;
  channels: ExportedChannel[];
  cycles: ExportedCycle[];
  /** Snapshots of each tracked YouTube channel's figures, by its YouTube id. */
  history: Record<string, ChannelSnapshot[]>;
  groups: ExportedGroup[];
  /** Each channel's milestone alert (the channel page's Milestones), by the channel's YouTube id. */
  milestoneAlerts: ExportedMilestoneAlert[];
}

/** The groups with their channels named by YouTube id, as an export (and an import) knows them. */
export function exportedGroups(groups: readonly Group[], channels: readonly ChannelDto[]): ExportedGroup[] {
  const youtubeIdOf = new Map(channels.map((channel) => [channel.id, channel.channelId]));
  return groups.map((group) => ({
    name: group.name,
    color: group.color,
    channels: group.channelIds.flatMap((id) => youtubeIdOf.get(id) ?? []),
  }));
}

export async function buildUserExport(db: Db, clock: Clock, user: User): Promise<UserExport> {
  const now = clock.now();
  const channels = await listChannelsForExport(db, user.id, now);
  const timers = await findTimers(db, (query) =>
    query
      .join('channels', 'channels.id', 'timers.channel_id')
      .modify(ownedBy(user.id))
      .orderBy([{ column: 'timers.channel_id' }, { column: 'timers.start_time' }]),
  );
  const history: Record<string, ChannelSnapshot[]> = {};
  for (const channel of channels)
    history[channel.channelId] = await readSnapshots(db, channel.channelId, null);
  const { avatarUrl: _avatar, ...profile } = userDto(user);
  return {
    exportedAt: now.toISOString(),
    profile: { ...profile, createdAt: user.createdAt.toISOString() },
    settings: await getSettings(db, user.id),
    channels,
    cycles: timers.map(exportedCycleDto),
    history,
    groups: exportedGroups(await listGroups(db, user.id), channels),
    milestoneAlerts: await milestoneAlertsForExport(db, user.id),
  };
}

/**
 * The channels as a table, one row each, with its current cycle and its groups (names, and their colours,
 * one per line of the cell: a group's name is one line). The import reads the groups back.
 */
export function channelsCsv(channels: ChannelDto[], groups: readonly Group[] = []): string {
  return stringify(
    channels.map((channel) => ({
      Groups: groupsOfChannel(groups, channel.id)
        .map((group) => group.name)
        .join('\n'),
      'Group Colors': groupsOfChannel(groups, channel.id)
        .map((group) => group.color)
        .join('\n'),
      'Channel Id': channel.channelId,
      'Channel Url': youTubeChannelUrl(channel.channelId),
      'Channel Title': channel.channelName,
      Subscribers: channel.subscriberCount ?? '',
      Videos: channel.videoCount ?? '',
      Views: channel.viewCount ?? '',
      'Connected At': channel.createdAt,
      'Cycle Start': channel.timer?.startTime ?? '',
      'Cycle End': channel.timer?.endTime ?? '',
      'Cycle Paused': channel.timer ? String(channel.timer.isPaused) : '',
      'Cycles Completed': channel.cycles.completed,
    })),
    {
      ...SAFE_CSV,
      header: true,
      columns: [
        'Channel Id',
        'Channel Url',
        'Channel Title',
        'Subscribers',
        'Videos',
        'Views',
        'Connected At',
        'Cycle Start',
        'Cycle End',
        'Cycle Paused',
        'Cycles Completed',
        'Groups',
        'Group Colors',
      ],
    },
  );
}

/** Every note as a table row, named by its channel. */
export function notesCsv(channels: ExportedChannel[]): string {
  return stringify(
    channels.flatMap((channel) =>
      channel.notes.map((note) => ({
        'Channel Id': channel.channelId,
        'Channel Title': channel.channelName,
        Note: note.content,
        Color: note.color,
        'Created At': note.createdAt,
        'Updated At': note.updatedAt,
      })),
    ),
    {
      ...SAFE_CSV,
      header: true,
      columns: ['Channel Id', 'Channel Title', 'Note', 'Color', 'Created At', 'Updated At'],
    },
  );
}
