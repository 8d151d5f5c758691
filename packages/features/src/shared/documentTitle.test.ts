import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('names the screen, then the product', () => {
    expect(documentTitle('Active Timers')).toBe('Active Timers · Channel Countdown');
    expect(documentTitle()).toBe('Channel Countdown');
  });
});
