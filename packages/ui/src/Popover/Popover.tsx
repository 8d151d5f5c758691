import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { PopoverDialog, StyledPopover } from './Popover.styles';

export interface PopoverProps {
  /** The element that opens the panel: a Button or IconButton of this package. */
  trigger: ReactElement;
  /** The panel's content. */
  children: ReactNode;
  /** Accessible name of the panel. */
  'aria-label': string;
  /** Where the panel opens relative to the trigger. @default 'bottom' */
  placement?: AriaPopoverProps['placement'];
  /** Controlled open state. @default undefined (uncontrolled) */
  isOpen?: boolean;
  /** Called when the panel opens or closes. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A non-modal panel anchored to its trigger; Escape or a click outside closes it. */
export function Popover({
  trigger,
  children,
  'aria-label': ariaLabel,
  placement = 'bottom',
  isOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <StyledPopover placement={placement} offset={8}>
        <PopoverDialog aria-label={ariaLabel}>{children}</PopoverDialog>
      </StyledPopover>
    </DialogTrigger>
  );
}
