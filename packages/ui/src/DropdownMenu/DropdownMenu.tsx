'use client';

import type { ReactElement, ReactNode, RefObject } from 'react';
import { MenuTrigger } from 'react-aria-components';
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps,
  MenuSectionProps,
  PopoverProps,
} from 'react-aria-components';
import {
  MenuPopover,
  StyledMenu,
  StyledMenuHeader,
  StyledMenuItem,
  StyledMenuSection,
  StyledMenuSeparator,
} from './DropdownMenu.styles';

export interface DropdownMenuProps {
  /** The element that opens the menu: a Button or IconButton of this package. */
  trigger: ReactElement;
  /** MenuItem, MenuSection, MenuHeader and MenuSeparator elements. */
  children: ReactNode;
  /** Accessible name of the menu. */
  'aria-label': string;
  /** Where the menu opens relative to the trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
  /** Controlled open state. @default undefined (uncontrolled) */
  isOpen?: boolean;
  /** Called when the menu opens or closes. @default undefined */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A menu of actions opened by a button (react-aria Menu: arrow keys move, Enter activates, Escape closes). */
export function DropdownMenu({
  trigger,
  children,
  'aria-label': ariaLabel,
  placement = 'bottom end',
  isOpen,
  onOpenChange,
}: DropdownMenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <MenuPanel aria-label={ariaLabel} placement={placement}>
        {children}
      </MenuPanel>
    </MenuTrigger>
  );
}

export interface MenuPanelProps {
  /** MenuItem, MenuSection, MenuHeader and MenuSeparator elements. */
  children: ReactNode;
  /** Accessible name of the menu, or the id of what names it (its button). */
  'aria-label'?: string;
  /** The id of the element that names the menu, usually its button. @default undefined */
  'aria-labelledby'?: string;
  /** The menu's id, for the button's `aria-controls`. @default generated */
  id?: string;
  /** Where the menu opens relative to the trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
  /** Outside a DropdownMenu: the element the menu hangs from. @default undefined */
  triggerRef?: RefObject<Element | null>;
  /** Outside a DropdownMenu: whether the menu is open. @default undefined */
  isOpen?: boolean;
  /** Outside a DropdownMenu: called when the menu closes (an item chosen, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Where focus lands on opening: the first or last item, or the menu itself. @default undefined */
  autoFocus?: MenuProps<object>['autoFocus'];
}

/**
 * The menu of a DropdownMenu without its button. Inside a DropdownMenu it takes everything from it; on its
 * own it is controlled by its caller and anchored to `triggerRef`, for a menu whose code loads after its
 * button has rendered (the button then carries `aria-haspopup`, `aria-expanded` and the arrow keys).
 */
export function MenuPanel({
  children,
  placement = 'bottom end',
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
  id,
  ...labelling
}: MenuPanelProps) {
  return (
    <MenuPopover
      placement={placement}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-labelledby={labelling['aria-labelledby']}
    >
      <StyledMenu
        {...labelling}
        id={id}
        autoFocus={autoFocus}
        onClose={onOpenChange && (() => onOpenChange(false))}
      >
        {children}
      </StyledMenu>
    </MenuPopover>
  );
}

export interface MenuItemProps extends AriaMenuItemProps {
  /** Paints the item red for destructive actions. @default 'default' */
  variant?: 'default' | 'danger';
}

/** One action (`onAction`) or link (`href`) of a DropdownMenu. */
export function MenuItem({ variant = 'default', ...props }: MenuItemProps) {
  return <StyledMenuItem {...props} data-variant={variant} />;
}

/** A group of items, optionally with a MenuHeader. */
export function MenuSection(props: MenuSectionProps<object>) {
  return <StyledMenuSection {...props} />;
}

/** A group's heading inside a MenuSection. */
export function MenuHeader({ children }: { children: ReactNode }) {
  return <StyledMenuHeader>{children}</StyledMenuHeader>;
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <StyledMenuSeparator />;
}
