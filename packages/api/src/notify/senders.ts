import nodemailer from 'nodemailer';
import webpush from 'web-push';
import { singleEmailAddress, type PushPayload } from '@channel-countdown/contract';
import type { Config } from '../config.js';
import { pushEndpointRefusal } from './pushEndpoint.js';
import type { VapidKeys } from './vapid.js';

/** How long one push or one SMTP conversation may take: a slow service must not hold the scheduler's pass. */
const SEND_TIMEOUT_MS = 10_000;
/** A push nobody saw within a day is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404/410): it is removed. */
export type PushResult = 'sent' | 'gone';

export interface Senders {
  push: ((target: PushTarget, payload: PushPayload) => Promise<PushResult>) | null;
  mail:
    | ((message: {
        to: string;
        subject: string;
        text: string;
        html: string;
        headers: Record<string, string>;
      }) => Promise<void>)
    | null;
}

/**
 * Web Push (RFC 8030/8291/8292): web-push encrypts the payload (aes128gcm) and signs the VAPID header; the
 * request itself is sent here, so it never follows a redirect, has a timeout, and may reach an allowlisted
 * loopback fake over http in tests. The endpoint is checked again before every send.
 */
export function createPushSender(
  vapid: VapidKeys,
  allowlist: readonly string[],
): NonNullable<Senders['push']> {
  return async (target, payload) => {
    const refusal = pushEndpointRefusal(target.endpoint, allowlist);
    if (refusal) return 'gone';
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body as Buffer),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299)
      throw new Error(`push service answered ${response.status}`);
    return 'sent';
  };
}

export const NOT_ONE_ADDRESS = 'the recipient is not one email address';

/**
 * nodemailer over SMTP_URL, from MAIL_FROM, to one validated address only: nodemailer reads a `to` string
 * as a list of addresses, so anything else (a list, a display name, a line break) is refused, never sent.
 */
export function createMailSender(mail: NonNullable<Config['mail']>): NonNullable<Senders['mail']> {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return async (message) => {
    const to = singleEmailAddress(message.to);
    if (!to) throw new Error(NOT_ONE_ADDRESS);
    await transport.sendMail({ from: mail.from, ...message, to, envelope: { from: mail.from, to: [to] } });
  };
}

/** The senders config.ts turns on: push with VAPID keys, mail with SMTP_URL. */
export function sendersFor(config: Config): Senders {
  return {
    push: config.push.vapid ? createPushSender(config.push.vapid, config.push.endpointAllowlist) : null,
    mail: config.mail ? createMailSender(config.mail) : null,
  };
}
