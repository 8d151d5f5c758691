import {
  CHANNEL_CHANGE_KINDS,
  milestoneCrossed,
  settingsRaise,
  WARNING_TIME_LIMITS,
  type ChannelChangeKind,
  type UploadKind,
} from '@channel-countdown/contract';
import { reminderTexts } from '../../i18n/index.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import type { UserVersions } from '../../cache/userVersions.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { toDate } from '../../db/rows.js';
import { startNextCycle } from '../timers/startNextCycle.js';
import { getSettingsOf } from '../settings/service.js';
import { writingLocales } from '../settings/writingLocale.js';
import { countingDownSql, currentActiveSql } from '../cycles/cycle.js';
import { raiseNotifications, type NewNotification } from './store.js';

const HOUR_MS = 60 * 60 * 1000;
/** The longest warning time a user can set: no cycle further from its end can be ending soon. */
const WARNING_HORIZON_MS = WARNING_TIME_LIMITS.max * HOUR_MS;
/** Events older than this are history, not news: the first run after an upgrade raises no flood. */
const NEWS_WINDOW_MS = 24 * HOUR_MS;

export interface DueEventsResult {
  endingSoon: number;
  completed: number;
  restarted: number;
  uploads: number;
  milestones: number;
  channelChanges: number;
}

interface CycleRow {
  timer_id: number;
  end_time: unknown;
  channel_id: number;
  channel_name: string;
  user_id: number;
}

const currentCycles = (db: Db) =>
  db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .modify(joinYouTubeChannel)
    .whereRaw(currentActiveSql('timers'))
    .whereRaw(countingDownSql('timers'))
    .select(
      'timers.id as timer_id',
      'timers.end_time',
      'channels.id as channel_id',
      'youtube_channels.channel_name',
      'channels.user_id',
    );

/**
 * One pass of the server's reminders, run by the scheduler (no tab needs to be open) and safe to run on
 * several instances at once: every notification is stored once per user and event (its dedupe key), and a
 * cycle is restarted once (the current-timer flag moves in one statement).
 * - a running cycle within the user's warning time of its end: 'Timer Ending Soon' (setting timerWarning);
 * - a cycle whose end has passed: 'Timer Completed' (setting timerComplete), and the next cycle started
 *   when the user's autoRestart is on;
 * - an upload the feed poll found on a tracked channel: 'New Upload', for every user tracking it;
 * - a channel whose shown subscriber count reached its milestone alert: 'Milestone Reached' (contract
 *   milestoneCrossed), raised once (its dedupe key names the channel and the milestone) and the alert marked
 *   reached, so the panel says when;
 * - a change a refresh recorded of a tracked channel (renamed, handle, picture, hidden or shown subscriber
 *   count; refresh.ts): 'Channel Changed', for every user tracking it, once per change.
 */
