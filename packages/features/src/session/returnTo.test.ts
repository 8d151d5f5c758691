import { describe, expect, it } from 'vitest';
import { authPathReturningTo, returnToFromSearch, safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps a same-origin relative path with its query and hash', () => {
    expect(safeReturnTo('/timers')).toBe('/timers');
    expect(safeReturnTo('/channels/7')).toBe('/channels/7');
    expect(safeReturnTo('/blogs?q=seo#top')).toBe('/blogs?q=seo#top');
  });

  it('refuses anything that could leave the origin (no open redirect)', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /timers',
      'timers',
      '',
      null,
      undefined,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });

  it('refuses the auth screens themselves (they would loop)', () => {
    expect(safeReturnTo('/auth')).toBe('/');
    expect(safeReturnTo('/signin?returnTo=/timers')).toBe('/');
    expect(safeReturnTo('/signup')).toBe('/');
  });

  it('normalises dot segments before checking', () => {
    expect(safeReturnTo('/timers/../auth')).toBe('/');
    expect(safeReturnTo('/a/../timers')).toBe('/timers');
  });
});

describe('authPathReturningTo and returnToFromSearch', () => {
  it('round-trips a deep link through the query string', () => {
    const auth = authPathReturningTo('/channels/7?tab=notes');
    expect(auth).toBe('/auth?returnTo=%2Fchannels%2F7%3Ftab%3Dnotes');
    expect(returnToFromSearch(auth.slice('/auth'.length))).toBe('/channels/7?tab=notes');
  });

  it('the home page needs no parameter', () => {
    expect(authPathReturningTo('/')).toBe('/auth');
    expect(returnToFromSearch('')).toBe('/');
    expect(returnToFromSearch('?returnTo=https%3A%2F%2Fevil.example')).toBe('/');
  });
});
