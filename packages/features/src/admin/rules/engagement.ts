import { ENGAGEMENT_BANDS, engagementBand, type EngagementBand } from '@channel-countdown/contract';

/** SPEC §4 engagement bands: the thresholds and engagementBand live in the contract (the server counts them too). */
export {
  ENGAGEMENT_BANDS,
  HIGH_ENGAGEMENT_MIN,
  engagementBand,
  type EngagementBand,
} from '@channel-countdown/contract';

/** The badge tone each band is drawn in. */
export const engagementTone = {
  High: 'success',
  Good: 'info',
  Medium: 'warning',
  Low: 'danger',
} as const satisfies Record<EngagementBand, string>;

/** How many users fall in each band (the MSW mocks count their fixtures this way). */
export function countByBand(scores: readonly number[]): Record<EngagementBand, number> {
  const counts = Object.fromEntries(ENGAGEMENT_BANDS.map((band) => [band, 0])) as Record<
    EngagementBand,
    number
  >;
  for (const score of scores) counts[engagementBand(score)] += 1;
  return counts;
}
