import { describe, expect, it } from 'vitest';
import { cycleEndingText } from './notifications.js';

describe('cycleEndingText', () => {
  it('says when the cycle ends, a moment that stays true however late it is read', () => {
    expect(cycleEndingText('Pixel & Pine', new Date('2026-11-20T15:00:00.000Z'))).toBe(
      'The timer for Pixel & Pine ends on Fri, Nov 20, 3:00 PM UTC.',
    );
    expect(cycleEndingText('Old Maps', '2026-11-21T00:05:00.000Z')).toBe(
      'The timer for Old Maps ends on Sat, Nov 21, 12:05 AM UTC.',
    );
  });
});
