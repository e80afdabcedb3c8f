import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFunctionResolver } from './config.ts'

let supabaseDir: string
let functionsDir: string

beforeAll(() => {
  supabaseDir = mkdtempSync(join(tmpdir(), 'functions-config-'))
  functionsDir = join(supabaseDir, 'functions')
  for (const name of ['hello', '_shared', 'off', 'custom'])
    mkdirSync(join(functionsDir, name), { recursive: true })
  for (const name of ['hello', '_shared', 'off'])
    writeFileSync(join(functionsDir, name, 'index.ts'), '')
  writeFileSync(join(functionsDir, 'custom', 'main.ts'), '')
  mkdirSync(join(functionsDir, 'empty'))
})

describe('createFunctionResolver', () => {
  it('finds a function by its folder, with verify_jwt on by default', () => {
    const resolve = createFunctionResolver(functionsDir, {})
    expect(resolve('hello')).toMatchObject({
      name: 'hello',
      dir: join(functionsDir, 'hello'),
      entrypoint: join(functionsDir, 'hello', 'index.ts'),
      verifyJwt: true,
    })
  })

  it('reads [functions.<name>] settings, with paths relative to the supabase folder', () => {
    const resolve = createFunctionResolver(functionsDir, {
      functions: {
        hello: { verify_jwt: false, import_map: './functions/import_map.json' },
        off: { enabled: false },
        custom: { entrypoint: './functions/custom/main.ts' },
      },
    })
    expect(resolve('hello')).toMatchObject({
      verifyJwt: false,
      importMap: join(functionsDir, 'import_map.json'),
    })
    expect(resolve('off')).toBeUndefined()
    expect(resolve('custom')?.entrypoint).toBe(join(functionsDir, 'custom', 'main.ts'))
  })

  it('never serves _shared, folders without an entrypoint, or names that escape the folder', () => {
    const resolve = createFunctionResolver(functionsDir, {})
    for (const name of [
      '_shared',
      'empty',
      'missing',
      '..',
      '.',
      '.hidden',
      '..%2F..',
      'a/b',
      '',
    ]) {
      expect(resolve(name), name).toBeUndefined()
    }
  })

  it('explains a malformed [functions] section instead of guessing', () => {
    expect(() =>
      createFunctionResolver(functionsDir, { functions: { hello: { verify_jwt: 'no' } } }),
    ).toThrow(/Invalid \[functions\] section.*verify_jwt/s)
  })
})
