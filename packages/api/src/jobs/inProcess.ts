import type { Logger } from '../logger.js';
import type { ChannelJobs } from './channelJobs.js';
import { TICK_MS } from './pacing.js';

/**
 * One instance without Redis: a timer runs the jobs every tick, the first right after start. A tick still
 * running when the next is due is not doubled (a slow YouTube must not pile up runs); stop() waits for it,
 * so shutdown closes the database after the last write.
 */
export function startInProcessScheduler(
  jobs: ChannelJobs,
  logger: Logger,
  tickMs = TICK_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = jobs
      .runOnce()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  setTimeout(tick, 0).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
