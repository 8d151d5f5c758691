export { DropdownMenu, MenuHeader, MenuItem, MenuPanel, MenuSection, MenuSeparator } from './DropdownMenu';
export type { DropdownMenuProps, MenuItemProps, MenuPanelProps } from './DropdownMenu';
