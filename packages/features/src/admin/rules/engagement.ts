/** SPEC §4 engagement bands: 80 and above High; 60–79 Good; 40–59 Medium; below 40 Low. */
export type EngagementBand = 'High' | 'Good' | 'Medium' | 'Low';

export const HIGH_ENGAGEMENT_MIN = 80;
const GOOD_MIN = 60;
const MEDIUM_MIN = 40;

export const ENGAGEMENT_BANDS: readonly EngagementBand[] = ['High', 'Good', 'Medium', 'Low'];

export function engagementBand(score: number): EngagementBand {
  if (score >= HIGH_ENGAGEMENT_MIN) return 'High';
  if (score >= GOOD_MIN) return 'Good';
  if (score >= MEDIUM_MIN) return 'Medium';
  return 'Low';
}

/** The badge tone each band is drawn in. */
export const engagementTone = {
  High: 'success',
  Good: 'info',
  Medium: 'warning',
  Low: 'danger',
} as const satisfies Record<EngagementBand, string>;

/** How many users fall in each band (User Engagement card). */
export function countByBand(scores: readonly number[]): Record<EngagementBand, number> {
  const counts: Record<EngagementBand, number> = { High: 0, Good: 0, Medium: 0, Low: 0 };
  for (const score of scores) counts[engagementBand(score)] += 1;
  return counts;
}
