import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseEnv } from 'node:util'
import { type FunctionSpec } from './config.ts'
import { type HostEnv } from './env.ts'

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.ts', import.meta.url))
const DENO_CONFIG = /^deno\.jsonc?$/

export interface LaunchInput {
  spec: FunctionSpec
  functionsDir: string
  /** A private folder the function may write to (its TMPDIR), like Supabase's writable /tmp. */
  tmpDir: string
  hostEnv: HostEnv
  /**
   * Where `npm:` imports come from. `installed` (the default): the node_modules folders that
   * `pnpm install` made (Deno's `--node-modules-dir=manual`), with `--cached-only` so serving never
   * downloads: the versions the functions run are the lockfile's, and a first cold start works
   * offline. `registry`: Deno downloads into its own cache, as `supabase functions serve` does.
   */
  npm?: 'installed' | 'registry'
  /** SUPABASE_URL, the API keys and anything else the server hands every function. */
  env: Record<string, string | undefined>
  marker: string
  serveGraceMs: number
  warn: (message: string) => void
}

export interface Launch {
  args: string[]
  /** The worker's main module, to be written to `mainPath` before Deno starts. */
  mainPath: string
  mainSource: string
  env: Record<string, string>
  cwd: string
}

/** The `deno run` command line and environment for one function worker. */
export function buildLaunch(input: LaunchInput): Launch {
  const { spec, functionsDir, tmpDir } = input
  const mainPath = join(tmpDir, 'main.ts')
  const readable = [functionsDir, tmpDir, ...spec.staticFiles.map(globRoot)]
  const configFlags = moduleConfigFlags(spec)
  if (spec.importMap) readable.push(dirname(spec.importMap))
  const args = [
    'run',
    // No TTY: a permission Deno would ask about must fail instead of hanging the worker.
    '--no-prompt',
    '--allow-net',
    '--allow-env',
    '--allow-import',
    `--allow-read=${[...new Set(readable)].join(',')}`,
    `--allow-write=${tmpDir}`,
    ...configFlags,
    ...(input.npm === 'registry' ? [] : ['--node-modules-dir=manual', '--cached-only']),
    mainPath,
    input.marker,
    String(input.serveGraceMs),
  ]
  const env: Record<string, string> = {
    ...stringEntries(input.hostEnv),
    ...readFunctionsEnvFile(functionsDir, input.warn),
    ...stringEntries(input.env),
    TMPDIR: tmpDir,
    NO_COLOR: '1',
    DENO_NO_UPDATE_CHECK: '1',
  }
  // Supabase reads a function's package.json only when it has no import map; ancestors'
  // package.json files (this monorepo's) must not be read: Deno 2.9 would even rewrite the root
  // one, "migrating" pnpm-workspace.yaml into it. `--node-modules-dir=manual` still resolves
  // `npm:` imports from the node_modules folders above the importing file.
  if (spec.importMap || !existsSync(join(spec.dir, 'package.json'))) env.DENO_NO_PACKAGE_JSON = '1'
  return { args, env, cwd: spec.dir, mainPath, mainSource: mainModule(spec.entrypoint) }
}

function mainModule(entrypoint: string): string {
  return [
    `import { finishBoot } from ${JSON.stringify(pathToFileURL(BOOTSTRAP).href)}`,
    `import * as fn from ${JSON.stringify(pathToFileURL(entrypoint).href)}`,
    'finishBoot(fn)',
    '',
  ].join('\n')
}

function moduleConfigFlags(spec: FunctionSpec): string[] {
  if (spec.importMap && !DENO_CONFIG.test(basename(spec.importMap))) {
    return ['--no-config', `--import-map=${spec.importMap}`]
  }
  const config =
    spec.importMap ??
    ['deno.json', 'deno.jsonc'].map((file) => join(spec.dir, file)).find((file) => existsSync(file))
  if (!config) return ['--no-config']
  // Serving must not leave a new deno.lock in the project; an existing one is honoured.
  const locked = existsSync(join(dirname(config), 'deno.lock'))
  return locked ? [`--config=${config}`] : [`--config=${config}`, '--no-lock']
}

/** `supabase/functions/.env` holds the functions' own secrets, as with `supabase functions serve`. */
function readFunctionsEnvFile(
  functionsDir: string,
  warn: (message: string) => void,
): Record<string, string> {
  const file = join(functionsDir, '.env')
  if (!existsSync(file)) return {}
  const entries = Object.entries(parseEnv(readFileSync(file, 'utf8')))
  for (const [key] of entries.filter(([key]) => key.startsWith('SUPABASE_'))) {
    warn(`Env name cannot start with SUPABASE_, skipping: ${key} (${file})`)
  }
  return stringEntries(Object.fromEntries(entries.filter(([key]) => !key.startsWith('SUPABASE_'))))
}

function globRoot(pattern: string): string {
  const firstGlob = pattern.search(/[*?[{]/)
  return firstGlob === -1 ? pattern : dirname(pattern.slice(0, firstGlob + 1))
}

function stringEntries(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}
