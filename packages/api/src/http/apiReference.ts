import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { paths } from '@channel-countdown/contract';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * The API's reference page: Swagger UI (swagger-ui-dist, installed from npm and served by this server, no
 * CDN) reading the OpenAPI document at GET /api/openapi.json. A page, not an API call: it is in neither the
 * endpoint table nor the pages table, and it gets a Content-Security-Policy of its own (securityHeaders.ts).
 */
export const API_REFERENCE_PATH = '/api/docs';

const require = createRequire(import.meta.url);
const swaggerUiRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerUiVersion = (
  JSON.parse(readFileSync(path.join(swaggerUiRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const SWAGGER_UI_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

/** The page's own script (the policy allows no inline script): start Swagger UI on the document. */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(paths.openApi)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The public validator badge would call another site.
  validatorUrl: null,
});
`;

/**
 * The asset URLs carry the package's version (our script: a hash of it), so a browser may keep them until
 * it changes.
 */
const initVersion = createHash('sha256').update(INIT_SCRIPT).digest('base64url').slice(0, 16);
const asset = (file: string, version = swaggerUiVersion) =>
  `${API_REFERENCE_PATH}/${file}?v=${encodeURIComponent(version)}`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Channel Countdown API reference</title>
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" />
    <link rel="stylesheet" href="${asset('swagger-ui.css')}" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('init.js', initVersion)}"></script>
  </body>
</html>
`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The reference page and the files it loads, for GET and HEAD; any other request passes on. */
export function apiReference(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === API_REFERENCE_PATH || ctx.path === `${API_REFERENCE_PATH}/`) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = PAGE;
      return;
    }
    if (!ctx.path.startsWith(`${API_REFERENCE_PATH}/`)) return next();
    const file = ctx.path.slice(API_REFERENCE_PATH.length + 1);
    if (file === 'init.js') {
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.type = 'application/javascript';
      ctx.body = INIT_SCRIPT;
      return;
    }
    if (!SWAGGER_UI_FILES.has(file)) return next();
    await send(ctx, file, {
      root: swaggerUiRoot,
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
    });
  };
}
