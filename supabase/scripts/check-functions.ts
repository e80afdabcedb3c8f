// `check:functions`: the edge functions are Deno code, outside tsc's and eslint's reach, so Deno
// itself checks them: `deno check` per function (with its own deno.json, as Supabase deploys it)
// and `deno lint` over all of them. npm packages come from what `pnpm install` made
// (`--node-modules-dir=manual --cached-only`, as tooling/local-supabase serves them), so the check
// downloads nothing. It also fails when two functions' import maps give one specifier two
// meanings (functions/README.md: every function sees the same `@teamboard/supabase`).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const FUNCTIONS = join(import.meta.dirname, '..', 'functions')
/** The `deno` package's binary (a devDependency), also when the script runs outside pnpm. */
const DENO = join(import.meta.dirname, '..', 'node_modules', '.bin', 'deno')

const names = readdirSync(FUNCTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(FUNCTIONS, entry.name, 'deno.json')))
  .map((entry) => entry.name)

/** Specifiers that two import maps map to different targets, as readable lines. */
function importMapConflicts(): string[] {
  const seen = new Map<string, { target: string; by: string }>()
  const conflicts: string[] = []
  for (const name of names) {
    const config = JSON.parse(readFileSync(join(FUNCTIONS, name, 'deno.json'), 'utf8')) as {
      imports?: Record<string, string>
    }
    for (const [specifier, target] of Object.entries(config.imports ?? {})) {
      const first = seen.get(specifier)
      if (!first) seen.set(specifier, { target, by: name })
      else if (first.target !== target)
        conflicts.push(`${specifier}: ${first.by} maps it to ${first.target}, ${name} to ${target}`)
    }
  }
  return conflicts
}

function deno(args: string[], cwd: string): boolean {
  console.log(`$ cd ${relative(process.cwd(), cwd) || '.'} && deno ${args.join(' ')}`)
  const run = spawnSync(DENO, args, {
    cwd,
    stdio: 'inherit',
    // Deno must not read (or "migrate") the monorepo's package.json files.
    env: { ...process.env, DENO_NO_PACKAGE_JSON: '1', DENO_NO_UPDATE_CHECK: '1' },
  })
  if (run.error) throw run.error
  return run.status === 0
}

const conflicts = importMapConflicts()
for (const conflict of conflicts) console.error(`import maps disagree on ${conflict}`)
let ok = conflicts.length === 0
for (const name of names) {
  const checkFlags = ['--no-lock', '--node-modules-dir=manual', '--cached-only']
  ok =
    deno(['check', ...checkFlags, '--config', 'deno.json', 'index.ts'], join(FUNCTIONS, name)) && ok
}
ok = deno(['lint'], FUNCTIONS) && ok
if (!ok) process.exitCode = 1
