import type { Middleware } from 'koa';
import { isApiPath } from './apiPath.js';

/**
 * Security headers on every response — API answers, the SPA's files and errors alike.
 *
 * The Content-Security-Policy allows what the SPA needs and nothing more: its own scripts and styles
 * (styled-components injects <style> tags, hence 'unsafe-inline' for styles only), channel thumbnails from
 * YouTube's image hosts and profile images as data: URLs, and what the Firebase web SDK's Google popup needs
 * (apis.google.com's loader script, the auth domain's iframe, the Identity Toolkit and Secure Token APIs, and
 * the Auth emulator when one is configured). Nobody may frame the app (clickjacking).
 */
export interface SecurityHeadersOptions {
  /** FIREBASE_AUTH_DOMAIN, e.g. "my-project.firebaseapp.com". */
  firebaseAuthDomain?: string | undefined;
  /** The Auth emulator's origin, e.g. "http://127.0.0.1:9099". */
  emulatorUrl?: string | null | undefined;
  /** Adds Strict-Transport-Security (production is served over HTTPS). */
  hsts?: boolean;
}

const FIREBASE_APIS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

export function contentSecurityPolicy(options: SecurityHeadersOptions = {}): string {
  const authFrame = options.firebaseAuthDomain ? [`https://${options.firebaseAuthDomain}`] : [];
  const emulator = options.emulatorUrl ? [options.emulatorUrl] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://apis.google.com'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...FIREBASE_APIS, 'https://apis.google.com', ...emulator],
    'frame-src': ["'self'", 'https://apis.google.com', ...authFrame, ...emulator],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The Google sign-in popup must be able to report back to its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-DNS-Prefetch-Control': 'off',
    'X-Permitted-Cross-Domain-Policies': 'none',
  };
  if (options.hsts) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return async (ctx, next) => {
    // Set before next(): an error answered further down keeps them.
    ctx.set(headers);
    // Answers of the API are per user: never stored by a browser or a shared cache.
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
