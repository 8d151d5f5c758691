import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
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

  describe('drawn ahead (prerender)', () => {
    /** A dialog with a field, counting its renders and whether its effects run (as react-aria's focus and inert do). */
    const renders = { count: 0 };
    const effectsRunning = { count: 0 };
    function Dialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
      renders.count += 1;
      const [text, setText] = useState('');
      useEffect(() => {
        effectsRunning.count += 1;
        return () => void (effectsRunning.count -= 1);
      }, []);
      if (!isOpen) return null;
      return (
        <div role="dialog" aria-label="Connect">
          <input aria-label="Channel" value={text} onChange={(event) => setText(event.target.value)} />
          <button onClick={() => onOpenChange(false)}>Cancel</button>
        </div>
      );
    }

    it('is drawn hidden once idle, shown by the press without rendering again, and drawn afresh after closing', async () => {
      renders.count = 0;
      const load = vi.fn(() => Promise.resolve(Dialog));
      const Connect = lazyOverlay(load, { prerender: true });
      const onOpenChange = vi.fn();
      const { rerender } = render(<Connect isOpen={false} onOpenChange={onOpenChange} />);
      // Drawn while idle, but neither shown nor acting: no dialog for anyone, no effect running.
      await vi.waitFor(() => expect(renders.count).toBeGreaterThan(0));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(effectsRunning.count).toBe(0);

      const drawnBefore = renders.count;
      rerender(<Connect isOpen onOpenChange={onOpenChange} />);
      expect(screen.getByRole('dialog', { name: 'Connect' })).toBeTruthy();
      expect(renders.count).toBe(drawnBefore);
      expect(effectsRunning.count).toBe(1);

      fireEvent.change(screen.getByRole('textbox', { name: 'Channel' }), { target: { value: '@someone' } });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      rerender(<Connect isOpen={false} onOpenChange={onOpenChange} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(effectsRunning.count).toBe(0);

      // The next opening starts empty: what was typed went with the closed dialog.
      await act(async () => {});
      rerender(<Connect isOpen onOpenChange={onOpenChange} />);
      expect((screen.getByRole('textbox', { name: 'Channel' }) as HTMLInputElement).value).toBe('');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('opens at once when pressed before its code has arrived, as any lazy overlay', async () => {
      const Connect = lazyOverlay(() => Promise.resolve(Dialog), { prerender: true });
      render(<Connect isOpen onOpenChange={() => {}} />);
      expect(await screen.findByRole('dialog', { name: 'Connect' })).toBeTruthy();
    });
  });
});
