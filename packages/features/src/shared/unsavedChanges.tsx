'use client';

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyOverlay } from './lazyOverlay';
import { useHostNavigate } from './hostRouter';
import type { LeaveWithoutSavingDialogProps } from './LeaveWithoutSavingDialog';

interface UnsavedChanges {
  /** Holds the page while a form has changes that are not saved; the function returned lets go. */
  hold(): () => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

// Fetched once the page is idle, not with the first load: most visits never ask.
const LeaveWithoutSavingDialog = lazyOverlay<LeaveWithoutSavingDialogProps>(() =>
  import('./LeaveWithoutSavingDialog').then((module) => module.LeaveWithoutSavingDialog),
);

/**
 * Where a click would take this tab within the app: a link of this origin, to another place, opened here
 * (not in a new tab or window, not a download). Null for any other click.
 */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location.pathname + window.location.search;
  return url.pathname + url.search === here ? null : url.pathname + url.search + url.hash;
}

/**
 * Asks before changes that are not saved are left behind. While a form holds the page (useUnsavedChanges), a
 * link of the app opens "Leave without saving?" instead of leaving, and closing or reloading the tab (or
 * following a link to another site) gets the browser's own question. Links are caught before the app's
 * router sees them, whichever link component drew them, so no router of a particular kind is needed.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const holds = useRef(0);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const navigate = useHostNavigate();
  const value = useMemo<UnsavedChanges>(
    () => ({
      hold() {
        holds.current += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds.current -= 1;
        };
      },
    }),
    [],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (holds.current === 0) return;
      const destination = inAppDestination(event);
      if (destination === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(destination);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (holds.current > 0) event.preventDefault();
    };
    // Capturing, so the question comes before any link's own handler (the router's) can navigate.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <LeaveWithoutSavingDialog
        isOpen={leavingTo !== null}
        onStay={() => setLeavingTo(null)}
        onLeave={() => {
          const destination = leavingTo;
          setLeavingTo(null);
          if (destination !== null) void navigate(destination);
        }}
      />
    </UnsavedChangesContext.Provider>
  );
}

/** While `unsaved` is true, leaving the page asks first (UnsavedChangesProvider, which AppProviders mounts). */
export function useUnsavedChanges(unsaved: boolean): void {
  const context = useContext(UnsavedChangesContext);
  useEffect(() => (unsaved && context ? context.hold() : undefined), [unsaved, context]);
}
