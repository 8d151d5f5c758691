import type { Timer } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { serverMessageOr } from '../../api';
import { useSetTimerPaused } from '../api/manageChannel';

/** Pause a running cycle or resume a paused one (it keeps the time it had left), with its toasts. */
export function usePauseResume(timer: Pick<Timer, 'id' | 'isPaused'>) {
  const setPaused = useSetTimerPaused({
    title: `Failed to ${timer.isPaused ? 'resume' : 'pause'} timer`,
    description: serverMessageOr(),
  });
  const { toast } = useToast();
  const toggle = () =>
    void setPaused.mutateAsync({ timerId: timer.id, isPaused: !timer.isPaused }).then(
      (updated) => toast({ title: updated.isPaused ? 'Timer Paused' : 'Timer Resumed', variant: 'success' }),
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );
  return { toggle, isPending: setPaused.isPending, label: timer.isPaused ? 'Resume Timer' : 'Pause Timer' };
}
