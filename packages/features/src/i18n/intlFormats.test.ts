import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe("the screens' Intl formatters", () => {
  it('makes one formatter per language and options, and gives it again', () => {
    const first = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(first);
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(first);
    expect(numberFormat('es', { maximumFractionDigits: 1 })).not.toBe(first);
    expect(first.format(1234.56)).toBe('1.234,6');
  });

  it('writes English and the pseudo language as en-US', () => {
    expect(numberFormat('pseudo')).toBe(numberFormat('en'));
    const day = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', day).format(new Date('2026-03-05T12:00:00Z'))).toBe('Mar 5, 2026');
    expect(dateTimeFormat('pseudo', day)).toBe(dateTimeFormat('en', day));
  });

  it('keeps number and date formatters apart under the same options', () => {
    expect(numberFormat('en', {})).not.toBe(dateTimeFormat('en', {}) as unknown);
  });
});
