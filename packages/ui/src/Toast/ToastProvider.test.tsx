import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastContextValue } from './ToastProvider';

let api: ToastContextValue;
function Capture() {
  api = useToast();
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it("an action button ('Undo') runs its handler and closes the toast", () => {
    const onPress = vi.fn();
    act(
      () => void api.toast({ title: 'Note Deleted', variant: 'success', action: { label: 'Undo', onPress } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Note Deleted')).not.toBeInTheDocument();
  });

  it('shows the title and description, and removes the toast after 5000 ms', () => {
    act(
      () =>
        void api.toast({
          title: 'Settings Saved',
          description: 'Your preferences have been updated successfully.',
        }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Settings Saved');
    expect(screen.getByText('Your preferences have been updated successfully.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('honours a custom duration and announces destructive toasts as alerts', () => {
    act(() => void api.toast({ title: 'Timer Completed', variant: 'destructive', duration: 10_000 }));
    expect(screen.getByRole('alert')).toHaveTextContent('Timer Completed');
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with autoDismiss={false}, keeps a toast past its duration until it is closed', () => {
    cleanup();
    render(
      <ToastProvider autoDismiss={false}>
        <Capture />
      </ToastProvider>,
    );
    act(() => void api.toast({ title: 'Failed to add channel', variant: 'destructive' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add channel');
    act(() => api.dismiss());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses through the returned handle and through dismiss()', () => {
    let handle = { id: '', dismiss: () => {} };
    act(() => void (handle = api.toast({ title: 'One' })));
    act(() => handle.dismiss());
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    act(() => void api.toast({ title: 'Two' }));
    act(() => api.dismiss());
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('focuses the notification region on F8', () => {
    act(() => void api.toast({ title: 'Hello' }));
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' })));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});

describe('useToast', () => {
  it('throws outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  });
});
