import type { Timer } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { useUnauthorizedRedirect } from '../../session';
import { useSetTimerPaused } from '../api/manageChannel';
import { serverMessage } from '../rules/serverMessage';

/** Pause a running cycle or resume a paused one (it keeps the time it had left), with its toasts. */
export function usePauseResume(timer: Pick<Timer, 'id' | 'isPaused'>) {
  const setPaused = useSetTimerPaused();
  const { toast } = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const toggle = () =>
    void setPaused.mutateAsync({ timerId: timer.id, isPaused: !timer.isPaused }).then(
      (updated) => toast({ title: updated.isPaused ? 'Timer Paused' : 'Timer Resumed', variant: 'success' }),
      (error: unknown) => {
        if (!handleUnauthorized(error)) {
          toast({
            title: `Failed to ${timer.isPaused ? 'resume' : 'pause'} timer`,
            description: serverMessage(error) ?? undefined,
            variant: 'destructive',
          });
        }
      },
    );
  return { toggle, isPending: setPaused.isPending, label: timer.isPaused ? 'Resume Timer' : 'Pause Timer' };
}
