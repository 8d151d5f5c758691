/**
 * SPEC §2/§9: the Active Timers page always shows subscribers in thousands with one decimal and a K
 * (unlike the channel card's K/M rule), and 0 when the count is missing or zero.
 */
export function subscribersInThousands(count: number | null | undefined): string {
  if (!count || !Number.isFinite(count) || count <= 0) return '0';
  return `${(count / 1000).toFixed(1)}K`;
}
