import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect';
import { SignInProvider, type SignInOptions } from './signIn';

const toast = vi.fn();
const navigate = vi.fn();
vi.mock('@channel-countdown/ui', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));
const location = { pathname: '/timers', search: '', hash: '' };
vi.mock('react-router', () => ({ useNavigate: () => navigate, useLocation: () => location }));

describe('useUnauthorizedRedirect (SPEC §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.mockReset();
    navigate.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'Unauthorized' and goes to /signin after 500 ms, returning to this page after sign-in", () => {
    const { result } = renderHook(() => useUnauthorizedRedirect());
    expect(result.current(new Error('401: Not authenticated'))).toBe(true);
    expect(toast).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/signin?returnTo=%2Ftimers');
  });

  const embedded = (options: SignInOptions) => ({
    wrapper: ({ children }: { children: ReactNode }) => (
      <SignInProvider {...options}>{children}</SignInProvider>
    ),
  });

  it("goes to an embedding host's signInPath instead, with the page to return to", () => {
    const { result } = renderHook(() => useUnauthorizedRedirect(), embedded({ signInPath: '/login' }));
    expect(result.current(new Error('401: Not authenticated'))).toBe(true);
    vi.advanceTimersByTime(500);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Ftimers');
  });

  it("calls an embedding host's onUnauthorized with the page to return to, and does not navigate", () => {
    const onUnauthorized = vi.fn();
    const { result } = renderHook(
      () => useUnauthorizedRedirect(),
      embedded({ signInPath: '/login', onUnauthorized }),
    );
    expect(result.current(new Error('401: Not authenticated'))).toBe(true);
    expect(toast).toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onUnauthorized).toHaveBeenCalledWith('/timers');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves any other error to the caller', () => {
    const { result } = renderHook(() => useUnauthorizedRedirect());
    expect(result.current(new Error('500: Internal Server Error'))).toBe(false);
    vi.runAllTimers();
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
