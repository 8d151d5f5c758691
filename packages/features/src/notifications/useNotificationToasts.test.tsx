import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@channel-countdown/contract';
import { markedRead } from './markRead';
import { COMPLETION_TOAST_MS, WARNING_TOAST_MS, useNotificationToasts } from './useNotificationToasts';
import type * as ui from '@channel-countdown/ui';

const toast = vi.fn();
// Only the toasts are replaced: the hook's imports (the shared entry) use the rest of ui as it is.
vi.mock('@channel-countdown/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof ui>()),
  useToast: () => ({ toast, dismiss: vi.fn() }),
}));

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
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('useNotificationToasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toast.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('toasts only what arrives after the first page, each in turn for its own duration', () => {
    const { rerender } = renderHook(({ items }) => useNotificationToasts(items), {
      wrapper,
      initialProps: { items: [item(1, 'cycle-completed')] },
    });
    expect(toast).not.toHaveBeenCalled();

    rerender({
      items: [
        item(4, 'cycle-ending'),
        item(3, 'cycle-completed', true),
        item(2, 'cycle-completed'),
        item(1, 'cycle-completed'),
      ],
    });
    // The older first; the read one never.
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Timer Completed',
        description: 'Body 2',
        duration: COMPLETION_TOAST_MS,
      }),
    );
    vi.advanceTimersByTime(COMPLETION_TOAST_MS);
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Timer Ending Soon', duration: WARNING_TOAST_MS }),
    );
    vi.advanceTimersByTime(WARNING_TOAST_MS);
    // The same page again: nothing new.
    rerender({ items: [item(4, 'cycle-ending'), item(2, 'cycle-completed')] });
    expect(toast).toHaveBeenCalledTimes(2);
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
