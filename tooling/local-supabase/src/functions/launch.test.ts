import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { type FunctionSpec } from './config.ts'
import { buildLaunch, type LaunchInput } from './launch.ts'

let functionsDir: string
let spec: FunctionSpec
let warnings: string[]

function launch(overrides: Partial<LaunchInput> = {}) {
  return buildLaunch({
    spec,
    functionsDir,
    tmpDir: '/tmp/worker-tmp',
    hostEnv: { HOME: '/home/dev' },
    env: { SUPABASE_URL: 'http://127.0.0.1:54321', SUPABASE_DB_URL: undefined },
    marker: '@@marker',
    serveGraceMs: 1000,
    warn: (message) => warnings.push(message),
    ...overrides,
  })
}

beforeEach(() => {
  functionsDir = join(mkdtempSync(join(tmpdir(), 'functions-launch-')), 'functions')
  mkdirSync(join(functionsDir, 'hello'), { recursive: true })
  writeFileSync(join(functionsDir, 'hello', 'index.ts'), '')
  spec = {
    name: 'hello',
    dir: join(functionsDir, 'hello'),
    entrypoint: join(functionsDir, 'hello', 'index.ts'),
    verifyJwt: true,
    staticFiles: [],
  }
  warnings = []
})

describe('buildLaunch', () => {
  it('runs Deno without prompts, with net and env, reading only the functions folder', () => {
    const { args, cwd } = launch()
    expect(args).toEqual(
      expect.arrayContaining(['run', '--no-prompt', '--allow-net', '--allow-env', '--no-config']),
    )
    expect(args).toContain(`--allow-read=${functionsDir},/tmp/worker-tmp`)
    expect(args).toContain('--allow-write=/tmp/worker-tmp')
    expect(args).not.toContain('--allow-run')
    expect(args.slice(-3)).toEqual(['/tmp/worker-tmp/main.ts', '@@marker', '1000'])
    expect(cwd).toBe(spec.dir)
  })

  it('imports the function statically from a main module, after the bootstrap', () => {
    const { mainPath, mainSource } = launch()
    expect(mainPath).toBe('/tmp/worker-tmp/main.ts')
    const imports = [...mainSource.matchAll(/from "(.+)"/g)].map((match) => match[1])
    expect(imports).toEqual([
      expect.stringMatching(/\/src\/functions\/bootstrap\.ts$/),
      `file://${spec.entrypoint}`,
    ])
  })

  it('gives the function the server variables, its .env secrets, and nothing else from the host', () => {
    writeFileSync(
      join(functionsDir, '.env'),
      'STRIPE_KEY=sk_test\nSUPABASE_URL=http://evil.invalid\n',
    )
    const { env } = launch()
    expect(env).toMatchObject({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      STRIPE_KEY: 'sk_test',
      HOME: '/home/dev',
      TMPDIR: '/tmp/worker-tmp',
    })
    expect(env).not.toHaveProperty('SUPABASE_DB_URL')
    expect(env).not.toHaveProperty('PATH')
    expect(warnings).toEqual([
      expect.stringContaining('Env name cannot start with SUPABASE_, skipping: SUPABASE_URL'),
    ])
  })

  it("uses the function's own deno.json, or the configured import map", () => {
    writeFileSync(join(spec.dir, 'deno.json'), '{}')
    expect(launch().args).toEqual(
      expect.arrayContaining([`--config=${join(spec.dir, 'deno.json')}`, '--no-lock']),
    )
    writeFileSync(join(spec.dir, 'deno.lock'), '{}')
    expect(launch().args).not.toContain('--no-lock')
    spec.importMap = join(functionsDir, 'import_map.json')
    const { args } = launch()
    expect(args).toEqual(expect.arrayContaining(['--no-config', `--import-map=${spec.importMap}`]))
    expect(args.find((arg) => arg.startsWith('--allow-read='))).toContain(functionsDir)
  })

  it('takes npm packages from the installed node_modules and never downloads while serving', () => {
    expect(launch().args).toEqual(
      expect.arrayContaining(['--node-modules-dir=manual', '--cached-only']),
    )
    const { args } = launch({ npm: 'registry' })
    expect(args).not.toContain('--cached-only')
    expect(args.some((arg) => arg.startsWith('--node-modules-dir'))).toBe(false)
  })

  it("keeps the monorepo's package.json out of the function's module resolution", () => {
    expect(launch().env.DENO_NO_PACKAGE_JSON).toBe('1')
    writeFileSync(join(spec.dir, 'package.json'), '{}')
    expect(launch().env.DENO_NO_PACKAGE_JSON).toBeUndefined()
  })
})
