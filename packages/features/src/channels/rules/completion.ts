/**
 * Completion-rate rules of the dashboard's analytics view (SPEC §2, §9): a channel's rate is the contract's
 * completionOfAllCycles (its completed cycles over all its cycles); 80 % or more is good, 50 % or more
 * medium, below 50 % poor; the top 3 channels by rate are listed. Each screen names the rate it shows with
 * the texts below.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { completionOfAllCycles, type Channel } from '@channel-countdown/contract';
import { englishI18n } from '../../i18n';

/** A channel's cycle counts over its whole timer history (GET /api/channels). */
export type Cycles = Channel['cycles'];

export type CompletionBand = 'good' | 'medium' | 'poor';

export const GOOD_COMPLETION_RATE = 80;
export const MEDIUM_COMPLETION_RATE = 50;
export const TOP_CHANNELS = 3;

/** '67% of all cycles completed': the contract's completionOfAllCycles, named. */
export const ofAllCyclesText = (rate: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${rate}% of all cycles completed`);

/**
 * '100% of ended cycles completed (upload or not)': the contract's completionOfEndedCycles, named, saying that
 * a completed cycle is one that ran its full length whatever its outcome (the contract's completion.ts).
 */
export const ofEndedCyclesText = (rate: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${rate}% of ended cycles completed (upload or not)`);

/** '75% of completed cycles had an upload': the contract's uploadShareOfCompletedCycles, named. */
export const withUploadText = (rate: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${rate}% of completed cycles had an upload`);

export function completionBand(rate: number): CompletionBand {
  if (rate >= GOOD_COMPLETION_RATE) return 'good';
  if (rate >= MEDIUM_COMPLETION_RATE) return 'medium';
  return 'poor';
}

export interface RankedChannel<T> {
  channel: T;
  rate: number;
  band: CompletionBand;
}

/**
 * The best channels by completion rate. Channels that never had a cycle have no rate and are left out;
 * ties go to the channel with more completed cycles, then to the name, so the order never depends on the
 * order the server listed them in.
 */
export function topChannelsByCompletion<T extends { channelName: string; cycles: Cycles }>(
  channels: readonly T[],
  limit = TOP_CHANNELS,
): RankedChannel<T>[] {
  return channels
    .filter((channel) => channel.cycles.total > 0)
    .map((channel) => {
      const rate = completionOfAllCycles(channel.cycles) ?? 0;
      return { channel, rate, band: completionBand(rate) };
    })
    .sort(
      (a, b) =>
        b.rate - a.rate ||
        b.channel.cycles.completed - a.channel.cycles.completed ||
        a.channel.channelName.localeCompare(b.channel.channelName),
    )
    .slice(0, limit);
}
