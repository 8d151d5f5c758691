import { approximately, formatSubscribers, UNKNOWN_COUNT } from '@channel-countdown/contract';

/**
 * A card's subscriber change, signed and short as the card writes counts: '+319', '+1.6K', '−56', '0';
 * '—' when unknown (never a zero), '≈' before it when the figures are YouTube's rounded ones.
 */
export function subscriberChangeText(change: number | null, approximate: boolean): string {
  if (change === null) return UNKNOWN_COUNT;
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
  return approximately(`${sign}${formatSubscribers(Math.abs(change))}`, approximate);
}
