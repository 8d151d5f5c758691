import { describe, expect, it } from 'vitest';
import { authPathFor, authTabFromSearch } from './authTab';

describe('authTabFromSearch', () => {
  it('opens Sign Up only for ?tab=signup, Sign In otherwise', () => {
    expect(authTabFromSearch('?tab=signup')).toBe('signup');
    expect(authTabFromSearch('?tab=other')).toBe('signin');
    expect(authTabFromSearch('')).toBe('signin');
  });
});

describe('authPathFor', () => {
  it('/signup opens the Sign Up tab, /signin the default', () => {
    expect(authPathFor('signup', '')).toBe('/auth?tab=signup');
    expect(authPathFor('signin', '')).toBe('/auth');
  });

  it('keeps the return target', () => {
    expect(authPathFor('signin', '?returnTo=%2Ftimers')).toBe('/auth?returnTo=%2Ftimers');
    expect(authPathFor('signup', '?returnTo=%2Ftimers&x=1')).toBe('/auth?tab=signup&returnTo=%2Ftimers');
  });
});
