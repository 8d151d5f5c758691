'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { PressEvent } from 'react-aria-components';

/** Where focus lands when the menu opens: the first or last item (keyboard), or the menu itself (pointer). */
export type FocusOnOpen = 'first' | 'last' | true;

/**
 * The menu-button keyboard contract for a button whose menu loads after it rendered (a lazyOverlay with
 * the ui's MenuPanel): Enter, Space and ArrowDown open on the first item, ArrowUp on the last, a pointer
 * opens on the menu itself. Spread `buttonProps` on the button and `panelProps` on the MenuPanel.
 */
export function useMenuButton<T extends HTMLElement = HTMLButtonElement>() {
  const [openWith, setOpenWith] = useState<FocusOnOpen | null>(null);
  const triggerRef = useRef<T>(null);
  const triggerId = useId();
  const menuId = useId();
  const isOpen = openWith !== null;
  return {
    isOpen,
    buttonProps: {
      ref: triggerRef,
      id: triggerId,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? menuId : undefined,
      onPress: (event: PressEvent) =>
        setOpenWith(isOpen ? null : event.pointerType === 'keyboard' ? 'first' : true),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      },
    },
    panelProps: {
      id: menuId,
      triggerRef,
      triggerId,
      isOpen,
      onOpenChange: (open: boolean) => {
        if (!open) setOpenWith(null);
      },
      autoFocus: openWith ?? undefined,
    },
  };
}
