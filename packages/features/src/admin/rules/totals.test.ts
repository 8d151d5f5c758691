import { describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_COUNT_CAP } from '@channel-countdown/contract';
import { listTotalText } from './totals';

describe('listTotalText', () => {
  it('writes an exact total as it is', () => {
    expect(listTotalText({ total: 0, totalCapped: false })).toBe('0');
    expect(listTotalText({ total: 42, totalCapped: false })).toBe('42');
  });

  it('says more match when a search stopped counting', () => {
    expect(listTotalText({ total: ADMIN_SEARCH_COUNT_CAP, totalCapped: true })).toBe('1000+');
  });
});
