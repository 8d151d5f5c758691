/**
 * Runs `task` once the browser is idle after the current render (at the latest after 2 s), or on the next
 * tick where requestIdleCallback is missing (Safari); returns a cancel function. The lazy tooltips and the
 * features' lazy overlays fetch their code this way, off the first render's critical path.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
