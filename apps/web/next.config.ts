import { withSentryConfig } from '@sentry/nextjs/config'
import { sourceAliases } from '@teamboard/tsup-config/source-aliases'
import type { NextConfig } from 'next'
import { addCompileHints } from './src/build/compile-hints.ts'

const dev = process.env.NODE_ENV === 'development'

/**
 * Headers that cost nothing and close whole classes of attacks. No script-src here: a strict
 * script policy needs per-request nonces, which would force every page to render dynamically.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  },
  {
    key: 'Content-Security-Policy',
    value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  },
]

// `next dev` (Turbopack) serves the Pages Router's `_clientMiddlewareManifest.js` script as JSON
// (vercel/next.js#92180); under nosniff the browser refuses it and logs an error on the landing
// page. Only that dev-only file goes without nosniff, only in `next dev`.
function headerRules(dev: boolean) {
  if (!dev) return [{ source: '/:path*', headers: securityHeaders }]
  const nosniff = securityHeaders.filter((header) => header.key === 'X-Content-Type-Options')
  const others = securityHeaders.filter((header) => !nosniff.includes(header))
  return [
    { source: '/:path*', headers: others },
    {
      source: '/:path((?!_next/static/development/_clientMiddlewareManifest\\.js$).*)',
      headers: nosniff,
    },
  ]
}

const libraries = ['@teamboard/auth', '@teamboard/supabase', '@teamboard/telemetry']

const nextConfig: NextConfig = {
  // The e2e run builds with its own inlined env into a separate dir so it never replaces the
  // production build that turbo caches as `.next/**`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // @teamboard/ui ships TypeScript source, not a build.
  transpilePackages: ['@teamboard/ui'],
  typedRoutes: true,
  poweredByHeader: false,
  // The app puts nothing through the image optimizer (no next/image). With no local pattern
  // every `/_next/image` request is a 400; with the default, a crafted local url
  // (`/_next/image?url=%2F%5Cevil.com%2Fx.png`) passed validation and failed inside with a 500.
  images: { localPatterns: [] },
  turbopack: {
    resolveAlias: {
      // Library packages import `next/navigation.js` (plain Node ESM needs the extension; next
      // has no exports map). Webpack aliases that spelling to the server build, Turbopack 16.4
      // does not: route handlers then pull the client navigation module and the build fails
      // with "Could not parse module …/app-route/vendored/contexts/app-router-context.js".
      'next/navigation.js': 'next/navigation',
      // `next dev` compiles the libraries from their source, so it starts without waiting for
      // their builds and shows a library edit without one; builds import `dist`, as a consumer
      // of the published packages does (docs/decisions/dev-start.md).
      ...(dev ? sourceAliases(import.meta.url, libraries) : {}),
    },
  },
  // In `next dev` the Sentry SDK for Node (with its OpenTelemetry instrumentations, thousands of
  // modules) is loaded by Node at run time rather than compiled into the server: that compile was
  // the largest share of a fresh clone's first page. Production builds still bundle it, as tested
  // (docs/decisions/dev-start.md).
  serverExternalPackages: dev ? ['@sentry/nextjs', '@sentry/node'] : [],
  reactStrictMode: true,
  experimental: {
    // The proxy buffers a request's body so the handler can read it too, 10 MB by default, and
    // silently cuts a longer one. Import uploads go up to 50 MB (docs/limits.md) plus multipart
    // framing; their handler refuses anything larger itself (`import_too_large`).
    proxyClientMaxBodySize: '52mb',
    // `next dev` compiles a dynamic import's target when it is first used, not with the page: the
    // deferred menus, the toaster, dragging and the calendar stay out of a page's first compile
    // (docs/decisions/dev-start.md). Builds are unaffected.
    turbopackLazyDynamicImports: true,
    // What builds do by default, on in `next dev` too: with it off, a `next/dynamic` target that
    // itself imports lazily (the account menu, the live session's toaster) is listed in the page's
    // preloads under chunk names `next dev` never writes, so every signed-in page logged 404s
    // (docs/decisions/dev-start.md; e2e/dev/console.spec.ts).
    turbopackClientSideNestedAsyncChunking: true,
    // Turbopack's build cache (on by default since 16.4) is written at the end of every build:
    // ~25 s of an 86 s e2e build here, ~45 s under CI's load. A CI build starts from a clean
    // clone and is thrown away, so CI skips writing it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Next 16.4 type-checks during `next build` by running the project's `tsc` binary
  // (experimental.useTypeScriptCli defaults to true), so TS 7's missing JS API is no obstacle.
  // The e2e builds (e2e/env.ts's productionEnv) skip that pass: they are test builds of code the
  // `typecheck` task checks with the same tsc, and each paid ~18 s for it under CI's load.
  typescript: {
    ignoreBuildErrors: process.env.NEXT_SKIP_TYPE_CHECK === '1',
    // The libraries' source imports `./env.js` for `./env.ts` (their build is plain Node ESM).
    // Turbopack maps `.js` to `.ts` only under a NodeNext tsconfig; `next dev` alone reads one
    // (the same config otherwise), the editor and `typecheck` keep tsconfig.json.
    ...(dev ? { tsconfigPath: 'tsconfig.dev.json' } : {}),
  },
  headers: () => Promise.resolve(headerRules(dev)),
  compiler: {
    // The large browser chunks get V8's compile hint once Next has written them
    // (docs/decisions/compile-hints.md). withSentryConfig runs this before it uploads the source
    // maps, so the maps it uploads already allow for the added line.
    runAfterProductionCompile: ({ distDir }) => {
      addCompileHints(distDir)
      return Promise.resolve()
    },
  },
}

// Source maps and releases are uploaded only when a token is present; without one the build
// makes no network call to Sentry (no upload, no release creation, no plugin telemetry).
const sentryUpload = Boolean(process.env.SENTRY_AUTH_TOKEN)

export default withSentryConfig(nextConfig, {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  // Browser envelopes are POSTed to our own origin and rewritten to Sentry. @sentry/nextjs 11
  // tunnels only sentry.io DSNs (o<org>.ingest.sentry.io) and rewrites to that host; see the
  // @teamboard/telemetry README for self-hosted DSNs and how the e2e run points it elsewhere.
  // The auth proxy must let this path through untouched.
  tunnelRoute: '/monitoring',
  sourcemaps: { disable: !sentryUpload, deleteSourcemapsAfterUpload: true },
  release: {
    // The same name the SDK reports at runtime, so uploaded maps match events.
    ...(process.env.NEXT_PUBLIC_SENTRY_RELEASE
      ? { name: process.env.NEXT_PUBLIC_SENTRY_RELEASE }
      : {}),
    create: sentryUpload,
    finalize: sentryUpload,
  },
  widenClientFileUpload: sentryUpload,
  telemetry: false,
  silent: !process.env.CI,
})
