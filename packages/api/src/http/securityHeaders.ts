import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';
import { isApiPath } from './apiPath.js';
import { API_REFERENCE_PATH } from './apiReference.js';

/**
 * Security headers on every response — API answers, the SPA's files and errors alike — set by helmet
 * (koa-helmet) with our Content-Security-Policy and the few choices where its defaults do not fit.
 *
 * The pages' Content-Security-Policy allows what the SPA needs and nothing more: its own scripts and styles
 * (styled-components injects <style> tags, hence 'unsafe-inline' for styles only), channel thumbnails from
 * YouTube's image hosts and profile images as data: URLs, and what the Firebase web SDK's Google popup needs
 * (apis.google.com's loader script, the auth domain's iframe, the Identity Toolkit and Secure Token APIs, and
 * the Auth emulator when one is configured), and the pages' own inline scripts by their hashes. Nobody may
 * frame the app (clickjacking).
 */
export interface SecurityHeadersOptions {
  /** FIREBASE_AUTH_DOMAIN, e.g. "my-project.firebaseapp.com". */
  firebaseAuthDomain?: string | undefined;
  /** The Auth emulator's origin, e.g. "http://127.0.0.1:9099". */
  emulatorUrl?: string | null | undefined;
  /**
   * Where channel and upload thumbnails come from besides https: the configured YouTube origins
   * (YOUTUBE_WEB_BASE_URL, YOUTUBE_API_BASE_URL), so a local fake over http (the demo) shows its images.
   */
  imageOrigins?: readonly string[];
  /** Adds Strict-Transport-Security (production is served over HTTPS). */
  hsts?: boolean;
  /**
   * The scripts written into the pages themselves (the host's index.html: what holds a press made before
   * the app starts), each allowed by its hash: no other inline script runs.
   */
  inlineScripts?: readonly string[];
}

/** The policy's source allowing an inline script whose text is `script`. */
const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const FIREBASE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/** Our whole policy: helmet's default directives are not merged in (useDefaults: false). */
export function contentSecurityPolicyDirectives(
  options: SecurityHeadersOptions = {},
): Record<string, string[]> {
  const authFrame = options.firebaseAuthDomain ? [`https://${options.firebaseAuthDomain}`] : [];
  const emulator = options.emulatorUrl ? [options.emulatorUrl] : [];
  // An https origin is already allowed by 'https:'.
  const images = [...new Set(options.imageOrigins ?? [])].filter((origin) => !origin.startsWith('https:'));
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      'https://apis.google.com',
      ...(options.inlineScripts ?? []).map(inlineScriptSource),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...FIREBASE_APIS, 'https://apis.google.com', ...emulator],
    'frame-src': ["'self'", 'https://apis.google.com', ...authFrame, ...emulator],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The API reference page's policy (http/apiReference.ts): Swagger UI's script and styles from this server
 * (it sets inline styles), its images as data: URLs, and calls to this server alone (the document, "Try it
 * out"). Nothing from another site; no framing. The app's pages keep their own policy.
 */
export const API_REFERENCE_POLICY_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const isApiReferencePath = (path: string) =>
  path === API_REFERENCE_PATH || path.startsWith(`${API_REFERENCE_PATH}/`);

/** Helmet has no Permissions-Policy: the app uses none of these features, so no page it loads may either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** What helmet does to a response with these options: the headers it sets and those it removes. */
interface HeaderSet {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
}

/**
 * Helmet's headers for `options`, worked out once: with the options used here (no nonce, nothing per
 * request) helmet sets the same headers on every response, and running its middleware per request was a
 * few per cent of a cached poll's CPU (bench:api).
 */
function headerSetOf(options: Readonly<HelmetOptions>): HeaderSet {
  const set: Array<readonly [string, string]> = [];
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.push([name, String(value)]);
      return response;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return { set, removed };
}

type HeaderTarget = Pick<ServerResponse, 'setHeader' | 'removeHeader'>;

function setHeaders(res: HeaderTarget, headers: HeaderSet): void {
  for (const name of headers.removed) res.removeHeader(name);
  for (const [name, value] of headers.set) res.setHeader(name, value);
}

/** The middleware, and the API answers' headers alone for an answer sent before it runs (http/keptReads.ts). */
export interface SecurityHeaders {
  middleware: Middleware;
  /**
   * The API answers' protective headers (the middleware's, but Cache-Control, which each answer states), as a
   * flat list of names and values for `res.writeHead`: an answer written without Koa's response.
   */
  apiHeaderList: readonly string[];
}

/**
 * The app's pages get the whole set: our policy, the popup's opener policy and helmet's defaults. The API's
 * JSON answers get what protects a response that is never a page (OWASP's REST Security Cheat Sheet): no
 * sniffing, no framing, no cross-origin reads without CORS, a policy that lets nothing load or run even if
 * one is opened as a document, and never stored. The rest (opener policy, referrer, permissions,
 * prefetching, old browsers' switches) govern what a page does, and each is bytes on every poll.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  return createSecurityHeaders(options).middleware;
}

export function createSecurityHeaders(options: SecurityHeadersOptions = {}): SecurityHeaders {
  const strictTransportSecurity = options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const pageHeaders = headerSetOf({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // The Google sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity,
    xFrameOptions: { action: 'deny' },
  });
  const apiHeaders = headerSetOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const referenceHeaders = headerSetOf({
    contentSecurityPolicy: { useDefaults: false, directives: API_REFERENCE_POLICY_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity,
    xFrameOptions: { action: 'deny' },
  });
  const setApiHeaders = (res: HeaderTarget) => {
    // Answers of the API are per user: never stored by a browser or a shared cache.
    res.setHeader('Cache-Control', 'no-store');
    setHeaders(res, apiHeaders);
  };
  return {
    apiHeaderList: apiHeaders.set.flat(),
    // Set before the rest runs: an error answered further down keeps them.
    middleware: (ctx, next) => {
      if (isApiReferencePath(ctx.path)) {
        ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
        setHeaders(ctx.res, referenceHeaders);
      } else if (!isApiPath(ctx.path)) {
        ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
        setHeaders(ctx.res, pageHeaders);
      } else {
        setApiHeaders(ctx.res);
      }
      return next();
    },
  };
}
