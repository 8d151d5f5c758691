import { describe, expect, it } from 'vitest';
import { countByBand, engagementBand } from './engagement';

describe('engagementBand (SPEC §4: 80 High, 60 Good, 40 Medium, below Low)', () => {
  it.each([
    [100, 'High'],
    [80, 'High'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Medium'],
    [40, 'Medium'],
    [39, 'Low'],
    [0, 'Low'],
  ])('%i is %s', (score, band) => {
    expect(engagementBand(score)).toBe(band);
  });

  it('puts a fractional score just under an edge in the lower band', () => {
    expect(engagementBand(79.9)).toBe('Good');
    expect(engagementBand(39.5)).toBe('Low');
  });

  it('counts users per band', () => {
    expect(countByBand([80, 79, 60, 59, 40, 39, 95])).toEqual({ High: 2, Good: 2, Medium: 2, Low: 1 });
    expect(countByBand([])).toEqual({ High: 0, Good: 0, Medium: 0, Low: 0 });
  });
});
