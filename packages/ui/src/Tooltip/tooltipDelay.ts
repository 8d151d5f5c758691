/** Default wait before a tooltip opens on hover (SPEC §9). */
export const TOOLTIP_DELAY = 700;
/** After a tooltip closes, another one opens at once for this long (SPEC §9), so scanning a toolbar is quick. */
export const TOOLTIP_SKIP_WINDOW = 300;

/** How long to wait before opening: no wait while inside the skip window of the last closed tooltip. */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number | undefined,
  delay = TOOLTIP_DELAY,
): number {
  if (lastClosedAt !== undefined && now - lastClosedAt < TOOLTIP_SKIP_WINDOW) return 0;
  return delay;
}

// Shared by every tooltip on the page: the skip window spans tooltips without a provider. Measured on the
// monotonic clock: a wall clock can jump (or, in Storybook, stand still) and hold the window open.
let lastClosedAt: number | undefined;

export const skipWindow = {
  delayFor: (delay: number) => tooltipOpenDelay(performance.now(), lastClosedAt, delay),
  markClosed: () => {
    lastClosedAt = performance.now();
  },
};
