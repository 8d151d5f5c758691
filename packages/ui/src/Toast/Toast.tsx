'use client';

import { useEffect, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { X } from 'lucide-react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { LazyTooltip } from '../Tooltip/lazyTooltip';
import { useUiStrings } from '../UiStrings/UiStrings';
import { ToastClose, ToastDescription, ToastRoot, ToastText, ToastTitle } from './Toast.styles';
import { isSwipeDismissal } from './toastQueue';
import type { ToastItem } from './toastQueue';

export interface ToastProps {
  /** The toast to show. */
  toast: ToastItem;
  /** Called when the time is up, on the close button, or after a swipe to the right. */
  onDismiss: (id: string) => void;
  /** `false`: the toast stays until it is closed, whatever its duration. @default true */
  autoDismiss?: boolean;
}

/** One toast. It dismisses itself after its duration; hover or focus pauses the countdown. */
export function Toast({ toast, onDismiss, autoDismiss = true }: ToastProps) {
  const { id, title, description, variant, duration, action } = toast;
  const strings = useUiStrings();
  const [isPaused, setPaused] = useState(false);
  const [isSwiping, setSwiping] = useState(false);
  const swipe = useRef<{ startX: number; deltaX: number } | null>(null);

  useEffect(() => {
    if (!autoDismiss || isPaused || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(() => onDismiss(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, isPaused, onDismiss, autoDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    swipe.current = { startX: event.clientX, deltaX: 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe.current) return;
    const deltaX = Math.max(0, event.clientX - swipe.current.startX); // only rightwards
    swipe.current.deltaX = deltaX;
    if (deltaX > 4 && !isSwiping) {
      setSwiping(true);
      // Captured only once it is a drag, so a plain click still reaches the close button.
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests) cannot be captured; the drag still works.
      }
    }
    event.currentTarget.style.setProperty('--swipe-x', `${deltaX}px`);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const deltaX = swipe.current?.deltaX ?? 0;
    swipe.current = null;
    setSwiping(false);
    event.currentTarget.style.removeProperty('--swipe-x');
    if (isSwipeDismissal(deltaX)) onDismiss(id);
  };

  return (
    <ToastRoot
      $variant={variant}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={variant}
      data-swiping={isSwiping || undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <ToastText>
        <ToastTitle>{title}</ToastTitle>
        {description && <ToastDescription>{description}</ToastDescription>}
      </ToastText>
      {action && (
        <Button
          size="sm"
          variant="outline"
          onPress={() => {
            action.onPress();
            onDismiss(id);
          }}
        >
          {action.label}
        </Button>
      )}
      <ToastClose>
        <LazyTooltip content={strings.close}>
          <IconButton
            size="sm"
            aria-label={strings.close}
            icon={<X aria-hidden="true" />}
            onPress={() => onDismiss(id)}
          />
        </LazyTooltip>
      </ToastClose>
    </ToastRoot>
  );
}
