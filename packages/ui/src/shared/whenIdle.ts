/** What idle work waits for first; nothing until the app says (deferIdleWorkUntil). */
let firstScreen: Promise<unknown> = Promise.resolve();

/**
 * Idle work waits for `firstScreen` (the code of the screen the page opened on) before it starts: on a slow
 * line its downloads would otherwise share the bandwidth with the chunks that screen is still waiting for
 * (bench:vitals: /admin's overlays and tooltips started while its own chunks downloaded). A load that fails
 * releases it as well.
 */
export function deferIdleWorkUntil(screen: Promise<unknown>): void {
  firstScreen = screen.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Runs `task` once the browser is idle after the current render (at the latest after 2 s), or on the next
 * tick where requestIdleCallback is missing (Safari), and never before the first screen's code is in
 * (deferIdleWorkUntil); returns a cancel function. The lazy tooltips and the features' lazy overlays fetch
 * their code this way, off the first render's critical path.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  void firstScreen.then(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}
