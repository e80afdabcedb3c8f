import { defineConfig } from 'vitest/config'

/**
 * Shared defaults; each package extends this with `mergeConfig` so turbo caches it alone.
 * `kind` picks the files: unit tests sit next to the code, integration tests under test/.
 */
export function teamboardVitest(kind = 'unit') {
  const integration = kind === 'integration'
  return defineConfig({
    test: {
      include: integration ? ['test/**/*.test.ts'] : ['src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // Integration suites share one local backend per file; two cores do not gain from more.
      pool: 'forks',
      // Integration files reuse their worker process rather than starting one each: a fresh
      // process compiled PGlite's WebAssembly and imported the backend again for every file, half
      // of the suites' CPU (docs/decisions/test-lanes.md). Files share no state but modules; a
      // suite whose files keep global state (the telemetry SDK) turns isolation back on.
      isolate: !integration,
      maxWorkers: integration ? 1 : undefined,
      testTimeout: integration ? 30_000 : 5_000,
      hookTimeout: integration ? 60_000 : 10_000,
      reporters: ['default'],
      // Cheap password hashes in the local backends tests start (local-supabase's env.ts).
      env: integration ? { LITE_AUTH_BCRYPT_COST: '4' } : {},
    },
  })
}
