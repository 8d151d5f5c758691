'use client';

import { MoreHorizontal } from 'lucide-react';
import type { Timer } from '@channel-countdown/contract';
import { IconButton } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react/macro';
import { lazyOverlay, LazyTooltip, useMenuButton } from '../../shared';
import type { TimerStatus } from '../rules';
import type { ChannelActionsMenuProps } from './ChannelActionsMenu';

// The menu, its calls and its dialogs load after the dashboard's first render (see lazyOverlay): the
// card itself adds one button to what the dashboard needs before it renders.
const ChannelActionsMenu = lazyOverlay<ChannelActionsMenuProps>(() =>
  import('./ChannelActionsMenu').then((module) => module.ChannelActionsMenu),
);

export interface ChannelCardActionsProps {
  channelId: number;
  channelName: string;
  timer: Timer | null;
  /** The card's status: an active or paused cycle can be paused or resumed, else a new one started. */
  status: TimerStatus;
}

/** The channel card's 'More actions' button (issue 19): pause/resume or start a cycle, remove the channel. */
export function ChannelCardActions({ channelId, channelName, timer, status }: ChannelCardActionsProps) {
  const { buttonProps, panelProps } = useMenuButton();
  const { t } = useLingui();
  return (
    <>
      <LazyTooltip content={t`More actions`}>
        <IconButton
          {...buttonProps}
          aria-label={t`More actions for ${channelName}`}
          icon={<MoreHorizontal size={16} aria-hidden="true" />}
          variant="outline"
          size="sm"
        />
      </LazyTooltip>
      <ChannelActionsMenu
        {...panelProps}
        channelId={channelId}
        channelName={channelName}
        runningTimer={timer !== null && (status === 'running' || status === 'paused') ? timer : null}
      />
    </>
  );
}
