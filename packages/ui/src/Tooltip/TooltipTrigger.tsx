'use client';

import { cloneElement, useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Placement } from '@floating-ui/react';
import { TOOLTIP_DELAY, skipWindow } from './tooltipDelay';

export interface TooltipProps {
  /** The text of the tooltip. */
  content: ReactNode;
  /** One focusable element (a Button, IconButton or link); the tooltip describes it. */
  children: ReactElement<Record<string, unknown>>;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. @default 700 */
  delay?: number;
  /** Preferred side. @default 'top' */
  placement?: Placement;
}

/** What draws an open tooltip beside its trigger (TooltipFloatingPanel: floating-ui and a portal). */
export interface TooltipPanelProps {
  /** The tooltip's id, which the trigger's `aria-describedby` points at. */
  id: string;
  /** The trigger element the tooltip is placed beside. */
  reference: Element;
  /** The tooltip's text. */
  content: ReactNode;
  /** The preferred side of the trigger; the panel flips to another one when there is no room. */
  placement: Placement;
}
export type TooltipPanelComponent = ComponentType<TooltipPanelProps>;

/** A React keyboard event, or react-aria's (on its Button), which stops propagation unless told to continue. */
type TriggerKeyboardEvent = React.KeyboardEvent<Element> & { continuePropagation?: () => void };

interface ChildProps {
  onKeyDown?: (event: TriggerKeyboardEvent) => void;
  'aria-describedby'?: string;
}

/**
 * The trigger half of a tooltip: when it opens (hover after `delay`, keyboard focus at once) and closes
 * (pointer out, blur, Escape). `Panel` draws it; a lazily loaded tooltip has none until its code arrives, and
 * the trigger element stays the same element throughout, so a menu or dialog anchored to it is never
 * orphaned by the tooltip's code arriving (it used to wrap the trigger only once loaded, which remounted it).
 */
export function TooltipTrigger({
  content,
  children,
  delay = TOOLTIP_DELAY,
  placement = 'top',
  Panel,
}: TooltipProps & { Panel: TooltipPanelComponent | undefined }) {
  // The open tooltip's trigger element, taken from the event that opens it; null while closed. (A ref callback
  // that stored it in state rendered every trigger twice as it mounted: four per card on the dashboard.)
  const [openOn, setOpenOn] = useState<Element | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const id = useId();
  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  const show = (element: Element, wait: number) => {
    window.clearTimeout(openTimer.current);
    if (wait === 0) setOpenOn(element);
    else openTimer.current = window.setTimeout(() => setOpenOn(element), wait);
  };
  const hide = () => {
    window.clearTimeout(openTimer.current);
    if (openOn) skipWindow.markClosed();
    setOpenOn(null);
  };

  const childProps = children.props as ChildProps;
  const shown = openOn !== null && Panel !== undefined;

  const trigger = cloneElement(children, {
    'aria-describedby': shown ? id : childProps['aria-describedby'],
    onPointerEnter: (event: React.PointerEvent<Element>) =>
      show(event.currentTarget, skipWindow.delayFor(delay)),
    onPointerLeave: hide,
    // Keyboard users get it at once; a mouse click that focuses the element does not re-open it.
    onFocus: (event: React.FocusEvent<Element>) => {
      if (event.target.matches(':focus-visible')) show(event.target, 0);
    },
    onBlur: hide,
    // Every key but Escape goes on: react-aria's Button stops the propagation of a key event that reaches a
    // handler unless told to continue, and a dialog's focus trap must still see Tab (issue 21).
    onKeyDown: (event: TriggerKeyboardEvent) => {
      childProps.onKeyDown?.(event);
      if (openOn && event.key === 'Escape') {
        // Escape hides the tooltip only; a second Escape reaches the dialog or menu around it. (react-aria's
        // event already stops unless continued, and logs an error if told to stop again.)
        if (!event.continuePropagation) event.stopPropagation();
        hide();
        return;
      }
      event.continuePropagation?.();
    },
  });

  return (
    <>
      {trigger}
      {shown && <Panel id={id} reference={openOn} content={content} placement={placement} />}
    </>
  );
}
