import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once, shares the promise, and keeps what it gave readable at once', async () => {
    const load = vi.fn(() => Promise.resolve('panel'));
    const panel = loadOnce(load);
    expect(panel.loaded).toBeUndefined();
    const [first, second] = await Promise.all([panel(), panel()]);
    expect([first, second, panel.loaded]).toEqual(['panel', 'panel', 'panel']);
    await panel();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('panel');
    const panel = loadOnce(load);
    await expect(panel()).rejects.toThrow('offline');
    expect(panel.loaded).toBeUndefined();
    await expect(panel()).resolves.toBe('panel');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
