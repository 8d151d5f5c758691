import { describe, expect, it } from 'vitest';
import { approximately, countText, formatCount, formatSubscribers, subscriberText } from './counts.js';

describe('formatSubscribers', () => {
  it('shows a plain number below 1,000', () => {
    expect(formatSubscribers(0)).toBe('0');
    expect(formatSubscribers(999)).toBe('999');
  });

  it("switches to 'K' with one decimal at 1,000", () => {
    expect(formatSubscribers(1_000)).toBe('1.0K');
    expect(formatSubscribers(1_050)).toBe('1.0K');
    expect(formatSubscribers(12_345)).toBe('12.3K');
  });

  it("keeps 999,999 in thousands, truncated: '999.9K' (never '1000.0K', never a rounded-up '1.0M')", () => {
    expect(formatSubscribers(999_999)).toBe('999.9K');
  });

  it("switches to 'M' with one decimal at 1,000,000", () => {
    expect(formatSubscribers(1_000_000)).toBe('1.0M');
    expect(formatSubscribers(2_468_000)).toBe('2.4M');
    expect(formatSubscribers(1_234_567_890)).toBe('1234.5M');
  });

  it("shows '—' for an unknown count", () => {
    expect(formatSubscribers(null)).toBe('—');
    expect(formatSubscribers(undefined)).toBe('—');
  });
});

describe('formatCount', () => {
  it("shows the number, or '—' when unknown", () => {
    expect(formatCount(342)).toBe('342');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('—');
  });
});

describe('approximately', () => {
  it("marks YouTube's rounded page figures, never an unknown one", () => {
    expect(approximately(formatSubscribers(1_660_000), true)).toBe('≈1.6M');
    expect(approximately(formatSubscribers(1_660_000), false)).toBe('1.6M');
    expect(approximately(formatSubscribers(null), true)).toBe('—');
  });
});

describe('subscriberText and countText (every screen that shows a channel count)', () => {
  it("marks YouTube's rounded page figures with '≈', and exact ones not", () => {
    expect(subscriberText(1_660_000, true)).toBe('≈1.6M');
    expect(subscriberText(1_660_000, false)).toBe('1.6M');
    expect(countText(86, true)).toBe('≈86');
    expect(countText(86, false)).toBe('86');
  });
  it("never marks an unknown count: '—'", () => {
    expect(subscriberText(null, true)).toBe('—');
    expect(countText(undefined, true)).toBe('—');
  });
});
