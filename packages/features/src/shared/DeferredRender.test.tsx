import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderWhenNear } from './DeferredRender';

/** jsdom has no IntersectionObserver: this one reports what a test says is near the viewport. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  /** The viewport scrolled near `element`. */
  static scrollNear(element: Element) {
    for (const observer of FakeIntersectionObserver.all.filter((o) => o.elements.has(element)))
      observer.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

/** A section of a page: its heading always, its button once it renders, a skeleton before. */
function Part({ name, ready = true }: { name: string; ready?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  const shown = useRenderWhenNear(ref, ready);
  return (
    <section ref={ref} aria-label={name}>
      <h2>{name}</h2>
      {shown ? <button type="button">{`${name} action`}</button> : <p>{`${name} loading`}</p>}
    </section>
  );
}

function Page({ ready = true }: { ready?: boolean }) {
  return (
    <>
      <button type="button">Refresh</button>
      <Part name="Milestones" ready={ready} />
      <Part name="Uploads" ready={ready} />
    </>
  );
}

describe('useRenderWhenNear', () => {
  it('draws the placeholder on the server, with the heading', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('Milestones loading');
    expect(html).toContain('<h2>Uploads</h2>');
    expect(html).not.toContain('action');
  });

  it('renders a part once it comes near the viewport, and only that part', async () => {
    render(<Page />);
    expect(screen.getByText('Milestones loading')).toBeTruthy();
    expect(FakeIntersectionObserver.all[0]!.options.rootMargin).toBe('50% 0px');
    act(() => FakeIntersectionObserver.scrollNear(screen.getByRole('region', { name: 'Milestones' })));
    expect(await screen.findByRole('button', { name: 'Milestones action' })).toBeTruthy();
    expect(screen.getByText('Uploads loading')).toBeTruthy();
  });

  it('waits for its read: near but not ready keeps the placeholder, and it renders when the read answers', async () => {
    const { rerender } = render(<Page ready={false} />);
    act(() => FakeIntersectionObserver.scrollNear(screen.getByRole('region', { name: 'Uploads' })));
    await act(() => Promise.resolve());
    expect(screen.getByText('Uploads loading')).toBeTruthy();
    rerender(<Page ready />);
    expect(await screen.findByRole('button', { name: 'Uploads action' })).toBeTruthy();
    expect(screen.getByText('Milestones loading')).toBeTruthy();
  });

  it("renders every waiting part on Tab, before the focus moves: the keyboard's next stop is in the page", async () => {
    const user = userEvent.setup();
    render(<Page ready={false} />);
    screen.getByRole('button', { name: 'Refresh' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Milestones action' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Uploads action' }));
  });

  it('renders every waiting part before the page is printed', () => {
    render(<Page />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('button', { name: 'Milestones action' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploads action' })).toBeTruthy();
  });
});
