import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** A pinned instant (ms since the epoch), or null for the real clock. */
const FixedNowContext = createContext<number | null>(null);

export interface NowProviderProps {
  /**
   * Pin the clock every countdown below reads (stories, screenshots, tests). Omit it for the real clock.
   * @default undefined
   */
  now?: Date | string | number;
  children: ReactNode;
}

export function NowProvider({ now, children }: NowProviderProps) {
  const fixed = now === undefined ? null : new Date(now).getTime();
  return <FixedNowContext.Provider value={fixed}>{children}</FixedNowContext.Provider>;
}

/**
 * The current time, re-read every `intervalMs` so countdowns tick. Under a NowProvider with a pinned
 * time it returns that time and never ticks, so a rendered screen is the same on every run.
 */
export function useNow(intervalMs = 1000): Date {
  const fixed = useContext(FixedNowContext);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== null) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [fixed, intervalMs]);
  return new Date(fixed ?? now);
}
