import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { DeliveryError } from '@channel-countdown/contract';
import { hostListed, ipAllowed, outboundUrlRefusal, parseIp, type Allowlist } from './outboundAddress.js';

/** A delivery that did not arrive, and why (the app says each reason in a sentence). */
export class OutboundError extends Error {
  constructor(
    readonly code: DeliveryError,
    readonly responseStatus: number | null = null,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'OutboundError';
  }
}

export interface OutboundLimits {
  allowlist: Allowlist;
  /** The whole exchange (connection, request, answer) must end within this. */
  timeoutMs: number;
  /** An answer longer than this is cut off and counts as a failure. */
  maxResponseBytes: number;
  /** How names are resolved (tests stand in a resolver); node's by default. */
  lookup?: typeof dns.lookup;
}

export interface OutboundRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface OutboundAnswer {
  status: number;
  body: string;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * POSTs to a destination the user chose, as safely as the server can: the address is checked before
 * connecting and each resolved address again at connection time (a custom `lookup`, so a name that resolves
 * to a private address, or is rebound to one after the check, is never reached); no redirect is followed (a
 * 3xx is a failure); the exchange has a deadline and the answer a size cap. Resolves on a 2xx answer, and
 * rejects with an OutboundError otherwise.
 */
export function postOutbound(request: OutboundRequest, limits: OutboundLimits): Promise<OutboundAnswer> {
  const refusal = outboundUrlRefusal(request.url, limits.allowlist);
  if (refusal) return Promise.reject(new OutboundError('address-refused', null, refusal));
  const url = new URL(request.url);
  const nameAllowed = hostListed(url, limits.allowlist.hosts);
  const baseLookup = limits.lookup ?? dns.lookup;
  let refusedAddress = false;
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    baseLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const allowed = (addresses as LookupAddress[]).filter(
        (entry) => nameAllowed || ipAllowed(entry.address, limits.allowlist),
      );
      if (allowed.length === 0) {
        refusedAddress = true;
        return callback(Object.assign(new Error('address refused'), { code: 'EADDRREFUSED' }), []);
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
  const body = Buffer.from(request.body);
  const transport = url.protocol === 'https:' ? https : http;
  // An IP literal is never looked up: outboundUrlRefusal has checked it.
  const literal = parseIp(url.hostname) !== null;

  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: OutboundError | null, answer?: OutboundAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(answer!);
    };
    const req = transport.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Length': String(body.length) },
      agent: false,
      ...(literal ? {} : { lookup: lookup as never }),
    });
    const timer = setTimeout(() => {
      finish(new OutboundError('timeout'));
      req.destroy();
    }, limits.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (refusedAddress) return finish(new OutboundError('address-refused', null, url.hostname));
      if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        return finish(new OutboundError('not-found', null, url.hostname));
      finish(new OutboundError('unreachable', null, error.code ?? error.message));
    });
    req.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        finish(new OutboundError('redirect', status));
        response.destroy();
        req.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxResponseBytes) {
          finish(new OutboundError('too-large', status));
          response.destroy();
          req.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () => finish(new OutboundError('unreachable', status)));
      response.on('end', () => {
        if (status < 200 || status > 299) return finish(new OutboundError('rejected', status));
        finish(null, { status, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end(body);
  });
}
