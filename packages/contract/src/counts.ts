/**
 * SPEC §2 subscriber display on the channel card: a plain number below 1,000, 'K' with one decimal from
 * 1,000, 'M' with one decimal from 1,000,000.
 *
 * The decimal is truncated, not rounded: 999,999 shows '999.9K' (rounding would give '1000.0K', a K value
 * the M threshold says should not exist, or '1.0M' for a channel that has not reached a million). Truncating
 * never overstates a count and keeps each unit inside its SPEC range. A hidden or unknown count (the keyless
 * provider cannot know it) is null and shows '—'.
 */
export const UNKNOWN_COUNT = '—';

const THOUSAND = 1_000;
const MILLION = 1_000_000;

function truncatedToOneDecimal(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
}

export function formatSubscribers(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count)) return UNKNOWN_COUNT;
  if (count >= MILLION) return `${truncatedToOneDecimal(count / MILLION)}M`;
  if (count >= THOUSAND) return `${truncatedToOneDecimal(count / THOUSAND)}K`;
  return String(Math.max(0, Math.trunc(count)));
}

/** '≈' before a figure that is YouTube's rounded page figure (a channel looked up without an API key). */
export const approximately = (text: string, approximate: boolean) =>
  approximate && text !== UNKNOWN_COUNT ? `≈${text}` : text;

/**
 * A channel's subscriber count as every screen shows it: '1.6M', '≈1.6M' when the figure is YouTube's
 * rounded page figure (the channel's countsApproximate), '—' when unknown.
 */
export const subscriberText = (count: number | null | undefined, approximate: boolean) =>
  approximately(formatSubscribers(count), approximate);

/** A channel's video (or other) count as every screen shows it: '86', '≈86' when approximate, '—' unknown. */
export const countText = (count: number | null | undefined, approximate: boolean) =>
  approximately(formatCount(count), approximate);

/** Video counts are shown as they are (with no separator, like the card's other stats); unknown is '—'. */
export function formatCount(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count)) return UNKNOWN_COUNT;
  return String(count);
}
