import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import fresh from 'fresh';
import type { Context } from 'koa';
import { LRUCache } from 'lru-cache';
import { COMPRESSION_THRESHOLD_BYTES } from './compress.js';
import type { Clock } from '../clock.js';
import { versionForRequest, type UserVersions } from '../cache/userVersions.js';
import { metricsOff, type Metrics } from '../observability/metrics.js';

type Encoding = 'br' | 'gzip';

interface Entry {
  version: string;
  /** Epoch ms at which the data changes by itself (a cycle ends), or Infinity. */
  expiresAt: number;
  etag: string;
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** `json` parsed, once a drawn page read it (dataOf); frozen, since every page drawn at the version shares it. */
  data?: unknown;
}

/** A user's polled read, rebuilt by `build` when stale: the data and when time alone will change it. */
export interface Built {
  data: unknown;
  expiresAt: number;
}

export type ResponseCache = LRUCache<string, Entry>;

/**
 * What a parsed answer is counted as holding in the heap, per byte of its JSON: JSON.parse's objects, strings
 * and numbers take about 2–4 times the text's bytes (V8's object headers, hidden classes' properties, boxed
 * doubles), so the larger end is counted.
 */
const PARSED_BYTES_PER_JSON_BYTE = 4;

/** Each object and array of `value`, frozen. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Per process; bounded by bytes so many large lists cannot grow the heap without end. */
export function createResponseCache(maxBytes = 64 * 1024 * 1024): ResponseCache {
  return new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      entry.json.length +
      (entry.encoded.br?.length ?? 0) +
      (entry.encoded.gzip?.length ?? 0) +
      (entry.data === undefined ? 0 : entry.json.length * PARSED_BYTES_PER_JSON_BYTE) +
      256,
  });
}

