import type { RefreshFailure } from './channels.js';

// The rules of a channel whose refreshes fail (channels.ts' refreshFailureSchema), free of zod: the dashboard's
// cards read them on its first render.

/** Failures in a row from which a channel is failing (reported on its card and in admin). */
export const REFRESH_FAILING_AFTER = 3;

const MINUTE_MS = 60 * 1000;

/**
 * How long the scheduler waits before trying a channel again after `failures` refreshes failed in a row: 15
 * minutes, doubling with each failure, at most a day.
 */
export const refreshBackoffMs = (failures: number): number =>
  Math.min(24 * 60 * MINUTE_MS, 15 * MINUTE_MS * 2 ** Math.max(0, failures - 1));

/** Whether a channel's refreshes are failing (REFRESH_FAILING_AFTER in a row). */
export const isRefreshFailing = (failure: RefreshFailure | null): failure is RefreshFailure =>
  failure !== null && failure.count >= REFRESH_FAILING_AFTER;
