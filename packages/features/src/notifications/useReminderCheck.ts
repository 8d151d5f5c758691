import { useEffect, useRef } from 'react';
import { useToast } from '@channel-countdown/ui';
import { deriveNotifications, type TimedChannel } from './deriveNotifications';

/** SPEC §9: how long each reminder toast stays. */
export const WARNING_TOAST_MS = 8_000;
export const COMPLETION_TOAST_MS = 10_000;

/**
 * SPEC §4: every `intervalMs` the reminders are checked; a warning or completion not yet announced (and
 * not read) gets its toast, once per notification id for the life of the page.
 */
export function useReminderCheck(channels: readonly TimedChannel[], readIds: ReadonlySet<string>, intervalMs: number) {
  const { toast } = useToast();
  const announced = useRef(new Set<string>());
  // The interval reads the latest data without being restarted by every refetch.
  const latest = useRef({ channels, readIds });
  useEffect(() => {
    latest.current = { channels, readIds };
  }, [channels, readIds]);

  useEffect(() => {
    const check = () => {
      const { channels: current, readIds: read } = latest.current;
      for (const notification of deriveNotifications(current, Date.now(), read)) {
        if (notification.read || announced.current.has(notification.id)) continue;
        announced.current.add(notification.id);
        toast({
          title: notification.title,
          description: notification.message,
          variant: notification.type === 'timer_complete' ? 'success' : 'default',
          duration: notification.type === 'timer_complete' ? COMPLETION_TOAST_MS : WARNING_TOAST_MS,
        });
      }
    };
    const id = setInterval(check, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, toast]);
}
