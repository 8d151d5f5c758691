import { describe, expect, it } from 'vitest';
import { loadingTextFor } from './FullPageSpinner';

describe('loadingTextFor', () => {
  it("says 'Loading your dashboard...' on / and /dashboard only", () => {
    expect(loadingTextFor('/')).toBe('Loading your dashboard...');
    expect(loadingTextFor('/dashboard')).toBe('Loading your dashboard...');
    expect(loadingTextFor('/timers')).toBeUndefined();
  });
});
