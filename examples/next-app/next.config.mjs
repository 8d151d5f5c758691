/**
 * The Channel Countdown API under this app's own origin: the browser calls /api/… here and Next passes each call
 * on (with X-Forwarded-Host and X-Forwarded-Proto), so there is no CORS and the session cookie stays
 * SameSite=Lax. The API must trust the proxy: start it with TRUST_PROXY=1.
 */
const api = process.env.CHANNEL_COUNTDOWN_API ?? 'http://127.0.0.1:3000';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Only where the packages are linked in from outside this directory (the repository's package test): the
  // directory that holds both, for Turbopack to read them.
  ...(process.env.NEXT_EXAMPLE_ROOT ? { turbopack: { root: process.env.NEXT_EXAMPLE_ROOT } } : {}),
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${api}/api/:path*` }];
  },
};

export default nextConfig;
