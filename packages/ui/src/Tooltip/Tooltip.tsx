import { cloneElement, useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';
import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import { usePortalContainer } from '../theme/portalContainer';
import { TooltipPanel } from './Tooltip.styles';
import { TOOLTIP_DELAY, skipWindow } from './tooltipDelay';

/** A React keyboard event, or react-aria's (on its Button), which stops propagation unless told to continue. */
type TriggerKeyboardEvent = React.KeyboardEvent<Element> & { continuePropagation?: () => void };

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

/**
 * A short description shown on hover (after `delay`) or keyboard focus; Escape hides it. Within 300 ms of
 * another tooltip closing it opens without delay.
 */
export function Tooltip({ content, children, delay = TOOLTIP_DELAY, placement = 'top' }: TooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const portalContainer = usePortalContainer();
  const openTimer = useRef<number | undefined>(undefined);

  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: (open) => {
      if (!open) skipWindow.markClosed();
      setOpen(open);
    },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  // No floating-ui useDismiss: its keydown handler on the trigger made react-aria's Button stop every key's
  // propagation (react-aria stops a keyboard event that reaches a handler unless it calls continuePropagation),
  // so a dialog's focus trap never saw Tab and focus left the dialog. Escape is handled in onKeyDown below.
  const { getReferenceProps, getFloatingProps } = useInteractions([useRole(context, { role: 'tooltip' })]);

  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  const show = (wait: number) => {
    window.clearTimeout(openTimer.current);
    if (wait === 0) setOpen(true);
    else openTimer.current = window.setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    window.clearTimeout(openTimer.current);
    if (isOpen) skipWindow.markClosed();
    setOpen(false);
  };

  const childProps = children.props as {
    ref?: Ref<Element>;
    onKeyDown?: (event: TriggerKeyboardEvent) => void;
  };
  const childRef = childProps.ref;
  const ref = useMergeRefs([refs.setReference, childRef]);

  const trigger = cloneElement(
    children,
    getReferenceProps({
      ...children.props,
      ref,
      onPointerEnter: () => show(skipWindow.delayFor(delay)),
      onPointerLeave: hide,
      // Keyboard users get it at once; a mouse click that focuses the element does not re-open it.
      onFocus: (event: React.FocusEvent<Element>) => {
        if (event.target.matches(':focus-visible')) show(0);
      },
      onBlur: hide,
      onKeyDown: (event: TriggerKeyboardEvent) => {
        childProps.onKeyDown?.(event);
        if (isOpen && event.key === 'Escape') {
          // Escape hides the tooltip only; a second Escape reaches the dialog or menu around it. (react-aria's
          // event already stops unless continued, and logs an error if told to stop again.)
          if (!event.continuePropagation) event.stopPropagation();
          hide();
          return;
        }
        event.continuePropagation?.();
      },
    }),
  );

  return (
    <>
      {trigger}
      {isOpen && (
        // In the ThemeProvider's themed overlay container (tokens apply there), or <body> without a provider.
        <FloatingPortal root={portalContainer ?? undefined}>
          <TooltipPanel ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </TooltipPanel>
        </FloatingPortal>
      )}
    </>
  );
}
