import { describe, expect, it } from 'vitest';
import { formatCycleEnd } from './notifications.js';

describe('formatCycleEnd', () => {
  it('says when the cycle ends, a moment that stays true however late it is read', () => {
    expect(formatCycleEnd(new Date('2026-11-20T15:00:00.000Z'))).toBe('Fri, Nov 20, 3:00 PM UTC');
    expect(formatCycleEnd('2026-11-21T00:05:00.000Z')).toBe('Sat, Nov 21, 12:05 AM UTC');
  });

  it("says it in the reader's language", () => {
    expect(formatCycleEnd('2026-11-20T15:00:00.000Z', 'de')).toBe('Fr., 20. Nov., 15:00 UTC');
    expect(formatCycleEnd('2026-11-20T15:00:00.000Z', 'es')).toMatch(/^vie, 20 nov, 15:00 UTC$/);
    expect(formatCycleEnd('2026-11-20T15:00:00.000Z', 'pseudo')).toBe('Fri, Nov 20, 3:00 PM UTC');
  });
});
