'use client';

import { useState } from 'react';
import { FolderPlus, Pause, Play, RotateCcw, Unplug } from 'lucide-react';
import type { Timer } from '@channel-countdown/contract';
import { MenuItem, MenuPanel, type MenuPanelProps } from '@channel-countdown/ui';
import type { useMenuButton } from '../../shared';
import { ChannelGroupsDialog } from '../../groups';
import { RemoveChannelDialog } from './RemoveChannelDialog';
import { StartCycleDialog } from './StartCycleDialog';
import { usePauseResume } from './usePauseResume';
import { Trans, useLingui } from '@lingui/react/macro';

export type ChannelActionsMenuProps = ReturnType<typeof useMenuButton>['panelProps'] & {
  channelId: number;
  channelName: string;
  /** The running (or paused) cycle, which can be paused or resumed; null when a new one may start. */
  runningTimer: Timer | null;
  autoFocus: MenuPanelProps['autoFocus'];
};

/**
 * The channel card's management menu (issue 19), loaded after the dashboard's first render: pause or
 * resume the running cycle, or start a new one when none runs, choose the channel's groups, and remove it. The dialogs stay
 * mounted with the menu, so their toasts show after the list they changed was refetched.
 */
export function ChannelActionsMenu({
  channelId,
  channelName,
  runningTimer,
  triggerId,
  ...panel
}: ChannelActionsMenuProps) {
  const [dialog, setDialog] = useState<'start' | 'groups' | 'remove' | null>(null);
  const { t } = useLingui();
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      <MenuPanel {...panel} aria-labelledby={triggerId}>
        {runningTimer ? (
          <PauseResumeItem timer={runningTimer} />
        ) : (
          <MenuItem onAction={() => setDialog('start')} textValue={t`Start New Cycle`}>
            <RotateCcw aria-hidden="true" />
            <Trans>Start New Cycle</Trans>
          </MenuItem>
        )}
        <MenuItem onAction={() => setDialog('groups')} textValue={t`Groups…`}>
          <FolderPlus aria-hidden="true" />
          <Trans>Groups…</Trans>
        </MenuItem>
        <MenuItem onAction={() => setDialog('remove')} textValue={t`Remove Channel`} variant="danger">
          <Unplug aria-hidden="true" />
          <Trans>Remove Channel</Trans>
        </MenuItem>
      </MenuPanel>
      <StartCycleDialog
        channelId={channelId}
        channelName={channelName}
        isOpen={dialog === 'start'}
        onOpenChange={close}
      />
      <ChannelGroupsDialog
        channelId={channelId}
        channelName={channelName}
        isOpen={dialog === 'groups'}
        onOpenChange={close}
      />
      <RemoveChannelDialog
        channelId={channelId}
        channelName={channelName}
        isOpen={dialog === 'remove'}
        onOpenChange={close}
      />
    </>
  );
}

function PauseResumeItem({ timer }: { timer: Timer }) {
  const { toggle, label } = usePauseResume(timer);
  return (
    <MenuItem onAction={toggle} textValue={label}>
      {timer.isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      {label}
    </MenuItem>
  );
}
