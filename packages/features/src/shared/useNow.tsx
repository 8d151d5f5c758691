'use client';

import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useHydratingValue, useServerRender } from './serverRender';

/** A pinned instant (ms since the epoch), or null for the real clock. */
const FixedNowContext = createContext<number | null>(null);
const notHydrating = () => null;

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
 * The current time, re-read every `intervalMs` so countdowns tick. The ticks fall on the instants
 * `alignTo + k × intervalMs` (the epoch when omitted): a countdown shown in whole minutes to an end time
 * asks for a minute clock aligned to that end, and re-renders exactly when its text or its status changes,
 * not 60 times as often (a dashboard of 100 cards re-rendered every second blocked the page).
 * Under a NowProvider with a pinned time it returns that time and never ticks, so a rendered screen is the
 * same on every run.
 */
export function useNow(intervalMs = 1000, alignTo?: Date | string | number | null): Date {
  const fixed = useContext(FixedNowContext);
  // While this component hydrates a server-rendered page, the instant the server drew it at: the countdowns'
  // text is drawn as the server drew it, then with the real time. (The screens hydrate when their code
  // arrives, seconds after the server drew them.)
  const renderedAt = useServerRender()?.renderedAt ?? null;
  const hydratingAt = useHydratingValue(notHydrating, renderedAt);
  const phase = alignTo == null ? 0 : new Date(alignTo).getTime() || 0;
  const [clock, setClock] = useState(() => ({ now: Date.now(), phase }));
  // A new alignment (a cycle restarted: a new end time) reads the clock again before the screen shows it:
  // the last tick was aligned to the old one, so its time would be up to an interval behind.
  useLayoutEffect(() => {
    if (fixed === null && clock.phase !== phase) setClock({ now: Date.now(), phase });
  }, [fixed, phase, clock.phase]);
  useEffect(() => {
    if (fixed !== null) return;
    let id: ReturnType<typeof setTimeout>;
    const scheduleNextTick = () => {
      const current = Date.now();
      const next = current + intervalMs - mod(current - phase, intervalMs);
      // A timer that fires a little early finds the same boundary ahead and waits for it again.
      id = setTimeout(() => {
        setClock({ now: Date.now(), phase });
        scheduleNextTick();
      }, next - current);
    };
    scheduleNextTick();
    return () => clearTimeout(id);
  }, [fixed, intervalMs, phase]);
  return new Date(fixed ?? hydratingAt ?? clock.now);
}

const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;
