/**
 * The channel page's figures: each of subscribers, videos and views as it stands, and its change over the
 * last 24 hours, 7 days and 30 days, read from the channel's snapshot history. A change needs a snapshot
 * from at least that long ago; without one it is unknown ('—'), never a made-up zero. A figure or change
 * from YouTube's rounded page figures is approximate ('≈').
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Channel, ChannelSnapshot } from '@channel-countdown/contract';
import { approximately, formatCount, formatSubscribers, UNKNOWN_COUNT } from '../../channels';

export type FigureKey = 'subscriberCount' | 'videoCount' | 'viewCount';

/** The figures in the page's order, each with its format (its words: FIGURE_MESSAGES). */
export const FIGURES: ReadonlyArray<{
  key: FigureKey;
  format: (n: number | null) => string;
}> = [
  { key: 'subscriberCount', format: formatSubscribers },
  { key: 'videoCount', format: formatCount },
  { key: 'viewCount', format: formatSubscribers },
];

/** A figure's words in the catalogs: its name, and the sentences the page and its chart say about it. */
export interface FigureMessages {
  /** 'Subscribers'. */
  label: MessageDescriptor;
  /** 'Subscribers change': the name of the figure's changes. */
  change: MessageDescriptor;
  /** 'No subscribers figures in this range'. */
  none: MessageDescriptor;
  /** 'Subscribers history': the chart's table. */
  history: MessageDescriptor;
}

export const FIGURE_MESSAGES: Record<FigureKey, FigureMessages> = {
  subscriberCount: {
    label: msg`Subscribers`,
    change: msg`Subscribers change`,
    none: msg`No subscribers figures in this range`,
    history: msg`Subscribers history`,
  },
  videoCount: {
    label: msg`Videos`,
    change: msg`Videos change`,
    none: msg`No videos figures in this range`,
    history: msg`Videos history`,
  },
  viewCount: {
    label: msg`Views`,
    change: msg`Views change`,
    none: msg`No views figures in this range`,
    history: msg`Views history`,
  },
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const CHANGE_PERIODS = [
  { id: '24h', label: msg`24 h`, ms: DAY },
  { id: '7d', label: msg`7 d`, ms: 7 * DAY },
  { id: '30d', label: msg`30 d`, ms: 30 * DAY },
] as const;

export interface FigureChange {
  /** Now minus then; null when unknown. */
  delta: number | null;
  approximate: boolean;
}

/**
 * How far from the period's start a snapshot may lie and still stand for it: up to 30 % of the period
 * before it (a daily snapshot taken 30 hours ago for 24 h), up to 10 % after it (28 days of history for 30 d).
 */
export const PERIOD_SLACK = { before: 0.3, after: 0.1 } as const;

/**
 * How much `key` moved over the last `periodMs`: from the last snapshot at or before the period's start
 * (`now` minus the period) within PERIOD_SLACK.before, else the first one after it within
 * PERIOD_SLACK.after, to the figure now. So '30 d' reads a figure once
 * 27 days of history exist, and '7 d' never reads a change that happened 10 days ago because no snapshot
 * was taken in between.
 */
export function figureChange(
  current: number | null,
  currentApproximate: boolean,
  history: readonly ChannelSnapshot[],
  key: FigureKey,
  periodMs: number,
  now: Date,
): FigureChange {
  const cutoff = now.getTime() - periodMs;
  const earliest = cutoff - periodMs * PERIOD_SLACK.before;
  const latest = cutoff + periodMs * PERIOD_SLACK.after;
  let before: ChannelSnapshot | undefined;
  let after: ChannelSnapshot | undefined;
  for (const snapshot of history) {
    if (snapshot[key] === null) continue;
    const at = new Date(snapshot.at).getTime();
    if (at >= earliest && at <= cutoff) before = snapshot;
    else if (at > cutoff && at <= latest && !after) after = snapshot;
  }
  const then = before ?? after;
  if (current === null || !then) return { delta: null, approximate: false };
  return { delta: current - then[key]!, approximate: currentApproximate || then.approximate };
}

/** '+1.2K', '−300', '0', or '—' when unknown; with '≈' when approximate. */
export function formatChange(change: FigureChange, format: (n: number | null) => string): string {
  if (change.delta === null) return UNKNOWN_COUNT;
  const sign = change.delta > 0 ? '+' : change.delta < 0 ? '−' : '';
  return approximately(`${sign}${format(Math.abs(change.delta))}`, change.approximate);
}

/** The figure as it stands, as the channel carries it. */
export function currentFigure(channel: Channel, key: FigureKey): string {
  const figure = FIGURES.find((f) => f.key === key)!;
  return approximately(figure.format(channel[key]), channel.countsApproximate);
}
