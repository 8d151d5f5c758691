import { describe, expect, it } from 'vitest';
import type { ApiToken } from '@channel-countdown/contract';
import { EXPIRY_OPTIONS, expiresInDaysOf, isExpired, tokenDates } from './tokenRules';

const token: ApiToken = {
  id: 1,
  name: 'Spreadsheet',
  hint: 'cct_Ab3x',
  scopes: ['read'],
  createdAt: '2026-11-01T12:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2026-12-01T12:00:00.000Z',
};

describe('API token display rules', () => {
  it('writes the dates of a token, saying when it has expired', () => {
    expect(tokenDates(token, new Date('2026-11-02T00:00:00Z'))).toBe(
      'Created Nov 1, 2026 · Never used · Expires Dec 1, 2026',
    );
    expect(
      tokenDates({ ...token, lastUsedAt: '2026-11-20T08:00:00Z' }, new Date('2026-12-01T12:00:00.000Z')),
    ).toBe('Created Nov 1, 2026 · Last used Nov 20, 2026 · Expired Dec 1, 2026');
    expect(tokenDates({ ...token, expiresAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe(
      'Created Nov 1, 2026 · Never used · Never expires',
    );
  });

  it('expires at the instant given, not before', () => {
    expect(isExpired(token, new Date('2026-12-01T11:59:59.999Z'))).toBe(false);
    expect(isExpired(token, new Date('2026-12-01T12:00:00.000Z'))).toBe(true);
    expect(isExpired({ expiresAt: null }, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('offers the contract’s expiries, never as the last choice', () => {
    expect(EXPIRY_OPTIONS.map((option) => option.label)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '1 year',
      'Never',
    ]);
    expect(EXPIRY_OPTIONS.map((option) => expiresInDaysOf(option.id))).toEqual([7, 30, 90, 365, null]);
  });
});
