import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Below this a response goes out as is: compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)\b/i;

/**
 * Zstandard (Node's zlib has it from 22.15, so on every Node the project supports; koa-compress offers it
 * first when zlib has it, at zstd's default level), Brotli (quality 4, koa-compress's default: fast enough per
 * request) or gzip, by the client's Accept-Encoding, for the app's HTML, JS, CSS and the API's JSON above the
 * threshold. The built files' own Brotli and gzip forms (koa-send) and the polled reads' kept bytes
 * (cachedResponse) already carry their Content-Encoding and are left as they are.
 */
export function compressResponses(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (contentType) => COMPRESSIBLE.test(contentType),
    // Never offer deflate (gzip is its better-framed twin).
    deflate: false,
  });
}
