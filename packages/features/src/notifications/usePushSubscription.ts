'use client';

import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient } from '../api';
import { publicConfigQueryOptions } from '../auth';

/** Where this browser stands with the server's Web Push. */
export type PushState =
  | 'checking'
  /** No service worker, Push API or Notification API here (or not a secure origin). */
  | 'unsupported'
  /** The server has no VAPID keys. */
  | 'unconfigured'
  /** The user (or the browser's policy) blocked notifications for this site. */
  | 'denied'
  | 'subscribed'
  | 'unsubscribed';

/** The service worker the host serves (packages/host/public/sw.js): it shows pushes and opens their page on a click. */
export const SERVICE_WORKER_URL = '/sw.js';

const pushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** The subscription as the server takes it: its endpoint, expiry and the two keys of its toJSON(). */
function subscriptionBody(subscription: PushSubscription) {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)) ??
    navigator.serviceWorker.register(SERVICE_WORKER_URL)
  );
}

/**
 * This device's push subscription: `subscribe` asks the browser's permission, subscribes with the server's
 * VAPID key and gives the subscription to the server (POST /api/push/subscriptions); `unsubscribe` takes it
 * back (DELETE). Each answers the state it ended in, so the caller can say what the browser decided.
 */
export function usePushSubscription() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const config = useQuery(publicConfigQueryOptions(api));
  const publicKey = config.data?.delivery?.pushPublicKey ?? null;
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (config.isPending) return;
    if (!publicKey) return setState('unconfigured');
    if (Notification.permission === 'denied') return setState('denied');
    let cancelled = false;
    void navigator.serviceWorker
      .getRegistration(SERVICE_WORKER_URL)
      .then((found) => found?.pushManager.getSubscription() ?? null)
      .then((subscription) => !cancelled && setState(subscription ? 'subscribed' : 'unsubscribed'))
      .catch(() => !cancelled && setState('unsubscribed'));
    return () => {
      cancelled = true;
    };
  }, [config.isPending, publicKey]);

  const subscribe = useCallback(async (): Promise<PushState> => {
    if (!pushSupported()) return 'unsupported';
    // Pressed before the server's configuration arrived: wait for it, rather than say push is not set up.
    const key =
      publicKey ??
      (await queryClient.fetchQuery(publicConfigQueryOptions(api))).delivery?.pushPublicKey ??
      null;
    if (!key) {
      setState('unconfigured');
      return 'unconfigured';
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState('denied');
      return 'denied';
    }
    const worker = await registration();
    await navigator.serviceWorker.ready;
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(key),
      }));
    await api.call('POST', paths.pushSubscriptions, { body: subscriptionBody(subscription) });
    setState('subscribed');
    return 'subscribed';
  }, [api, publicKey, queryClient]);

  const unsubscribe = useCallback(async (): Promise<PushState> => {
    if (!pushSupported()) return 'unsupported';
    const subscription = await (
      await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)
    )?.pushManager.getSubscription();
    if (subscription) {
      await api.call('DELETE', paths.pushSubscriptions, { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setState('unsubscribed');
    return 'unsubscribed';
  }, [api]);

  // Unknown (still loading, or an older server) counts as configured: the note speaks only when the server says so.
  return { state, emailConfigured: config.data?.delivery?.email !== false, subscribe, unsubscribe };
}
