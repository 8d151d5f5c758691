'use client';

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  notificationLink,
  paths,
  type Notification,
  type NotificationKind,
} from '@channel-countdown/contract';
import { msg } from '@lingui/core/macro';
import { useToast } from '@channel-countdown/ui';
import { specQueryDefaults, useApiClient } from '../api';
import { usePageI18n } from '../i18n';
import { settingsQueryKey, useHostNavigate } from '../shared';

/** SPEC §9: how long each reminder toast stays. */
export const WARNING_TOAST_MS = 8_000;
export const COMPLETION_TOAST_MS = 10_000;

const toastDuration = (kind: NotificationKind) =>
  kind === 'cycle-completed' ? COMPLETION_TOAST_MS : WARNING_TOAST_MS;

/**
 * A toast for each notification the server raised while this tab was open: after the first page (what was
 * there before is the bell's, not news), every unread notification newer than any seen so far. The app
 * shows one toast at a time, so several at once are shown one after another, each for its own duration:
 * none hides another. Each toast offers 'Open', to the channel's page, and chimes and vibrates as the user's
 * settings say (read when a toast is due, from the settings query, so the dashboard loads no settings code).
 */
export function useNotificationToasts(items: readonly Notification[] | undefined) {
  const { toast } = useToast();
  const navigate = useHostNavigate();
  const queryClient = useQueryClient();
  const api = useApiClient();
  // The settings query written out with the shared key: the settings domain stays off the dashboard.
  const readSettings = () =>
    queryClient.fetchQuery({
      ...specQueryDefaults,
      queryKey: settingsQueryKey,
      queryFn: () => api.call('GET', paths.settings),
      staleTime: Infinity,
    });
  const alerts = () =>
    Promise.all([readSettings(), import('./alerts')]).then(
      ([{ notifications }, { alertUser }]) =>
        alertUser({ sound: notifications.soundEnabled, vibration: notifications.vibrationEnabled }),
      () => undefined,
    );
  const newestSeen = useRef<number | null>(null);
  const queue = useRef<Notification[]>([]);
  const showing = useRef<number | null>(null);
  const openLabel = usePageI18n()._(msg`Open`);
  const latest = useRef({ toast, navigate, alerts, openLabel });
  useEffect(() => {
    latest.current = { toast, navigate, alerts, openLabel };
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
      const { toast: show, navigate: go, alerts: alerting, openLabel: open } = latest.current;
      void alerting();
      const duration = toastDuration(next.kind);
      show({
        title: next.title,
        description: next.body,
        variant: next.kind === 'cycle-completed' || next.kind === 'milestone' ? 'success' : 'default',
        duration,
        action: { label: open, onPress: () => void go(notificationLink(next.channelId, next.kind)) },
      });
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
