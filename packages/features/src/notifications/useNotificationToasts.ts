import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationLink, type Notification } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { alertUser, toastDuration } from './alerts';

/** What the toasts need of the user's settings: whether they chime and vibrate. */
export interface ToastAlerts {
  sound: boolean;
  vibration: boolean;
}

/**
 * A toast for each notification the server raised while this tab was open: after the first page (what was
 * there before is the bell's, not news), every unread notification newer than any seen so far. The app
 * shows one toast at a time, so several at once are shown one after another, each for its own duration:
 * none hides another. Each toast offers 'Open', to the channel's page.
 */
export function useNotificationToasts(items: readonly Notification[] | undefined, alerts: ToastAlerts) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const newestSeen = useRef<number | null>(null);
  const queue = useRef<Notification[]>([]);
  const showing = useRef<number | null>(null);
  const latest = useRef({ toast, navigate, alerts });
  useEffect(() => {
    latest.current = { toast, navigate, alerts };
  });

  useEffect(() => {
    if (!items) return;
    const newest = items.reduce((max, item) => Math.max(max, item.id), 0);
    if (newestSeen.current === null) {
      newestSeen.current = newest;
      return;
    }
    const seen = newestSeen.current;
    const fresh = items.filter((item) => item.id > seen && !item.read).sort((a, b) => a.id - b.id);
    newestSeen.current = Math.max(seen, newest);
    if (fresh.length === 0) return;
    queue.current.push(...fresh);
    const showNext = () => {
      const next = queue.current.shift();
      if (!next) {
        showing.current = null;
        return;
      }
      const { toast: show, navigate: go, alerts: alerting } = latest.current;
      const duration = toastDuration(next.kind);
      show({
        title: next.title,
        description: next.body,
        variant: next.kind === 'cycle-completed' ? 'success' : 'default',
        duration,
        action: { label: 'Open', onPress: () => void go(notificationLink(next.channelId)) },
      });
      alertUser(alerting);
      showing.current = window.setTimeout(showNext, duration);
    };
    if (showing.current === null) showNext();
  }, [items]);

  useEffect(
    () => () => {
      if (showing.current !== null) window.clearTimeout(showing.current);
    },
    [],
  );
}
