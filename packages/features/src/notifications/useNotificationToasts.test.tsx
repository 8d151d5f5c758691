import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@channel-countdown/contract';
import { ThemeProvider, ToastProvider } from '@channel-countdown/ui';
import { markedRead } from './markRead';
import { COMPLETION_TOAST_MS, WARNING_TOAST_MS, useNotificationToasts } from './useNotificationToasts';

const item = (id: number, kind: Notification['kind'], read = false): Notification => ({
  id,
  kind,
  channelId: id,
  title: kind === 'cycle-completed' ? 'Timer Completed' : 'Timer Ending Soon',
  body: `Body ${id}`,
  createdAt: '2026-11-20T12:00:00.000Z',
  read,
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </MemoryRouter>
  </QueryClientProvider>
);
/** The toasts on screen, each as its text. */
const toastsShown = () => screen.queryAllByRole('status').map((toast) => toast.textContent);
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useNotificationToasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toasts only what arrives after the first page, each in turn for its own duration', () => {
    const { rerender } = renderHook(({ items }) => useNotificationToasts(items), {
      wrapper,
      initialProps: { items: [item(1, 'cycle-completed')] },
    });
    expect(toastsShown()).toEqual([]);

    rerender({
      items: [
        item(4, 'cycle-ending'),
        item(3, 'cycle-completed', true),
        item(2, 'cycle-completed'),
        item(1, 'cycle-completed'),
      ],
    });
    // The older first; the read one never.
    expect(toastsShown()).toEqual([expect.stringMatching(/^Timer CompletedBody 2/)]);
    wait(COMPLETION_TOAST_MS - 1);
    expect(toastsShown()).toEqual([expect.stringMatching(/^Timer CompletedBody 2/)]);
    wait(1);
    expect(toastsShown()).toEqual([expect.stringMatching(/^Timer Ending SoonBody 4/)]);
    wait(WARNING_TOAST_MS - 1);
    expect(toastsShown()).toEqual([expect.stringMatching(/^Timer Ending SoonBody 4/)]);
    wait(1);
    expect(toastsShown()).toEqual([]);
    // The same page again: nothing new.
    rerender({ items: [item(4, 'cycle-ending'), item(2, 'cycle-completed')] });
    wait(0);
    expect(toastsShown()).toEqual([]);
  });
});

describe('markedRead', () => {
  const page = {
    items: [item(3, 'cycle-ending'), item(2, 'cycle-completed', true), item(1, 'new-upload')],
    unreadCount: 7,
    nextCursor: '1',
  };
  it('marks the given ids and lowers the count by those newly read', () => {
    const next = markedRead(page, { ids: [3, 2] });
    expect(next.items.map((entry) => entry.read)).toEqual([true, true, false]);
    expect(next.unreadCount).toBe(6);
  });
  it('marks all: the count is zero (also the unread ones on later pages)', () => {
    expect(markedRead(page, { all: true }).unreadCount).toBe(0);
  });
});
