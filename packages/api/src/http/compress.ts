import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Below this a response goes out as is: compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)\b/i;

/**
 * Brotli (quality 4, koa-compress's default: fast enough per request) or gzip, by the client's
 * Accept-Encoding, for the app's HTML, JS, CSS and the API's JSON above the threshold.
 */
export function compressResponses(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (contentType) => COMPRESSIBLE.test(contentType),
    // Node 20 has no zstd; never offer deflate (gzip is its better-framed twin).
    deflate: false,
  });
}
