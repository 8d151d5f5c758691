import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from './lazyOverlay';

function Panel({ isOpen, label }: { isOpen: boolean; label: string }) {
  return <p>{`${label} panel, ${isOpen ? 'open' : 'closed'}`}</p>;
}

describe('lazyOverlay', () => {
  it('fetches the overlay once the browser is idle, before anyone opens it, and renders nothing yet', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = lazyOverlay(load);
    render(<LazyPanel isOpen={false} label="Notes" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Notes panel/)).toBeNull();
  });

  it('mounts the overlay the first time it opens and keeps it mounted once closed', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = lazyOverlay(load);
    const { rerender } = render(<LazyPanel isOpen={false} label="Notes" />);
    rerender(<LazyPanel isOpen label="Notes" />);
    expect((await screen.findByText(/^Notes panel/)).textContent).toBe('Notes panel, open');
    rerender(<LazyPanel isOpen={false} label="Notes" />);
    // Still mounted (an exit animation or a pending mutation's callbacks need it), only closed.
    expect(screen.getByText(/^Notes panel/).textContent).toBe('Notes panel, closed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens an overlay whose code has arrived in the same render as the press, with no fallback first', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const LazyPanel = lazyOverlay(load);
    const { rerender } = render(<LazyPanel isOpen={false} label="Connect" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    rerender(<LazyPanel isOpen label="Connect" />);
    // No await: the overlay is on screen in the render that opened it.
    expect(screen.getByText(/^Connect panel/).textContent).toBe('Connect panel, open');
  });

  it('retries a failed fetch when the overlay opens', async () => {
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const LazyPanel = lazyOverlay(load);
    const { rerender } = render(<LazyPanel isOpen={false} label="Notes" />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender(<LazyPanel isOpen label="Notes" />);
    expect((await screen.findByText(/^Notes panel/)).textContent).toBe('Notes panel, open');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
