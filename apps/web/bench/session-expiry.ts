import { spawnSync } from 'node:child_process'
import { benchEnv, shellEnv } from './env.ts'

/**
 * The session-expiry matrix as specified, which is too slow for every CI run at 120 s: five
 * rounds each of 20 parallel requests with one cookie, 20 tabs opened at once and two tabs whose
 * clients refresh together, against a backend whose `jwt_expiry` is each of the lifetimes below
 * (default `30,120`; `BENCH_JWT_EXPIRY=120` for one). It runs e2e/session-expiry.spec.ts (the CI
 * lane runs it at 30 s) on the e2e build (`node e2e/build.ts` first) and prints, per lifetime,
 * the rotations per round, the outcome and the wall time.
 */
const lifetimes = benchEnv().jwtExpiries
const results: string[] = []
let failed = false

for (const lifetime of lifetimes) {
  const started = Date.now()
  const run = spawnSync(
    'playwright',
    ['test', '--config', 'playwright.session-expiry.config.ts', '--reporter', 'list'],
    { env: shellEnv({ E2E_JWT_EXPIRY: String(lifetime) }), encoding: 'utf8' },
  )
  const output = `${run.stdout}${run.stderr}`
  process.stdout.write(output)
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  const rotations = /rotations per round: (.+)/.exec(output)?.[1] ?? '(not reported)'
  const summary = /\d+ (passed|failed)[^\n]*/g
  results.push(
    `jwt_expiry ${lifetime} s: ${[...output.matchAll(summary)].map((m) => m[0]).join(', ')}; rotations ${rotations}; ${seconds} s`,
  )
  if (run.status !== 0) failed = true
}

console.log(`\nsession expiry\n${results.join('\n')}`)
process.exit(failed ? 1 : 0)
