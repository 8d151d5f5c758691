import { describe, expect, it } from 'vitest';
import { subscriberChangeText } from './subscriberChange';

describe("a card's subscriber change", () => {
  it('is signed and short, a loss with a true minus sign', () => {
    expect(subscriberChangeText(319, false)).toBe('+319');
    expect(subscriberChangeText(1_650, false)).toBe('+1.6K');
    expect(subscriberChangeText(-56, false)).toBe('−56');
    expect(subscriberChangeText(0, false)).toBe('0');
    expect(subscriberChangeText(2_000, true)).toBe('≈+2.0K');
  });

  it('says unknown with a dash, never a zero', () => {
    expect(subscriberChangeText(null, false)).toBe('—');
    expect(subscriberChangeText(null, true)).toBe('—');
  });
});
