'use client';

import { Pause, Play } from 'lucide-react';
import type { Timer } from '@channel-countdown/contract';
import { IconButton } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react/macro';
import { LazyTooltip } from '../../shared';
import { usePauseResume } from './usePauseResume';

export interface PauseResumeButtonProps {
  timer: Pick<Timer, 'id' | 'isPaused'>;
  channelName: string;
}

/** The timers page's pause/resume button (issue 19). */
export function PauseResumeButton({ timer, channelName }: PauseResumeButtonProps) {
  const { toggle, isPending, label } = usePauseResume(timer);
  const { t } = useLingui();
  return (
    <LazyTooltip content={label}>
      <IconButton
        aria-label={timer.isPaused ? t`Resume Timer for ${channelName}` : t`Pause Timer for ${channelName}`}
        icon={timer.isPaused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        variant="ghost"
        size="sm"
        isDisabled={isPending}
        aria-busy={isPending || undefined}
        onPress={toggle}
      />
    </LazyTooltip>
  );
}