export async function raiseDueNotifications(deps: {
  db: Db;
  clock: Clock;
  versions: UserVersions;
}): Promise<DueEventsResult> {
  const { db, clock } = deps;
  const now = clock.now();
  const [ending, completed] = (await Promise.all([
    currentCycles(db)
      .where('timers.end_time', '>', now)
      .where('timers.end_time', '<=', new Date(now.getTime() + WARNING_HORIZON_MS)),
    currentCycles(db)
      .where('timers.end_time', '<=', now)
      .where('timers.end_time', '>', new Date(now.getTime() - NEWS_WINDOW_MS)),
  ])) as [CycleRow[], CycleRow[]];
  const settings = await getSettingsOf(db, [...new Set([...ending, ...completed].map((row) => row.user_id))]);
  const settingsOf = (userId: number) => settings.get(userId)!;
  const locales = await writingLocales(db, settings);

  const endingSoon: NewNotification[] = ending.flatMap((row) => {
    const { notifications, timers } = settingsOf(row.user_id);
    const endsAt = (toDate(row.end_time) as Date).getTime();
    const remaining = endsAt - now.getTime();
    if (!settingsRaise(notifications, 'cycle-ending') || remaining > timers.warningTime * HOUR_MS) return [];
    return [
      {
        userId: row.user_id,
        kind: 'cycle-ending',
        channelId: row.channel_id,
        ...reminderTexts(locales.get(row.user_id)!).cycleEnding(row.channel_name, endsAt),
        // The end is part of the event: a cycle paused and resumed later ends again, and warns again.
        dedupeKey: `cycle-ending:${row.timer_id}:${endsAt}`,
      },
    ];
  });
  const completions: NewNotification[] = completed
    .filter((row) => settingsRaise(settingsOf(row.user_id).notifications, 'cycle-completed'))
    .map((row) => ({
      userId: row.user_id,
      kind: 'cycle-completed',
      channelId: row.channel_id,
      ...reminderTexts(locales.get(row.user_id)!).cycleCompleted(row.channel_name),
      dedupeKey: `cycle-completed:${row.timer_id}`,
    }));

  let restarted = 0;
  for (const row of completed.filter((cycle) => settingsOf(cycle.user_id).timers.autoRestart)) {
    restarted += await restartCycle(deps, row, settingsOf(row.user_id).timers.defaultDuration, now);
  }

  const uploads = await uploadNotifications(db, now);
  const [endingRaised, completedRaised, uploadsRaised, milestonesRaised, changesRaised] = [
    await raiseNotifications(deps, endingSoon, now),
    await raiseNotifications(deps, completions, now),
    await raiseNotifications(deps, uploads, now),
    await raiseMilestones(deps, now),
    await raiseNotifications(deps, await channelChangeNotifications(db, now), now),
  ];
  return {
    endingSoon: endingRaised,
    completed: completedRaised,
    restarted,
    uploads: uploadsRaised,
    milestones: milestonesRaised,
    channelChanges: changesRaised,
  };
}

/** Starts the next cycle of a completed one, unless another instance already did (returns 0 then). */
async function restartCycle(
  deps: { db: Db; versions: UserVersions },
  row: CycleRow,
  days: number,
  now: Date,
): Promise<number> {
  const { db, versions } = deps;
  const restarted = await db.transaction(async (trx) =>
    (await startNextCycle(trx, row.channel_id, now, days, row.timer_id)) ? 1 : 0,
  );
  if (restarted) await versions.bump([row.user_id]);
  return restarted;
}

/** A new upload recorded by the feed poll, for each user tracking its channel. */
async function uploadNotifications(db: Db, now: Date): Promise<NewNotification[]> {
  const rows: Array<{
    video_id: string;
    channel_id: number;
    user_id: number;
    channel_name: string;
    title: string | null;
    upload_kind: UploadKind | null;
  }> = await db('channel_events')
    .join('channels', 'channels.channel_id', 'channel_events.youtube_channel_id')
    .modify(joinYouTubeChannel)
    .leftJoin('channel_uploads', (join) => {
      join
        .on('channel_uploads.youtube_channel_id', '=', 'channel_events.youtube_channel_id')
        .andOn('channel_uploads.video_id', '=', 'channel_events.video_id');
    })
    .where('channel_events.kind', 'upload')
    .where('channel_events.at', '>', new Date(now.getTime() - NEWS_WINDOW_MS))
    .select(
      'channel_events.video_id',
      'channels.id as channel_id',
      'channels.user_id',
      'youtube_channels.channel_name',
      'channel_uploads.title',
      'channel_uploads.kind as upload_kind',
    );
  const locales = await writingLocales(
    db,
    await getSettingsOf(db, [...new Set(rows.map((row) => row.user_id))]),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    kind: 'new-upload',
    channelId: row.channel_id,
    ...reminderTexts(locales.get(row.user_id)!).upload(row.channel_name, row.title),
    dedupeKey: `upload:${row.video_id}`,
    ...(row.upload_kind ? { uploadKind: row.upload_kind } : {}),
  }));
}