const encoders: Record<Encoding, (json: Buffer) => Buffer> = {
  // Quality 4, as koa-compress would per request; here it is paid once per version.
  br: (json) => brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

type Key = { resource: string; userId: number };

/** A GET route that sends a polled read, as the API's routing found it: the resource and the route's pattern. */
export interface PolledRoute {
  resource: string;
  routePattern: string;
}

/** Sends users' polled reads from the cache of one app instance (createApp makes one). */
export interface PolledReads {
  /**
   * Sends the user's read. A GET route without parameters that sends one is, once sent, answered from
   * what was kept before any middleware of its own (http/keptReads.ts): such a route must need nothing but
   * a signed-in user (no rate limit, no other check), as every polled read does.
   */
  send(ctx: Context, key: Key, build: () => Promise<Built>): Promise<void>;
  /**
   * The polled read a GET of `path` (no query) is, once one was sent through the API's routing; only routes
   * whose pattern is the path itself (no parameters), so there are as many as the API has such routes.
   */
  routeAt(path: string): PolledRoute | undefined;
  /** What was kept for `key` at `version`, when it is still current (else it must be rebuilt). */
  keptFor(key: Key, version: string): Kept | undefined;
  /** The answer to `request` of what keptFor gave, as send() would send it, for a writer of its own. */
  answerKept(request: IncomingMessage, kept: Kept): KeptResponse;
  /**
   * What keptFor gave, as data: parsed once per version and kept with the bytes, frozen, so the pages drawn
   * with it (http/pageRead.ts) share it rather than each parsing the same JSON.
   */
  dataOf(kept: Kept): unknown;
}

/** A polled read's answer as written: its status, its headers (names and values in turn) and its body. */
export interface KeptResponse {
  status: 200 | 304;
  headers: string[];
  /** None for a 304. */
  body?: Buffer;
}

/** A kept answer that was current (PolledReads.keptFor). */
export interface Kept {
  readonly cacheKey: string;
  readonly entry: Entry;
}

/**
 * Answers a user's polled read (the channel list, active timers, stats) from what was serialized and
 * compressed for the user's current data version, rebuilding it only when a write, a scheduled refresh or
 * the passing of a timer boundary made it stale. Sends an ETag with `private, no-cache`, so a browser
 * revalidates each poll and one that finds nothing new costs a 304 without a body.
 */
export function createPolledReads(deps: {
  versions: UserVersions;
  clock: Clock;
  cache?: ResponseCache;
  /** Hits and misses of the cache, by resource. */
  metrics?: Metrics;
}): PolledReads {
  const { versions, clock } = deps;
  const metrics = deps.metrics ?? metricsOff;
  const cache = deps.cache ?? createResponseCache();
  /** Polled GET routes by path (see routeAt). */
  const routes = new Map<string, PolledRoute>();
  const current = (cacheKey: string, version: string) => {
    const entry = cache.get(cacheKey);
    const stale = !entry || entry.version !== version || clock.now().getTime() >= entry.expiresAt;
    return stale ? undefined : entry;
  };
  /**
   * An entry's answer to a request: an ETag with `private, no-cache`; 304 when the request's validators match
   * it (the `fresh` rule Koa's ctx.fresh applies to a GET or HEAD), else the kept bytes, compressed once per
   * version instead of by koa-compress on every request.
   */
  const answerOf = (request: IncomingMessage, cacheKey: string, entry: Entry): KeptResponse => {
    const headers = ['Cache-Control', 'private, no-cache', 'ETag', entry.etag, 'Vary', 'Accept-Encoding'];
    const validating = request.method === 'GET' || request.method === 'HEAD';
    if (validating && fresh(request.headers, { etag: entry.etag })) return { status: 304, headers };
    const encoding =
      entry.json.length >= COMPRESSION_THRESHOLD_BYTES
        ? accepts(request).encodings('br', 'gzip', 'identity')
        : false;
    let body = entry.json;
    if (encoding === 'br' || encoding === 'gzip') {
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        encoded = entry.encoded[encoding] = encoders[encoding](entry.json);
        cache.set(cacheKey, entry); // its size grew
      }
      headers.push('Content-Encoding', encoding);
      body = encoded;
    }
    headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length));
    return { status: 200, headers, body };
  };
  /** The answer through Koa's response, where the chain sends it (Vary added to, as other middleware may). */
  const answer = (ctx: Context, cacheKey: string, entry: Entry) => {
    const { status, headers, body } = answerOf(ctx.req, cacheKey, entry);
    for (let i = 0; i < headers.length; i += 2) {
      if (headers[i] === 'Vary') ctx.vary(headers[i + 1]!);
      else ctx.set(headers[i]!, headers[i + 1]!);
    }
    ctx.status = status; // a 304 has no body, and so no Content-Type
    if (body) {
      (ctx as { compress?: boolean }).compress = false;
      ctx.body = body;
    }
  };
  return {
    async send(ctx, key, build) {
      const cacheKey = `${key.resource}:${key.userId}`;
      // The version is read before the data: a write while building moves it on, so what is built now is
      // never kept as current for the data after that write.
      const version = await versionForRequest(versions, ctx, key.userId);
      let entry = current(cacheKey, version);
      metrics.polledRead(key.resource, entry ? 'hit' : 'miss');
      if (!entry) {
        const built = await build();
        const json = Buffer.from(JSON.stringify(built.data));
        entry = {
          version,
          expiresAt: built.expiresAt,
          etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
          json,
          encoded: {},
        };
        cache.set(cacheKey, entry);
      }
      const pattern = (ctx.state as { routePattern?: string }).routePattern;
      if (ctx.method === 'GET' && ctx.querystring === '' && pattern === ctx.path && !routes.has(pattern))
        routes.set(pattern, { resource: key.resource, routePattern: pattern });
      answer(ctx, cacheKey, entry);
    },
    routeAt: (path) => routes.get(path),
    keptFor(key, version) {
      const cacheKey = `${key.resource}:${key.userId}`;
      const entry = current(cacheKey, version);
      if (!entry) return undefined;
      metrics.polledRead(key.resource, 'hit');
      return { cacheKey, entry };
    },
    answerKept: (request, kept) => answerOf(request, kept.cacheKey, kept.entry),
    dataOf({ cacheKey, entry }) {
      if (entry.data === undefined) {
        entry.data = deepFreeze(JSON.parse(entry.json.toString('utf8')) as unknown);
        if (cache.peek(cacheKey) === entry) cache.set(cacheKey, entry); // its size grew
      }
      return entry.data;
    },
  };
}
