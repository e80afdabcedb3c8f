import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { consumerEnv, run, type Outcome } from './exec.ts'
import type { Packed } from './pack.ts'

export type Step = 'install' | 'typecheck' | 'run' | 'build'

export interface AppResult {
  label: string
  versions: Record<string, string>
  steps: Partial<Record<Step, Outcome & { passed: boolean }>>
}

export interface Toolchain {
  npmArgs: string[]
  typescript: string
  typesNode: string
  vite: string
}

const template = path.join(import.meta.dirname, '..', 'app')

/** A scratch app depending on the packed libraries and on exactly `versions` of each peer. */
export function createApp(
  dir: string,
  packed: Packed[],
  versions: Record<string, string>,
  tools: Toolchain,
): void {
  cpSync(template, dir, { recursive: true })
  const react = versions.react!
  const [major, minor] = react.split('.')
  const manifest = {
    name: `consumer-${path.basename(dir)}`,
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`])),
      ...versions,
      'react-dom': react,
    },
    devDependencies: {
      // The React types of the React line under test (~19.2 for 19.2.x, the newest for newest).
      '@types/react': `~${major}.${minor}.0`,
      '@types/react-dom': `~${major}.${minor}.0`,
      '@types/node': tools.typesNode,
      typescript: tools.typescript,
      vite: tools.vite,
    },
  }
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** npm ls exits non-zero for a missing or invalid peer anywhere (e.g. one forced past ERESOLVE). */
export async function treeIsValid(install: Outcome, dir: string): Promise<Outcome> {
  if (install.code !== 0) return install
  const ls = await run('npm', ['ls', '--all'], { cwd: dir })
  const problems = ls.output.split('\n').filter((line) => /invalid|missing|ERR/.test(line))
  return {
    ...install,
    code: ls.code,
    output: `${install.output}\nnpm ls --all: exit ${ls.code}\n${problems.join('\n')}`,
    seconds: install.seconds + ls.seconds,
  }
}

function step(outcome: Outcome, passed = outcome.code === 0) {
  return { ...outcome, passed }
}

/** install → typecheck → run (against the backend) → build, stopping at the first failure. */
export async function exercise(
  result: AppResult,
  dir: string,
  tools: Toolchain,
  backend: Promise<Record<string, string>>,
): Promise<void> {
  const install = await run('npm', ['install', ...tools.npmArgs], { cwd: dir })
  result.steps.install = step(await treeIsValid(install, dir))
  if (!result.steps.install.passed) return

  const bin = (name: string) => path.join(dir, 'node_modules', '.bin', name)
  const typecheck = await run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: dir })
  result.steps.typecheck = step(typecheck, typecheck.code === 0 || onlyThirdPartyErrors(typecheck))

  const env = consumerEnv(await backend)
  result.steps.run = step(await run(process.execPath, ['src/run.ts'], { cwd: dir, env }))

  const build = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir })
  result.steps.build = step(build, build.code === 0 && bundleIsSafe(dir, build))
}

/**
 * The consumer checks with skipLibCheck off, so errors in our published .d.ts surface (with it on,
 * a type our declarations import from a too-old peer would silently become `any`). Errors inside
 * other packages' declarations (Next's, supabase-js's own under this compiler) are theirs: every
 * app sets skipLibCheck for them. Anything in src/ or node_modules/@teamboard/ fails the step.
 */
function onlyThirdPartyErrors(typecheck: Outcome): boolean {
  const files = [...typecheck.output.matchAll(/^(\S+?)\(\d+,\d+\): error TS\d+/gm)].map(
    (m) => m[1]!,
  )
  const ours = files.filter(
    (f) => !f.startsWith('node_modules/') || f.startsWith('node_modules/@teamboard/'),
  )
  typecheck.output += `\n${files.length} errors, ${ours.length} in the consumer or @teamboard/* declarations`
  return files.length > 0 && ours.length === 0
}

/** The page built, and the server-only env reader (SUPABASE_SECRET_KEY) stayed out of it. */
function bundleIsSafe(dir: string, build: Outcome): boolean {
  const assets = path.join(dir, 'dist', 'assets')
  if (!existsSync(path.join(dir, 'dist', 'index.html')) || !existsSync(assets)) return false
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(path.join(assets, file), 'utf8')
    if (code.includes('SUPABASE_SECRET_KEY')) {
      build.output += `\n${file} reads SUPABASE_SECRET_KEY: server code reached the browser bundle`
      return false
    }
  }
  return true
}