/**
 * The milestone alerts whose channel's shown subscriber count reached them: one 'milestone' notification each
 * (dedupe key `milestone:<channel>:<milestone>`, so a second instance's pass, or a later one, stores nothing
 * more), then the alert marked reached (only while it still names that milestone and is unmarked: an alert
 * changed meanwhile stays as the user set it). The users' data versions move, so the panel shows it.
 */
async function raiseMilestones(deps: { db: Db; versions: UserVersions }, now: Date): Promise<number> {
  const { db, versions } = deps;
  const rows = (await db('channel_milestone_alerts')
    .join('channels', 'channels.id', 'channel_milestone_alerts.channel_id')
    .modify(joinYouTubeChannel)
    .whereNull('channel_milestone_alerts.reached_at')
    .whereNotNull('youtube_channels.subscriber_count')
    .where('youtube_channels.subscriber_count', '>=', db.ref('channel_milestone_alerts.milestone'))
    .select(
      'channels.id as channel_id',
      'channels.user_id',
      'youtube_channels.channel_name',
      'youtube_channels.subscriber_count',
      'channel_milestone_alerts.milestone',
    )) as Array<{
    channel_id: number;
    user_id: number;
    channel_name: string;
    subscriber_count: unknown;
    milestone: unknown;
  }>;
  const crossed = rows.filter((row) => milestoneCrossed(Number(row.subscriber_count), Number(row.milestone)));
  if (crossed.length === 0) return 0;
  const locales = await writingLocales(
    db,
    await getSettingsOf(db, [...new Set(crossed.map((row) => row.user_id))]),
  );
  const raised = await raiseNotifications(
    deps,
    crossed.map((row) => ({
      userId: row.user_id,
      kind: 'milestone',
      channelId: row.channel_id,
      ...reminderTexts(locales.get(row.user_id)!).milestone(row.channel_name, Number(row.milestone)),
      dedupeKey: `milestone:${row.channel_id}:${Number(row.milestone)}`,
    })),
    now,
  );
  for (const row of crossed)
    await db('channel_milestone_alerts')
      .where({ channel_id: row.channel_id, milestone: Number(row.milestone) })
      .whereNull('reached_at')
      .update({ reached_at: now });
  await versions.bump([...new Set(crossed.map((row) => row.user_id))]);
  return raised;
}

const CHANGE_KINDS = new Set<string>(CHANNEL_CHANGE_KINDS);

/**
 * A change a refresh recorded of a tracked channel in the last day (youtube_channel_changes), for each user
 * tracking it: one 'channel-changed' notification per change and user (dedupe key `channel-changed:<change>`,
 * so a second instance's pass, or a later one, stores nothing more).
 */
async function channelChangeNotifications(db: Db, now: Date): Promise<NewNotification[]> {
  const rows: Array<{
    change_id: number | string;
    kind: string;
    before: string | null;
    after: string | null;
    channel_id: number;
    user_id: number;
    channel_name: string;
  }> = await db('youtube_channel_changes')
    .join('channels', 'channels.channel_id', 'youtube_channel_changes.youtube_channel_id')
    .modify(joinYouTubeChannel)
    .where('youtube_channel_changes.at', '>', new Date(now.getTime() - NEWS_WINDOW_MS))
    .select(
      'youtube_channel_changes.id as change_id',
      'youtube_channel_changes.kind',
      'youtube_channel_changes.before',
      'youtube_channel_changes.after',
      'channels.id as channel_id',
      'channels.user_id',
      'youtube_channels.channel_name',
    );
  const known = rows.filter((row) => CHANGE_KINDS.has(row.kind));
  if (known.length === 0) return [];
  const locales = await writingLocales(
    db,
    await getSettingsOf(db, [...new Set(known.map((row) => row.user_id))]),
  );
  return known.map((row) => ({
    userId: row.user_id,
    kind: 'channel-changed',
    channelId: row.channel_id,
    ...reminderTexts(locales.get(row.user_id)!).channelChanged(row.channel_name, {
      kind: row.kind as ChannelChangeKind,
      before: row.before,
      after: row.after,
    }),
    dedupeKey: `channel-changed:${Number(row.change_id)}`,
  }));
}
