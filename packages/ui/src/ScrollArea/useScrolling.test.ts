import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolling } from './useScrolling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useScrolling', () => {
  it('stays true until 600 ms after the last scroll event', () => {
    const { result } = renderHook(() => useScrolling());
    expect(result.current.isScrolling).toBe(false);
    act(() => result.current.onScroll());
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.onScroll()); // scrolling again restarts the wait
    act(() => vi.advanceTimersByTime(599));
    expect(result.current.isScrolling).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isScrolling).toBe(false);
  });
});
