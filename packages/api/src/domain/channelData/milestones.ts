import {
  countsRounded,
  estimateMilestone,
  milestoneAlertProblem,
  MILESTONE_WINDOW_DAYS,
  nextMilestones,
  type ChannelMilestones,
  type MilestoneAlert,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { countOrNull, toDate } from '../../db/rows.js';
import { invalidInput } from '../../errors.js';
import { ownedChannels, type OwnChannel } from '../channels/ownership.js';
import { readSnapshots } from './snapshots.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A channel's milestone alert, or null. */
async function alertOf(db: Db, channelId: number): Promise<MilestoneAlert | null> {
  const row = (await db('channel_milestone_alerts')
    .where('channel_id', channelId)
    .first('milestone', 'reached_at')) as { milestone: unknown; reached_at: unknown } | undefined;
  if (!row) return null;
  return { milestone: Number(row.milestone), reachedAt: toDate(row.reached_at)?.toISOString() ?? null };
}

/** A milestone alert as the data export holds it: its channel by YouTube id (UC…), and when it was set. */
export interface ExportedMilestoneAlert extends MilestoneAlert {
  channelId: string;
  setAt: string;
}

/** The user's milestone alerts, for their data export, in their channels' order. */
export async function milestoneAlertsForExport(db: Db, userId: number): Promise<ExportedMilestoneAlert[]> {
  const rows = (await ownedChannels(db, userId)
    .join('channel_milestone_alerts', 'channel_milestone_alerts.channel_id', 'channels.id')
    .orderBy('channels.id')
    .select(
      'channels.channel_id',
      'channel_milestone_alerts.milestone',
      'channel_milestone_alerts.set_at',
      'channel_milestone_alerts.reached_at',
    )) as Array<{ channel_id: string; milestone: unknown; set_at: unknown; reached_at: unknown }>;
  return rows.map((row) => ({
    channelId: row.channel_id,
    milestone: Number(row.milestone),
    setAt: toDate(row.set_at)!.toISOString(),
    reachedAt: toDate(row.reached_at)?.toISOString() ?? null,
  }));
}

/** The YouTube channel's shown subscriber count and whether it is the page's rounded figure. */
async function shownCount(
  db: Db,
  youtubeChannelId: string,
): Promise<{ count: number | null; approximate: boolean }> {
  const row = (await db('youtube_channels')
    .where('id', youtubeChannelId)
    .first('subscriber_count', 'counts_approximate')) as
    { subscriber_count: unknown; counts_approximate: unknown } | undefined;
  return { count: countOrNull(row?.subscriber_count), approximate: Boolean(row?.counts_approximate) };
}

/**
 * GET /api/channels/:id/milestones: the channel's next milestones (contract nextMilestones of its shown count),
 * each estimated from the subscriber counts of its snapshots of the last four weeks (estimateMilestone), whether
 * those counts are rounded (countsRounded: the page's figures, or the Data API's three significant digits), and
 * the channel's alert.
 */
export async function readMilestones(db: Db, channel: OwnChannel, now: Date): Promise<ChannelMilestones> {
  const [shown, snapshots, alert] = await Promise.all([
    shownCount(db, channel.channelId),
    readSnapshots(db, channel.channelId, new Date(now.getTime() - MILESTONE_WINDOW_DAYS * DAY_MS)),
    alertOf(db, channel.id),
  ]);
  const points = snapshots.flatMap((snapshot) =>
    snapshot.subscriberCount === null ? [] : [{ at: snapshot.at, count: snapshot.subscriberCount }],
  );
  const { count } = shown;
  const rounded =
    count !== null &&
    countsRounded(
      [...points.map((point) => point.count), count],
      shown.approximate || snapshots.some((snapshot) => snapshot.approximate),
    );
  return {
    count,
    rounded,
    milestones:
      count === null
        ? []
        : nextMilestones(count).map((milestone) => estimateMilestone(points, milestone, { rounded, now })),
    alert,
  };
}

/**
 * PUT /api/channels/:id/milestones: the user's channel's milestone alert set (a new milestone, not reached yet)
 * or removed (null). A milestone the channel's shown count already reached is refused (400), nothing changed.
 */
export async function setMilestoneAlert(
  db: Db,
  channel: OwnChannel,
  milestone: number | null,
  now: Date,
): Promise<ChannelMilestones> {
  if (milestone === null) {
    await db('channel_milestone_alerts').where('channel_id', channel.id).delete();
  } else {
    const problem = milestoneAlertProblem((await shownCount(db, channel.channelId)).count, milestone);
    if (problem) throw invalidInput(problem);
    await db('channel_milestone_alerts')
      .insert({ channel_id: channel.id, milestone, set_at: now, reached_at: null })
      .onConflict('channel_id')
      .merge(['milestone', 'set_at', 'reached_at']);
  }
  return readMilestones(db, channel, now);
}
