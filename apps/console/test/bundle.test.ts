import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Reads the output of `vite build` (turbo runs this package's build before its tests; see
// turbo.json). The source maps list every module that went into the bundle.
const assets = join(import.meta.dirname, '../dist/assets')
const files = readdirSync(assets)
const scripts = files.filter((file) => file.endsWith('.js'))
const sources = files
  .filter((file) => file.endsWith('.js.map'))
  .flatMap(
    (file) =>
      (JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }).sources,
  )
const NEXT = /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(next|@next)\//
const code = scripts.map((file) => readFileSync(join(assets, file), 'utf8')).join('\n')

describe('the console bundle', () => {
  it('was built, with source maps naming its modules', () => {
    expect(scripts.length).toBeGreaterThan(0)
    expect(sources.some((source) => source.includes('/src/app.tsx'))).toBe(true)
  })

  it('contains no Next.js module', () => {
    // The pattern does catch Next as pnpm lays it out, so an empty list means something.
    expect(
      NEXT.test(
        '../../node_modules/.pnpm/next@16.4.6_react@19/node_modules/next/dist/client/index.js',
      ),
    ).toBe(true)
    expect(sources.filter((source) => NEXT.test(source))).toEqual([])
    expect(
      sources.filter((source) =>
        /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?server-only\//.test(source),
      ),
    ).toEqual([])
  })

  it('uses the shared packages through their built exports, never their sources', () => {
    for (const name of ['supabase', 'auth'])
      expect(sources.some((source) => source.includes(`packages/${name}/dist/`))).toBe(true)
    expect(sources.filter((source) => /packages\/(supabase|auth)\/src\//.test(source))).toEqual([])
    // @teamboard/ui's public exports are its component sources (the package ships no build).
    expect(sources.some((source) => source.includes('packages/ui/src/components/'))).toBe(true)
  })

  it('holds no secret key and no server-only code of the shared packages', () => {
    expect(code).not.toMatch(/sb_secret_[A-Za-z0-9_-]{8,}/)
    expect(code).not.toMatch(/eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*cm9sZSI6InNlcnZpY2Vfcm9sZS/)
    expect(code).not.toContain('SUPABASE_SECRET_KEY')
    const serverEntries =
      /packages\/supabase\/dist\/(env\.js|clients\/(server|service|admin|proxy)\.js)/
    expect(sources.filter((source) => serverEntries.test(source))).toEqual([])
  })
})
