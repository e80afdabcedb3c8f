// Installs the packed libraries into scratch npm apps outside the repository, with the oldest and
// the newest release of every peer range, and checks install / typecheck / run / build.
// See README.md. Exit code 1 when any step fails or npm's answer differs from what is expected.
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { createApp, exercise, type AppResult, type Toolchain } from './apps.ts'
import { onePatchBehind, unsupportedReact } from './cases.ts'
import { settings } from './env.ts'
import { packLibraries, peerRanges } from './pack.ts'
import { table } from './table.ts'
import { bounds } from './versions.ts'

const started = performance.now()
const repo = path.resolve(import.meta.dirname, '..', '..', '..')
const tmp = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'teamboard-consumer-')))
if (tmp.startsWith(`${repo}${path.sep}`)) throw new Error(`${tmp} is inside the repository`)
// A cold cache of this run's own unless told otherwise: CI must not lean on a warm one.
const cache = settings().npmCache ?? path.join(tmp, 'npm-cache')
const catalog = readFileSync(path.join(repo, 'pnpm-workspace.yaml'), 'utf8')
const pinned = (name: string) =>
  new RegExp(`^  '?${name}'?: (\\S+)$`, 'm').exec(catalog)?.[1] ?? fail(`${name} not in catalog`)
const tools: Toolchain = {
  npmArgs: ['--cache', cache, '--no-audit', '--no-fund', '--loglevel=warn'],
  typescript: pinned('typescript'),
  typesNode: pinned('@types/node'),
  vite: '8.3.8',
}

function elapsed(): string {
  return `${((performance.now() - started) / 1000).toFixed(0)}s`
}

function fail(message: string): never {
  throw new Error(message)
}

console.log(`scratch apps in ${tmp} (npm cache ${cache})`)
const packed = packLibraries(repo, path.join(tmp, 'tarballs'))
const ranges = peerRanges(packed)
console.log(`packed in ${elapsed()}`)
// Independent of the version lookups, so they start now.
const backendStarting = startLocalSupabase({ quiet: true, realtime: false, functions: false })
const backendEnv = backendStarting.then((b) => ({
  SUPABASE_URL: b.url,
  SUPABASE_PUBLISHABLE_KEY: b.publishableKey,
  SUPABASE_SECRET_KEY: b.secretKey,
  // What a Next app sets; the entries that take no connection (getPagesUser) read these.
  NEXT_PUBLIC_SUPABASE_URL: b.url,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: b.publishableKey,
}))
backendEnv.catch(() => {})
const behindCase = onePatchBehind(path.join(tmp, 'one-patch-behind'), packed, tools.npmArgs)
const react18Case = unsupportedReact(
  path.join(tmp, 'react-18'),
  packed,
  tools.npmArgs,
  ranges.get('react')!,
)
const peers = [...ranges.keys()].sort()
const resolved = new Map(
  await Promise.all(peers.map(async (p) => [p, await bounds(p, ranges.get(p)!, tmp)] as const)),
)
// Sentry releases its packages in lockstep and @sentry/nextjs pins its own @sentry/core: the app's
// other @sentry/* peers must be that version (one Sentry client, so the user and scrubbing set
// through @sentry/core reach the client @sentry/nextjs started).
const nextjs = resolved.get('@sentry/nextjs')
for (const [peer, b] of resolved) {
  if (!nextjs || !peer.startsWith('@sentry/') || b === nextjs) continue
  const pin = (version: string) =>
    peer === '@sentry/core'
      ? (nextjs.dependencies.get(version)?.['@sentry/core'] ?? fail(`${version}: no core pin`))
      : version
  b.oldest = pin(nextjs.oldest)
  b.newest = pin(nextjs.newest)
}
console.log(`registry versions resolved at ${elapsed()}`)
for (const [peer, b] of resolved) {
  console.log(`${peer} ${b.range}: oldest ${b.oldest}, newest ${b.newest}`)
  for (const note of b.skipped) console.log(`  skipped ${note}`)
}

const results: AppResult[] = (['oldest', 'newest'] as const).map((bound) => ({
  label: bound,
  versions: Object.fromEntries(peers.map((p) => [p, resolved.get(p)![bound]])),
  steps: {},
}))
const [behind, react18] = await Promise.all([
  behindCase,
  react18Case,
  ...results.map(async (result) => {
    const dir = path.join(tmp, result.label)
    createApp(dir, packed, result.versions, tools)
    await exercise(result, dir, tools, backendEnv)
  }),
])
results.push(
  {
    label: 'one patch behind',
    versions: { '@supabase/supabase-js': '2.118.0' },
    steps: { install: behind },
  },
  { label: 'react 18 (refused)', versions: { react: '18.3.1' }, steps: { install: react18 } },
)
await backendStarting.then((b) => b.stop()).catch(() => {})

console.log(`\n${table(results, peers)}\n`)
console.log(`react 18: npm's answer (expected: ERESOLVE naming react ${ranges.get('react')}):`)
console.log(react18.excerpt.replace(/^/gm, '  '))

const failed = results.flatMap((r) =>
  Object.entries(r.steps)
    .filter(([, o]) => !o.passed)
    .map(([step, o]) => ({ what: `${r.label} ${step}`, output: o.output })),
)
for (const { what, output } of failed)
  console.log(`\n--- ${what} failed; last lines:\n${output.split('\n').slice(-60).join('\n')}`)
console.log(
  `\nconsumer test: ${failed.length === 0 ? 'passed' : `${failed.length} step(s) failed`} in ${elapsed()}`,
)
if (settings().keep) console.log(`kept ${tmp}`)
else rmSync(tmp, { recursive: true, force: true })
process.exit(failed.length === 0 ? 0 : 1)
