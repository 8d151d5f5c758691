'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { useUiStrings } from '../UiStrings/UiStrings';
import { Toast } from './Toast';
import { ToastViewport } from './Toast.styles';
import { createToast, toastReducer } from './toastQueue';
import type { ToastOptions } from './toastQueue';

export interface ToastHandle {
  id: string;
  /** Removes this toast. */
  dismiss: () => void;
}

export interface ToastContextValue {
  /** Shows a toast, replacing the one on screen. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Removes the toast with this id, or every toast without one. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

export interface ToastProviderProps {
  /** The app, or the part of it that raises toasts with `useToast()`. */
  children?: ReactNode;
  /** Keyboard shortcut that moves focus to the notifications. @default 'F8' */
  hotkey?: string;
  /** Accessible name of the notification region. @default UiStrings' notifications ('Notifications (F8)') */
  label?: string;
  /**
   * Toasts close themselves after their duration. `false` keeps each one until it is closed: for
   * Storybook and its screenshots, where a toast must not vanish while it is being looked at. @default true
   */
  autoDismiss?: boolean;
}

let counter = 0;
const nextId = () => `toast-${++counter}`;

/**
 * Holds the toast queue and renders the notification region (bottom right, at the top below 768 px; F8 to
 * reach it).
 */
export function ToastProvider({
  children,
  hotkey = 'F8',
  label: ownLabel,
  autoDismiss = true,
}: ToastProviderProps) {
  const strings = useUiStrings();
  const label = ownLabel ?? strings.notifications;
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const viewport = useRef<HTMLElement>(null);

  const dismiss = useCallback((id?: string) => dispatch({ type: 'dismiss', id }), []);
  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      const id = nextId();
      dispatch({ type: 'add', toast: createToast(id, options) });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* A top layer for react-aria: reachable (and pressable, e.g. 'Undo') while a modal dialog is open. */}
      <ToastViewport ref={viewport} aria-label={label} tabIndex={-1} data-react-aria-top-layer="true">
        {toasts.map((item) => (
          <Toast key={item.id} toast={item} onDismiss={dismiss} autoDismiss={autoDismiss} />
        ))}
      </ToastViewport>
    </ToastContext.Provider>
  );
}

/** `toast()` and `dismiss()` of the nearest ToastProvider. Throws outside one. */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used within a ToastProvider');
  return value;
}
