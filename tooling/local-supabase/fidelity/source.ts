/**
 * Obtains postgrest-js's own tests (with the client source they import, and the schema and seed
 * they run against) at a pinned upstream tag, at run time: a shallow clone of
 * github.com/supabase/supabase-js, or a local copy named by POSTGREST_JS_SOURCE. Nothing of it is
 * kept in this repository; the extract lives under node_modules/.cache (so the tests' imports,
 * e.g. zod, resolve through this package's dependencies).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const UPSTREAM = 'https://github.com/supabase/supabase-js'
const PACKAGE = 'packages/core/postgrest-js'
const CACHE_DIR = fileURLToPath(
  new URL('../node_modules/.cache/postgrest-js-fidelity/', import.meta.url),
)

/** `v<version>` of the @supabase/postgrest-js that supabase-js resolves to here. */
export function installedRef(): string {
  const fromSupabase = createRequire(
    createRequire(import.meta.url).resolve('@supabase/supabase-js'),
  )
  const pkg = fromSupabase('@supabase/postgrest-js/package.json') as { version: string }
  return `v${pkg.version}`
}

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Extracts `src` and `test` of postgrest-js at `ref`; returns the package directory. */
export async function fetchPostgrestTests(ref: string, source: string | undefined) {
  const target = path.join(CACHE_DIR, ref)
  const packageDir = path.join(target, PACKAGE)
  if (existsSync(path.join(packageDir, 'test'))) return packageDir
  await mkdir(target, { recursive: true })
  let repo = source
  let scratch: string | undefined
  if (!repo) {
    scratch = mkdtempSync(path.join(tmpdir(), 'postgrest-js-'))
    git(['clone', '--quiet', '--depth', '1', '--branch', ref, '--no-checkout', UPSTREAM, scratch])
    repo = scratch
  }
  try {
    try {
      git(['-C', repo, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
    } catch {
      throw new Error(
        `${repo} has no ${ref}; set POSTGREST_JS_REF to one of its tags (git -C ${repo} tag)`,
      )
    }
    const archive = execFileSync('git', [
      '-C',
      repo,
      'archive',
      ref,
      `${PACKAGE}/src`,
      `${PACKAGE}/test`,
    ])
    execFileSync('tar', ['-x', '-C', target], { input: archive })
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
  return packageDir
}
