// `check:circles`: no import circle in any workspace package, counting type-only imports and
// `import()` too (docs/decisions/code-checks.md). Each package is read with its own tsconfig
// (for its path aliases) by dpdm; imports of other workspace packages are followed, so a circle
// through two packages is found as well.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseCircular, parseDependencyTree, shortenTree } from 'dpdm'

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

for (const key of found.keys()) console.error(`import circle: ${key}`)
console.log(`${found.size} import circles`)
if (found.size) process.exitCode = 1
