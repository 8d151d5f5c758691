import { describe, expect, it } from 'vitest';
import { cardsInFirstRow } from './ChannelGrid';

describe('cardsInFirstRow', () => {
  it('counts the 18rem cards with their gaps that fit across the window', () => {
    expect(cardsInFirstRow(1280)).toBe(4);
    expect(cardsInFirstRow(1920)).toBe(6);
    expect(cardsInFirstRow(2 * 288 + 20)).toBe(2);
    expect(cardsInFirstRow(2 * 288 + 19)).toBe(1);
  });

  it('renders at least one card on a phone or an unmeasured window', () => {
    expect(cardsInFirstRow(375)).toBe(1);
    expect(cardsInFirstRow(0)).toBe(1);
  });
});
