import { useState } from 'react';
import { Pause, Play, RotateCcw, Unplug } from 'lucide-react';
import type { Timer } from '@channel-countdown/contract';
import { IconButton, useToast } from '@channel-countdown/ui';
import { useUnauthorizedRedirect } from '../../session';
import { lazyOverlay } from '../../shared/lazyOverlay';
import { LazyTooltip } from '../../shared/LazyTooltip';
import { useSetTimerPaused } from '../api/manageChannel';
import { serverMessage } from '../rules/serverMessage';
import type { TimerStatus } from '../rules';
import type { RemoveChannelDialogProps } from './RemoveChannelDialog';
import type { StartCycleDialogProps } from './StartCycleDialog';

// Fetched after the dashboard's first render, like the card's other dialogs (see lazyOverlay).
const RemoveChannelDialog = lazyOverlay<RemoveChannelDialogProps>(() =>
  import('./RemoveChannelDialog').then((module) => module.RemoveChannelDialog),
);
const StartCycleDialog = lazyOverlay<StartCycleDialogProps>(() =>
  import('./StartCycleDialog').then((module) => module.StartCycleDialog),
);

export interface PauseResumeButtonProps {
  timer: Pick<Timer, 'id' | 'isPaused'>;
  channelName: string;
  /** 'ghost' on the timers page's cards. @default 'outline' */
  variant?: 'outline' | 'ghost';
}

/** Pause a running cycle, or resume a paused one (it keeps the time it had left). */
export function PauseResumeButton({ timer, channelName, variant = 'outline' }: PauseResumeButtonProps) {
  const setPaused = useSetTimerPaused();
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const label = timer.isPaused ? 'Resume timer' : 'Pause timer';

  const onPress = () =>
    void setPaused.mutateAsync({ timerId: timer.id, isPaused: !timer.isPaused }).then(
      (updated) => toast({ title: updated.isPaused ? 'Timer Paused' : 'Timer Resumed', variant: 'success' }),
      (error: unknown) => {
        if (!handleUnauthorized(error)) {
          toast({ title: `Failed to ${timer.isPaused ? 'resume' : 'pause'} timer`, description: serverMessage(error) ?? undefined, variant: 'destructive' });
        }
      },
    );

  return (
    <LazyTooltip content={timer.isPaused ? 'Resume timer' : 'Pause timer'}>
      <IconButton
        aria-label={`${label} for ${channelName}`}
        icon={timer.isPaused ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
        variant={variant}
        size="sm"
        isDisabled={setPaused.isPending}
        aria-busy={setPaused.isPending || undefined}
        onPress={onPress}
      />
    </LazyTooltip>
  );
}

export interface ChannelCardActionsProps {
  channelId: number;
  channelName: string;
  timer: Timer | null;
  /** The card's status: a cycle that is active or paused can be paused or resumed, else a new one started. */
  status: TimerStatus;
}

/** The channel card's management buttons (issue 19): pause/resume or start a cycle, and remove the channel. */
export function ChannelCardActions({ channelId, channelName, timer, status }: ChannelCardActionsProps) {
  const [isStartOpen, setStartOpen] = useState(false);
  const [isRemoveOpen, setRemoveOpen] = useState(false);
  const isRunning = timer !== null && status !== 'completed';
  return (
    <>
      {isRunning ? (
        <PauseResumeButton timer={timer} channelName={channelName} />
      ) : (
        <LazyTooltip content="Start new cycle">
          <IconButton
            aria-label={`Start new cycle for ${channelName}`}
            icon={<RotateCcw size={16} aria-hidden="true" />}
            variant="outline"
            size="sm"
            onPress={() => setStartOpen(true)}
          />
        </LazyTooltip>
      )}
      <LazyTooltip content="Remove channel">
        <IconButton
          aria-label={`Remove ${channelName}`}
          icon={<Unplug size={16} aria-hidden="true" />}
          variant="outline"
          size="sm"
          onPress={() => setRemoveOpen(true)}
        />
      </LazyTooltip>
      <StartCycleDialog channelId={channelId} channelName={channelName} isOpen={isStartOpen} onOpenChange={setStartOpen} />
      <RemoveChannelDialog channelId={channelId} channelName={channelName} isOpen={isRemoveOpen} onOpenChange={setRemoveOpen} />
    </>
  );
}
