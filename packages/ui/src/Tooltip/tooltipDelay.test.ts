import { describe, expect, it } from 'vitest';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_WINDOW, tooltipOpenDelay } from './tooltipDelay';

describe('tooltipOpenDelay', () => {
  it('waits 700 ms by default, or the given delay', () => {
    expect(TOOLTIP_DELAY).toBe(700);
    expect(tooltipOpenDelay(10_000, undefined)).toBe(700);
    expect(tooltipOpenDelay(10_000, 1000, 200)).toBe(200);
  });

  it('opens at once within 300 ms of another tooltip closing', () => {
    expect(TOOLTIP_SKIP_WINDOW).toBe(300);
    expect(tooltipOpenDelay(10_299, 10_000)).toBe(0);
    expect(tooltipOpenDelay(10_300, 10_000)).toBe(700);
  });
});
