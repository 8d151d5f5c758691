import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRenderProvider } from './serverRender';
import { NowProvider, useNow } from './useNow';

function Clock() {
  return <output>{useNow(1000).toISOString()}</output>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("hydrates a server-rendered page at the server's instant, then shows the real time", async () => {
    const renderedAt = Date.parse('2026-11-20T11:59:57.000Z');
    const page = (
      <ServerRenderProvider value={{ renderedAt, mobile: false }}>
        <Clock />
      </ServerRenderProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('2026-11-20T11:59:57.000Z');
    // The browser hydrates three seconds later, and a clock mounted afterwards reads the real time too.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-20T12:00:00.000Z');
    act(() => root.unmount());
    container.remove();
    render(page);
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:00.000Z');
  });

  it('ticks with the real clock', () => {
    render(<Clock />);
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:00.000Z');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:01:01.000Z');
  });

  it('ticks on the instants aligned to a given time', () => {
    function Countdown() {
      return <output>{useNow(60_000, '2026-11-20T12:30:15.000Z').toISOString()}</output>;
    }
    render(<Countdown />);
    act(() => {
      vi.advanceTimersByTime(14_999);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:00.000Z');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:15.000Z');
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:15.000Z');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:01:15.000Z');
  });

  it('reads the clock again when the alignment changes, before the next tick', () => {
    function Countdown({ end }: { end: string }) {
      return <output>{useNow(60_000, end).toISOString()}</output>;
    }
    const { rerender } = render(<Countdown end="2026-11-27T12:00:00.000Z" />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // Between two ticks of the old alignment: still the mount's time.
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:00.000Z');
    // A new cycle (a new end time) shows the current time at once.
    rerender(<Countdown end="2026-11-23T12:00:10.000Z" />);
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:00:30.000Z');
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-11-20T12:01:10.000Z');
  });

  it('stays at the time a NowProvider pins', () => {
    render(
      <NowProvider now="2026-01-01T00:00:00.000Z">
        <Clock />
      </NowProvider>,
    );
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('status').textContent).toBe('2026-01-01T00:00:00.000Z');
  });
});
