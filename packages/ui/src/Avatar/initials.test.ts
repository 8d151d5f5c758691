import { describe, expect, it } from 'vitest';
import { avatarInitial } from './initials';

describe('avatarInitial', () => {
  it('is the first letter of the name, upper-cased', () => {
    expect(avatarInitial('maya')).toBe('M');
    expect(avatarInitial('  jonas ')).toBe('J');
    expect(avatarInitial('émile')).toBe('É');
  });

  it('falls back to ? for an empty name', () => {
    expect(avatarInitial('')).toBe('?');
  });
});
