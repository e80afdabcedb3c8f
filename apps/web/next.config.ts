import type { NextConfig } from 'next'

/**
 * Headers that cost nothing and close whole classes of attacks. No script-src here: a strict
 * script policy needs per-request nonces, which would force every page to render dynamically.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'" },
]

const nextConfig: NextConfig = {
  // The e2e run builds with its own inlined env into a separate dir so it never replaces the
  // production build that turbo caches as `.next/**`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // @teamboard/ui ships TypeScript source, not a build.
  transpilePackages: ['@teamboard/ui'],
  typedRoutes: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Next 16.4 type-checks during `next build` by running the project's `tsc` binary
  // (experimental.useTypeScriptCli defaults to true), so TS 7's missing JS API is no obstacle.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
