import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchable } from './prefetchable';

function Users({ total }: { total: number }) {
  return <p>{`${total} users`}</p>;
}

describe('prefetchable', () => {
  it('renders at once, with no fallback first, once its code has been prefetched', async () => {
    const load = vi.fn(() => Promise.resolve(Users));
    const { Component, prefetch } = prefetchable(load);
    await prefetch();
    render(
      <Suspense fallback={<p>Loading users</p>}>
        <Component total={3} />
      </Suspense>,
    );
    // No await: the component is on screen in the first render.
    expect(screen.getByText('3 users')).toBeTruthy();
    expect(screen.queryByText('Loading users')).toBeNull();
  });

  it('shows the fallback until its code arrives when it renders before the prefetch, and fetches once', async () => {
    const load = vi.fn(() => Promise.resolve(Users));
    const { Component, prefetch } = prefetchable(load);
    render(
      <Suspense fallback={<p>Loading users</p>}>
        <Component total={5} />
      </Suspense>,
    );
    expect(screen.getByText('Loading users')).toBeTruthy();
    expect(await screen.findByText('5 users')).toBeTruthy();
    await prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
