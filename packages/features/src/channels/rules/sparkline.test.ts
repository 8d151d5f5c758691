import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline';

describe('sparklinePath', () => {
  it('spreads the values over the width, lowest at the bottom and highest at the top', () => {
    expect(sparklinePath([10, 20, 15], 102, 22)).toBe('M1.0 21.0 L51.0 1.0 L101.0 11.0');
  });

  it('draws a flat line in the middle and nothing for fewer than two values', () => {
    expect(sparklinePath([5, 5], 12, 10)).toBe('M1.0 5.0 L11.0 5.0');
    expect(sparklinePath([5], 12, 10)).toBeNull();
    expect(sparklinePath([], 12, 10)).toBeNull();
  });
});
