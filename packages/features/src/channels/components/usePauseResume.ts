'use client';

import type { Timer } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { serverMessageOr } from '../../api';
import { useSetTimerPaused } from '../api/manageChannel';
import { msg } from '@lingui/core/macro';
import { usePageI18n } from '../../i18n';

/** Pause a running cycle or resume a paused one (it keeps the time it had left), with its toasts. */
export function usePauseResume(timer: Pick<Timer, 'id' | 'isPaused'>) {
  const i18n = usePageI18n();
  const setPaused = useSetTimerPaused({
    title: timer.isPaused ? msg`Failed to resume timer` : msg`Failed to pause timer`,
    description: serverMessageOr(),
  });
  const { toast } = useToast();
  const toggle = () =>
    void setPaused.mutateAsync({ timerId: timer.id, isPaused: !timer.isPaused }).then(
      (updated) =>
        toast({
          title: i18n._(updated.isPaused ? msg`Timer Paused` : msg`Timer Resumed`),
          variant: 'success',
        }),
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );
  return {
    toggle,
    isPending: setPaused.isPending,
    label: i18n._(timer.isPaused ? msg`Resume Timer` : msg`Pause Timer`),
  };
}
