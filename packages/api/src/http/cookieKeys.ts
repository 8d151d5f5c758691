import Keygrip from 'keygrip';
import { LRUCache } from 'lru-cache';

/**
 * The keys of the signed cookies (Koa's `app.keys`), remembering which cookie values it has verified. Every
 * request checks the session cookie's signature, and keygrip's check (an HMAC per key, then a constant-time
 * compare that draws random bytes and computes two more) was about a quarter of the CPU of a cached read
 * (bench:api profile). A value and signature seen before get the same answer without the work; a pair not
 * seen is checked in full, so the timing tells nothing about the keys. Only verified pairs are kept, at most
 * `size` of them.
 */
export function rememberingKeygrip(keys: readonly string[], size = 10_000): Keygrip {
  const keygrip = new Keygrip(keys);
  const verified = new LRUCache<string, number>({ max: size });
  const index = (data: string, digest: string): number => {
    const pair = `${digest} ${data}`;
    const known = verified.get(pair);
    if (known !== undefined) return known;
    const found = keygrip.index(data, digest);
    if (found > -1) verified.set(pair, found);
    return found;
  };
  return {
    sign: (data: string) => keygrip.sign(data),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  };
}
