'use client';

import { useState } from 'react';
import { DEFAULT_DURATION_LIMITS } from '@channel-countdown/contract';
import { Button, Dialog, Slider, useToast } from '@channel-countdown/ui';
import { useSavedSettings } from '../../settings';
import { useStartCycle } from '../api/manageChannel';
import { Trans, useLingui } from '@lingui/react/macro';

export interface StartCycleDialogProps {
  channelId: number;
  channelName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Start a new cycle (issue 19) when none is running: its length starts at the saved default duration. */
export function StartCycleDialog({ channelId, channelName, isOpen, onOpenChange }: StartCycleDialogProps) {
  const { toast } = useToast();
  const start = useStartCycle();
  const defaultDays = useSavedSettings().timers.defaultDuration;
  const [days, setDays] = useState<number | null>(null);
  const { t } = useLingui();
  const durationDays = days ?? defaultDays;

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) setDays(null);
  };

  const onStart = () =>
    void start.mutateAsync({ channelId, durationDays }).then(
      () => {
        close(false);
        toast({
          title: t`Timer Started`,
          description: t`A ${durationDays}-day countdown is running.`,
          variant: 'success',
        });
      },
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => close(false),
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t`Start New Cycle`}
      description={
        <>
          <Trans>
            A new countdown for &quot;<bdi>{channelName}</bdi>&quot;.
          </Trans>
        </>
      }
      footer={
        <>
          <Button variant="outline" isDisabled={start.isPending} onPress={() => close(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button isPending={start.isPending} pendingLabel={t`Starting...`} onPress={onStart}>
            <Trans>Start Timer</Trans>
          </Button>
        </>
      }
    >
      <Slider
        label={t`Duration (days)`}
        minValue={DEFAULT_DURATION_LIMITS.min}
        maxValue={DEFAULT_DURATION_LIMITS.max}
        step={1}
        value={durationDays}
        onChange={setDays}
      />
    </Dialog>
  );
}
