import { Bell, Download, FileText, Settings } from 'lucide-react';
import { MenuItem, MenuPanel } from '@channel-countdown/ui';
import type { useMenuButton } from '../../shared';

export type AdminActionsMenuProps = ReturnType<typeof useMenuButton>['panelProps'];

/** The admin header's Actions menu, loaded after the page's first render (see AdminHeader). */
export function AdminActionsMenu({ triggerId: _triggerId, ...panel }: AdminActionsMenuProps) {
  return (
    <MenuPanel {...panel} aria-label="Admin actions">
      {/* SPEC §2: none of these has behaviour yet. */}
      <MenuItem id="export" textValue="Export Data">
        <Download size={16} aria-hidden="true" /> Export Data
      </MenuItem>
      <MenuItem id="report" textValue="Generate Report">
        <FileText size={16} aria-hidden="true" /> Generate Report
      </MenuItem>
      <MenuItem id="notifications" textValue="Notifications">
        <Bell size={16} aria-hidden="true" /> Notifications
      </MenuItem>
      <MenuItem id="settings" textValue="System Settings">
        <Settings size={16} aria-hidden="true" /> System Settings
      </MenuItem>
    </MenuPanel>
  );
}
