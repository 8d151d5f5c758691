/** What idle work waits for first; nothing until the app says (deferIdleWorkUntil). */
let firstScreen: Promise<unknown> = Promise.resolve();

/** A first screen that has not loaded by then no longer holds the idle work back. */
export const IDLE_WORK_MAX_DEFER_MS = 10_000;

/**
 * Idle work waits for `screen` (the code of the screen the page opened on) before it starts: on a slow
 * line its downloads would otherwise share the bandwidth with the chunks that screen is still waiting for
 * (bench:vitals: /admin's overlays and tooltips started while its own chunks downloaded). A load that fails,
 * or is still not done after IDLE_WORK_MAX_DEFER_MS, releases it as well.
 */
export function deferIdleWorkUntil(screen: Promise<unknown>): void {
  firstScreen = Promise.race([
    screen.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, IDLE_WORK_MAX_DEFER_MS)),
  ]);
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
