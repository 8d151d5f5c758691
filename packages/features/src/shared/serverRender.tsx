'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** What a server-rendered page was drawn for, which its hydration must draw the same. */
export interface ServerRender {
  /** The instant (ms since the epoch) the server drew the page at. */
  renderedAt: number;
  /** Whether it was drawn in the phone layout (the server guesses from the request; it knows no window). */
  mobile: boolean;
}

const ServerRenderContext = createContext<ServerRender | null>(null);

/** Around an app that hydrates a server-rendered page, or that renders on the server. */
export function ServerRenderProvider({ value, children }: { value?: ServerRender; children: ReactNode }) {
  return <ServerRenderContext.Provider value={value ?? null}>{children}</ServerRenderContext.Provider>;
}

/**
 * What the page was drawn for, or null when no server drew it. Use it as the server's value of
 * useHydratingValue: React reads that only while the component hydrates (or renders on the server).
 */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

const neverChanges = () => () => {};

/**
 * `serverValue` while this component renders on the server or hydrates a server-rendered page, `clientValue()`
 * otherwise (read on each render; nothing re-renders when it changes). After hydration React renders once more
 * with the client's value if it differs.
 */
export function useHydratingValue<T>(clientValue: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, clientValue, () => serverValue);
}
