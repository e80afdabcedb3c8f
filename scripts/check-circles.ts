// `check:circles`: no import circle in any workspace package, counting type-only imports and
// `import()` too (docs/decisions/code-checks.md). Each package is read with its own tsconfig
// (for its path aliases) by dpdm; imports of other workspace packages are followed, so a circle
// through two packages is found as well.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseCircular, parseDependencyTree, shortenTree } from 'dpdm'

/**
 * Circles known and being removed, each as its files in import order. These are the deferred
 * stand-in / real component pairs: the stand-in imports the real component lazily and the real
 * one imports the stand-in's types. Their rework into one deferral primitive removes them;
 * delete each line with it (a listed circle that no longer exists fails the check).
 */
const KNOWN: string[][] = [
  [
    'apps/web/src/app/w/[slug]/_components/board/filter-select.tsx',
    'apps/web/src/app/w/[slug]/_components/board/filter-select-picker.tsx',
  ],
  [
    'apps/web/src/app/w/[slug]/_components/board/task-menu.tsx',
    'apps/web/src/app/w/[slug]/_components/board/task-menu-dropdown.tsx',
  ],
  [
    'apps/web/src/app/w/[slug]/_components/detail/due-date-field.tsx',
    'apps/web/src/app/w/[slug]/_components/detail/due-date-picker.tsx',
  ],
  [
    'apps/web/src/app/w/[slug]/_components/workspace-nav.tsx',
    'apps/web/src/app/w/[slug]/_components/workspace-nav-menu.tsx',
  ],
]

const ROOT = join(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/

/** A circle's files from its smallest path on, so one circle found from two packages is one key. */
function keyOf(circle: string[]): string {
  const start = circle.indexOf([...circle].sort()[0]!)
  return [...circle.slice(start), ...circle.slice(0, start)].join(' -> ')
}

function workspaces(): string[] {
  const listed = execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: ROOT })
  return (JSON.parse(listed.toString()) as { path: string }[])
    .map((pkg) => pkg.path)
    .filter((path) => path !== ROOT)
}

async function circlesOf(dir: string): Promise<string[][]> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: dir,
  })
    .toString()
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'))
    // dpdm reads entries as globs: `[slug]` must match itself, not one of s, l, u, g.
    .map((file) => join(dir, file).replaceAll('[', '[[]'))
  const tsconfig = join(dir, 'tsconfig.json')
  const tree = await parseDependencyTree(files, {
    context: ROOT,
    tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
    transform: false,
    skipDynamicImports: false,
  })
  return parseCircular(shortenTree(ROOT, tree))
}

const found = new Map<string, string>()
for (const dir of workspaces())
  for (const circle of await circlesOf(dir)) found.set(keyOf(circle), dir)

const known = new Set(KNOWN.map(keyOf))
const fresh = [...found.keys()].filter((key) => !known.has(key))
const gone = [...known].filter((key) => !found.has(key))
for (const key of fresh) console.error(`import circle: ${key}`)
for (const key of gone)
  console.error(`no longer a circle, remove it from KNOWN in scripts/check-circles.ts: ${key}`)
console.log(`${found.size} import circles (${found.size - fresh.length} known and listed)`)
if (fresh.length || gone.length) process.exitCode = 1
